// Every message id the API can send (problem bodies' `messages` and field errors), as user-facing
// text with the id `api.<message id>`: the one vocabulary of API errors for the portal and every
// feature (a feature adds wording of its own only where a screen needs it). Keys are the API's ids,
// so `translateError` finds the text of an id without building message ids at run time (the
// extractor needs literal ids).
// Left out: `integration.*` (the server-to-server job feed, never seen by the portal).
import { defineMessages } from 'react-intl';

export const apiMessages = defineMessages({
  'account.recentLoginRequired': {
    id: 'api.account.recentLoginRequired',
    defaultMessage: 'For your security, please log in again, then try within 10 minutes.',
  },
  'account.wrongPassword': { id: 'api.account.wrongPassword', defaultMessage: 'This password is not correct.' },
  'auth.accountDeactivated': {
    id: 'api.auth.accountDeactivated',
    defaultMessage: 'This account has been deactivated.',
  },
  'auth.accountGone': { id: 'api.auth.accountGone', defaultMessage: 'This account no longer exists.' },
  'auth.alreadyActive': {
    id: 'api.auth.alreadyActive',
    defaultMessage: 'Your account is already activated. You can log in.',
  },
  'auth.alreadyVerified': {
    id: 'api.auth.alreadyVerified',
    defaultMessage: 'Your email address is already confirmed.',
  },
  'auth.crossSiteRequest': {
    id: 'api.auth.crossSiteRequest',
    defaultMessage: 'This request came from another site and was refused. Please reload the page.',
  },
  'auth.deviceVerificationUnavailable': {
    id: 'api.auth.deviceVerificationUnavailable',
    defaultMessage:
      'This device cannot be confirmed because your account has no way to receive the confirmation. Please contact support.',
  },
  'auth.idTokenExpired': {
    id: 'api.auth.idTokenExpired',
    defaultMessage: 'The sign-in with your provider has expired. Please try again.',
  },
  'auth.idTokenInvalid': {
    id: 'api.auth.idTokenInvalid',
    defaultMessage: 'The sign-in with your provider could not be verified. Please try again.',
  },
  'auth.identityInUse': {
    id: 'api.auth.identityInUse',
    defaultMessage: 'This provider account is already linked to another profile.',
  },
  'auth.invalidCredentials': {
    id: 'api.auth.invalidCredentials',
    defaultMessage: 'The email address or password is not correct.',
  },
  'auth.linkExpired': {
    id: 'api.auth.linkExpired',
    defaultMessage: 'This link has expired. Please request a new one.',
  },
  'auth.linkInvalid': {
    id: 'api.auth.linkInvalid',
    defaultMessage: 'This link is not valid or has already been used.',
  },
  'auth.linkNotFound': { id: 'api.auth.linkNotFound', defaultMessage: 'This link could not be found.' },
  'auth.notRegistered': {
    id: 'api.auth.notRegistered',
    defaultMessage: 'There is no account for this sign-in yet. Please sign up first.',
  },
  'auth.phoneCodeAttemptsExceeded': {
    id: 'api.auth.phoneCodeAttemptsExceeded',
    defaultMessage: 'Too many wrong codes. Please request a new code.',
  },
  'auth.phoneCodeExpired': {
    id: 'api.auth.phoneCodeExpired',
    defaultMessage: 'This code has expired. Please request a new one.',
  },
  'auth.phoneCodeInvalid': { id: 'api.auth.phoneCodeInvalid', defaultMessage: 'This code is not correct.' },
  'auth.phoneCodeNotFound': {
    id: 'api.auth.phoneCodeNotFound',
    defaultMessage: 'No code was requested for this number. Please request a new one.',
  },
  'auth.providerNotEnabled': {
    id: 'api.auth.providerNotEnabled',
    defaultMessage: 'Signing in with this provider is not available here.',
  },
  'auth.refreshTokenExpired': {
    id: 'api.auth.refreshTokenExpired',
    defaultMessage: 'Your session has ended. Please log in again.',
  },
  'auth.refreshTokenInvalid': {
    id: 'api.auth.refreshTokenInvalid',
    defaultMessage: 'Your session is no longer valid. Please log in again.',
  },
  'auth.refreshTokenReused': {
    id: 'api.auth.refreshTokenReused',
    defaultMessage: 'Your session was ended to protect your account. Please log in again.',
  },
  'auth.sessionRevoked': {
    id: 'api.auth.sessionRevoked',
    defaultMessage: 'Your session has ended. Please log in again.',
  },
  'auth.tokenExpired': {
    id: 'api.auth.tokenExpired',
    defaultMessage: 'Your session has expired. Please log in again.',
  },
  'auth.tokenInvalid': {
    id: 'api.auth.tokenInvalid',
    defaultMessage: 'Your session is not valid. Please log in again.',
  },
  'auth.tooManyLoginAttempts': {
    id: 'api.auth.tooManyLoginAttempts',
    defaultMessage:
      'Too many failed login attempts from here. Please wait a moment and try again, or log in with a one-time link.',
  },
  'availability.endBeforeStart': {
    id: 'api.availability.endBeforeStart',
    defaultMessage: 'The end date must not be before the start date.',
  },
  'availability.limitReached': {
    id: 'api.availability.limitReached',
    defaultMessage: 'You have reached the maximum number of periods. Remove one to add another.',
  },
  'availability.notFound': { id: 'api.availability.notFound', defaultMessage: 'This period no longer exists.' },
  'availability.tooLong': { id: 'api.availability.tooLong', defaultMessage: 'A period can be at most two years long.' },
  'cv.endBeforeStart': {
    id: 'api.cv.endBeforeStart',
    defaultMessage: 'An entry cannot end before it starts.',
  },
  'cv.limitReached': {
    id: 'api.cv.limitReached',
    defaultMessage: 'You already have 10 CVs. Please delete or replace one before adding another.',
  },
  'cv.nameRequired': {
    id: 'api.cv.nameRequired',
    defaultMessage: 'Please add your first and last name to your profile before generating your CV.',
  },
  'cv.noText': {
    id: 'api.cv.noText',
    defaultMessage: 'We could not find any text in this CV (it may be a scan). Please enter your details yourself.',
  },
  'dataExport.expired': {
    id: 'api.dataExport.expired',
    defaultMessage: 'This download link has expired. Request a new copy of your data in your account.',
  },
  'dataExport.notFound': { id: 'api.dataExport.notFound', defaultMessage: 'This download link is not valid.' },
  'device.notFound': { id: 'api.device.notFound', defaultMessage: 'This device could not be found.' },
  'email.noAddress': { id: 'api.email.noAddress', defaultMessage: 'Your account has no email address yet.' },
  'email.noPendingChange': {
    id: 'api.email.noPendingChange',
    defaultMessage: 'There is no pending change to this email address.',
  },
  'error.forbidden': { id: 'api.error.forbidden', defaultMessage: 'You are not allowed to do this.' },
  'error.generic': { id: 'api.error.generic', defaultMessage: 'Something went wrong. Please try again later.' },
  'error.invalidHost': { id: 'api.error.invalidHost', defaultMessage: 'The address of this request is not valid.' },
  'error.malformedRequest': {
    id: 'api.error.malformedRequest',
    defaultMessage: 'The request could not be read. Please reload the page and try again.',
  },
  'error.methodNotAllowed': {
    id: 'api.error.methodNotAllowed',
    defaultMessage: 'This action is not possible here. Please reload the page and try again.',
  },
  'error.network': {
    id: 'api.error.network',
    defaultMessage: 'There is no connection to the server. Please check your connection and try again.',
  },
  'error.notFound': { id: 'api.error.notFound', defaultMessage: 'This could not be found.' },
  'error.notImplemented': { id: 'api.error.notImplemented', defaultMessage: 'This function is not available yet.' },
  'error.notReady': {
    id: 'api.error.notReady',
    defaultMessage: 'The service is starting. Please try again in a moment.',
  },
  'error.overloaded': {
    id: 'api.error.overloaded',
    defaultMessage: 'The service is very busy right now. Please try again in a moment.',
  },
  'error.requestTimeout': {
    id: 'api.error.requestTimeout',
    defaultMessage: 'The request took too long to arrive. Please try again.',
  },
  'error.storageFull': {
    id: 'api.error.storageFull',
    defaultMessage: 'There is no room to store files right now. Please try again later.',
  },
  'error.tooManyRequests': {
    id: 'api.error.tooManyRequests',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  'error.unauthorized': { id: 'api.error.unauthorized', defaultMessage: 'Please log in to continue.' },
  'error.unavailable': {
    id: 'api.error.unavailable',
    defaultMessage: 'The service is briefly unavailable. Please try again in a moment.',
  },
  'error.unknownHost': { id: 'api.error.unknownHost', defaultMessage: 'This address does not belong to any portal.' },
  'error.unsupportedMediaType': {
    id: 'api.error.unsupportedMediaType',
    defaultMessage: 'This type of content is not supported.',
  },
  'error.uploadTooLarge': { id: 'api.error.uploadTooLarge', defaultMessage: 'The file is too large.' },
  'error.uploadType': { id: 'api.error.uploadType', defaultMessage: 'This type of file is not supported.' },
  'error.validation': { id: 'api.error.validation', defaultMessage: 'Some entries are not valid. Please check them.' },
  'file.checkBusy': {
    id: 'api.file.checkBusy',
    defaultMessage: 'Too many files are being checked right now. Please try again in a moment.',
  },
  'file.empty': { id: 'api.file.empty', defaultMessage: 'The file is empty.' },
  'file.imageRequired': { id: 'api.file.imageRequired', defaultMessage: 'Please choose an image.' },
  'file.imageTooManyPixels': {
    id: 'api.file.imageTooManyPixels',
    defaultMessage: 'The image is too large. Please choose a smaller one.',
  },
  'file.imageUnreadable': {
    id: 'api.file.imageUnreadable',
    defaultMessage: 'The image could not be read. Please choose another file.',
  },
  'file.missing': { id: 'api.file.missing', defaultMessage: 'Please choose a file.' },
  'file.notFound': { id: 'api.file.notFound', defaultMessage: 'The file could not be found.' },
  'file.pdfActiveContent': {
    id: 'api.file.pdfActiveContent',
    defaultMessage:
      'This PDF contains scripts, attached files or other active content, which cannot be accepted. Please save your document as a PDF again (for example with "Save as PDF" or "Export as PDF") and upload the new file.',
  },
  'file.pdfEncrypted': {
    id: 'api.file.pdfEncrypted',
    defaultMessage: 'This PDF is protected by a password. Please upload a version without a password.',
  },
  'file.pdfRequired': { id: 'api.file.pdfRequired', defaultMessage: 'Please choose a PDF file.' },
  'file.pdfTooComplex': {
    id: 'api.file.pdfTooComplex',
    defaultMessage:
      'This PDF is too large or too complex to be checked. Please upload a simpler version (for example, printed to PDF again).',
  },
  'file.pdfUnreadable': {
    id: 'api.file.pdfUnreadable',
    defaultMessage: 'The PDF could not be read. It may be damaged or incomplete. Please choose another file.',
  },
  'file.workInProgress': {
    id: 'api.file.workInProgress',
    defaultMessage: 'You already have files being uploaded or read. Please wait until they are done and try again.',
  },
  'image.notFound': { id: 'api.image.notFound', defaultMessage: 'This image does not exist.' },
  'image.unreadable': { id: 'api.image.unreadable', defaultMessage: 'This image cannot be shown.' },
  'jobAlert.limit': {
    id: 'api.jobAlert.limit',
    defaultMessage: 'You have as many job alerts as you can have. Delete one in your account to save this search.',
  },
  'jobAlert.notFound': {
    id: 'api.jobAlert.notFound',
    defaultMessage: 'This job alert could not be found. It may have been deleted.',
  },
  'legal.nothingToAgree': { id: 'api.legal.nothingToAgree', defaultMessage: 'There is nothing to agree to.' },
  'location.notFound': { id: 'api.location.notFound', defaultMessage: 'This place is not known.' },
  'notifications.digestUnavailable': {
    id: 'api.notifications.digestUnavailable',
    defaultMessage: 'The digest of new projects is not offered here.',
  },
  'onboarding.categoryNotFound': {
    id: 'api.onboarding.categoryNotFound',
    defaultMessage: 'This category is not offered. Please choose another one.',
  },
  'onboarding.cvNotFound': {
    id: 'api.onboarding.cvNotFound',
    defaultMessage: 'Please upload your CV first.',
  },
  'onboarding.incomplete': {
    id: 'api.onboarding.incomplete',
    defaultMessage: 'Some required answers are still missing.',
  },
  'onboarding.rowDisabled': {
    id: 'api.onboarding.rowDisabled',
    defaultMessage: 'This answer cannot be changed here.',
  },
  'onboarding.rowNotFound': {
    id: 'api.onboarding.rowNotFound',
    defaultMessage: 'This question no longer exists. Please reload the page.',
  },
  'onboarding.rowNotInStep': {
    id: 'api.onboarding.rowNotInStep',
    defaultMessage: 'This question belongs to another step. Please reload the page.',
  },
  'onboarding.rowNotShown': {
    id: 'api.onboarding.rowNotShown',
    defaultMessage: 'This question is not asked in your onboarding. Please reload the page.',
  },
  'onboarding.stepNotFound': {
    id: 'api.onboarding.stepNotFound',
    defaultMessage: 'This step no longer exists. Please reload the page.',
  },
  'pool.alreadyMember': {
    id: 'api.pool.alreadyMember',
    defaultMessage: 'You have already applied to this talent pool.',
  },
  'pool.membershipNotFound': {
    id: 'api.pool.membershipNotFound',
    defaultMessage: 'You are not a member of this talent pool.',
  },
  'pool.notFound': { id: 'api.pool.notFound', defaultMessage: 'This talent pool could not be found.' },
  'profile.fieldHidden': {
    id: 'api.profile.fieldHidden',
    defaultMessage: 'This field cannot be changed for your account.',
  },
  'profile.imageNotFound': {
    id: 'api.profile.imageNotFound',
    defaultMessage: 'This picture could not be found. Please upload it again.',
  },
  'profile.loginPhoneReadOnly': {
    id: 'api.profile.loginPhoneReadOnly',
    defaultMessage: 'You log in with this mobile number, so it cannot be changed here.',
  },
  'project.noSecurityId': {
    id: 'api.project.noSecurityId',
    defaultMessage: 'This project does not need a security ID.',
  },
  'project.notFound': { id: 'api.project.notFound', defaultMessage: 'This project could not be found.' },
  'project.removed': { id: 'api.project.removed', defaultMessage: 'This project has been removed.' },
  'referral.self': { id: 'api.referral.self', defaultMessage: 'You cannot refer yourself.' },
  'search.publicSearchDisabled': {
    id: 'api.search.publicSearchDisabled',
    defaultMessage: 'Please log in to search for projects.',
  },
  'securityId.duplicate': { id: 'api.securityId.duplicate', defaultMessage: 'This security ID is already saved.' },
  'securityId.limitReached': {
    id: 'api.securityId.limitReached',
    defaultMessage: 'You cannot add any more security IDs.',
  },
  'securityId.pattern': {
    id: 'api.securityId.pattern',
    defaultMessage: 'This security ID does not have the required format.',
  },
  'securityId.projectNotFound': {
    id: 'api.securityId.projectNotFound',
    defaultMessage: 'The project of this security ID could not be found.',
  },
  'session.notFound': { id: 'api.session.notFound', defaultMessage: 'This session has already ended.' },
  'subscription.notFound': {
    id: 'api.subscription.notFound',
    defaultMessage: 'We could not find this subscription. The link may be outdated.',
  },
  'validation.afterFrom': { id: 'api.validation.afterFrom', defaultMessage: 'This must not be before the start.' },
  'validation.between': { id: 'api.validation.between', defaultMessage: 'Please choose a level from 1 to 5.' },
  'validation.country': { id: 'api.validation.country', defaultMessage: 'Please choose a valid country.' },
  'validation.currentPasswordWrong': {
    id: 'api.validation.currentPasswordWrong',
    defaultMessage: 'The current password is not correct.',
  },
  'validation.date': { id: 'api.validation.date', defaultMessage: 'Please enter a valid date.' },
  'validation.email': { id: 'api.validation.email', defaultMessage: 'Please enter a valid email address.' },
  'validation.emailInUse': { id: 'api.validation.emailInUse', defaultMessage: 'This email address is already in use.' },
  'validation.emailUnchanged': {
    id: 'api.validation.emailUnchanged',
    defaultMessage: 'This is already your email address.',
  },
  'validation.format': { id: 'api.validation.format', defaultMessage: 'This value does not have the expected format.' },
  'validation.invalid': { id: 'api.validation.invalid', defaultMessage: 'This value is not valid.' },
  // Spec §5: the locale error reads "Invalid locale".
  'validation.locale': { id: 'api.validation.locale', defaultMessage: 'Invalid locale' },
  'validation.max': { id: 'api.validation.max', defaultMessage: 'This value is too long.' },
  'validation.maxValue': { id: 'api.validation.maxValue', defaultMessage: 'This value is too high.' },
  'validation.min': { id: 'api.validation.min', defaultMessage: 'This value is too short.' },
  'validation.minValue': { id: 'api.validation.minValue', defaultMessage: 'This value is too low.' },
  'validation.numeric': { id: 'api.validation.numeric', defaultMessage: 'Please enter a number.' },
  'validation.oneOf': { id: 'api.validation.oneOf', defaultMessage: 'Please choose one of the offered values.' },
  'validation.passwordContainsEmail': {
    id: 'api.validation.passwordContainsEmail',
    defaultMessage: 'The password must not contain your email address.',
  },
  'validation.passwordLettersAndDigits': {
    id: 'api.validation.passwordLettersAndDigits',
    defaultMessage: 'Use at least one letter and one digit.',
  },
  'validation.passwordTooShort': {
    id: 'api.validation.passwordTooShort',
    defaultMessage: 'The password must have at least 10 characters.',
  },
  'validation.pattern': {
    id: 'api.validation.pattern',
    defaultMessage: 'This value does not match the required pattern.',
  },
  'validation.phone': {
    id: 'api.validation.phone',
    defaultMessage: 'Enter a valid mobile number for the selected country.',
  },
  'validation.phoneInUse': { id: 'api.validation.phoneInUse', defaultMessage: 'This phone number is already in use.' },
  'validation.recaptcha': {
    id: 'api.validation.recaptcha',
    defaultMessage: 'The security check failed. Please try again.',
  },
  'validation.required': { id: 'api.validation.required', defaultMessage: 'This field is required.' },
  'validation.specialChars': {
    id: 'api.validation.specialChars',
    defaultMessage: 'Only letters, digits and @ . - _ are allowed.',
  },
  'validation.type': { id: 'api.validation.type', defaultMessage: 'This value has the wrong type.' },
  'validation.unknownField': {
    id: 'api.validation.unknownField',
    defaultMessage: 'The form sent a field the server does not know. Please reload the page.',
  },
  'application.alreadyApplied': {
    id: 'api.application.alreadyApplied',
    defaultMessage: 'You have already applied to this project.',
  },
  'application.applyExternally': {
    id: 'api.application.applyExternally',
    defaultMessage: "Applications for this project are made on the client's website.",
  },
  'application.cannotEdit': {
    id: 'api.application.cannotEdit',
    defaultMessage: 'This application can no longer be changed.',
  },
  'application.cannotWithdraw': {
    id: 'api.application.cannotWithdraw',
    defaultMessage: 'This application can no longer be withdrawn.',
  },
  'application.coverNotFound': {
    id: 'api.application.coverNotFound',
    defaultMessage: 'This cover letter was not found among your documents. Please upload it again.',
  },
  'application.cvNotFound': {
    id: 'api.application.cvNotFound',
    defaultMessage: 'This CV was not found among your CVs. Please choose or upload another.',
  },
  'application.deadlinePassed': {
    id: 'api.application.deadlinePassed',
    defaultMessage: 'The deadline for applications to this project has passed.',
  },
  'application.legalRequired': {
    id: 'api.application.legalRequired',
    defaultMessage: "Please accept the client's terms and privacy statement before you apply.",
  },
  'application.noCoverLetter': {
    id: 'api.application.noCoverLetter',
    defaultMessage: 'This project asks for a cover letter. Please add one.',
  },
  'application.noDraft': {
    id: 'api.application.noDraft',
    defaultMessage: 'There is no application in progress for this project.',
  },
  'application.noLiveInterview': {
    id: 'api.application.noLiveInterview',
    defaultMessage: 'Please choose an interview slot, or say that none of them suits you.',
  },
  'application.notFound': { id: 'api.application.notFound', defaultMessage: 'This application was not found.' },
  'application.notSubmitted': {
    id: 'api.application.notSubmitted',
    defaultMessage: 'This application has not been sent yet.',
  },
  'application.projectClosed': {
    id: 'api.application.projectClosed',
    defaultMessage: 'This project no longer takes applications.',
  },
  'application.securityIdMissing': {
    id: 'api.application.securityIdMissing',
    defaultMessage: 'This project needs a security ID. Please add one that matches the required format.',
  },
  'application.slotTaken': {
    id: 'api.application.slotTaken',
    defaultMessage: 'Someone else has just booked this interview slot. Please choose another one.',
  },
  'application.unknownOption': {
    id: 'api.application.unknownOption',
    defaultMessage: 'This answer is not one of the choices. Please choose again.',
  },
  'application.unknownQuestion': {
    id: 'api.application.unknownQuestion',
    defaultMessage: 'This question is no longer part of the application. Please reload the page.',
  },
  'application.wrongProject': {
    id: 'api.application.wrongProject',
    defaultMessage: 'This application belongs to another project.',
  },
  'cv.usedByApplication': {
    id: 'api.cv.usedByApplication',
    defaultMessage: 'This CV is part of an application and cannot be deleted.',
  },
  'invitation.notFound': { id: 'api.invitation.notFound', defaultMessage: 'This invitation does not exist.' },
  'invitation.notOpen': { id: 'api.invitation.notOpen', defaultMessage: 'This invitation is no longer open.' },
  'rate.currencyNotOffered': {
    id: 'api.rate.currencyNotOffered',
    defaultMessage: 'This currency is not offered. Please choose one of the listed currencies.',
  },
  'rate.invalid': { id: 'api.rate.invalid', defaultMessage: 'Please enter a valid rate.' },
  'rate.tooPrecise': {
    id: 'api.rate.tooPrecise',
    defaultMessage: 'This rate has more decimals than the currency allows.',
  },
});

/** An API message id that has a text. */
export type ApiMessageId = keyof typeof apiMessages;

/** Whether an id from the API has a text here. */
export function isApiMessageId(id: string): id is ApiMessageId {
  return Object.hasOwn(apiMessages, id);
}
