// Messages of the account feature (ids `account.*`). Message ids the API sends (`auth.linkExpired`,
// `validation.emailInUse`, …) are not translated here: they have one text for every screen, in
// @talent/app-context (`api.*`). This file holds only the account screens' own wording.
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  // Shared
  email: { id: 'account.field.email', defaultMessage: 'Email address' },
  password: { id: 'account.field.password', defaultMessage: 'Password' },
  newPassword: { id: 'account.field.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'account.field.confirmPassword', defaultMessage: 'Repeat the new password' },
  passwordHint: {
    id: 'account.field.passwordHint',
    defaultMessage: 'At least 10 characters with a letter and a digit; not your email address.',
  },
  firstName: { id: 'account.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'account.field.lastName', defaultMessage: 'Last name' },
  mobile: { id: 'account.field.mobile', defaultMessage: 'Mobile number' },
  mobileCountry: { id: 'account.field.mobileCountry', defaultMessage: 'Country code' },
  mobileNumber: { id: 'account.field.mobileNumber', defaultMessage: 'Number' },
  residenceCountry: { id: 'account.field.residenceCountry', defaultMessage: 'Country of residence' },
  chooseCountry: { id: 'account.field.chooseCountry', defaultMessage: 'Choose a country' },
  termsLabel: { id: 'account.field.terms', defaultMessage: 'I accept the terms of use' },
  privacyLabel: { id: 'account.field.privacy', defaultMessage: 'I accept the privacy policy' },
  readTerms: { id: 'account.field.readTerms', defaultMessage: 'Read the terms of use' },
  readPrivacy: { id: 'account.field.readPrivacy', defaultMessage: 'Read the privacy policy' },
  subscribe: { id: 'account.field.subscribe', defaultMessage: 'Email me new projects that match my profile' },
  captcha: { id: 'account.field.captcha', defaultMessage: 'Security check' },
  captchaLoading: { id: 'account.captcha.loading', defaultMessage: 'Loading the security check…' },
  captchaFailed: {
    id: 'account.captcha.failed',
    defaultMessage: 'The security check could not be loaded. Check your connection and reload the page.',
  },
  backToLogin: { id: 'account.link.backToLogin', defaultMessage: 'Back to log in' },
  goToLogin: { id: 'account.link.goToLogin', defaultMessage: 'Go to log in' },
  continue: { id: 'account.link.continue', defaultMessage: 'Continue' },
  newTab: { id: 'account.link.newTab', defaultMessage: '(opens in a new tab)' },
  working: { id: 'account.status.working', defaultMessage: 'One moment…' },
  countriesFailed: { id: 'account.countries.failed', defaultMessage: 'The list of countries could not be loaded.' },
  retry: { id: 'account.retry', defaultMessage: 'Try again' },

  // Login
  loginTitle: { id: 'account.login.title', defaultMessage: 'Log in' },
  loginIntro: defineMessage<{ name: string }>({
    id: 'account.login.intro',
    defaultMessage: 'Log in to {name} to find projects and follow your applications.',
  }),
  loginSubmit: { id: 'account.login.submit', defaultMessage: 'Log in' },
  forgotPasswordLink: { id: 'account.login.forgotPassword', defaultMessage: 'Forgot your password?' },
  noAccount: { id: 'account.login.noAccount', defaultMessage: 'New here?' },
  signupLink: { id: 'account.login.signupLink', defaultMessage: 'Create an account' },
  mobileLoginLink: { id: 'account.login.mobileLink', defaultMessage: 'Log in with your mobile number' },
  deactivated: {
    id: 'account.login.deactivated',
    defaultMessage: 'Your account has been deactivated, so you were logged out.',
  },
  devicePendingEmail: {
    id: 'account.login.devicePendingEmail',
    defaultMessage:
      'This browser is new to us. We have emailed you a link to confirm it; open the link to finish logging in.',
  },
  devicePendingMobile: {
    id: 'account.login.devicePendingMobile',
    defaultMessage:
      'This browser is new to us. We have sent a link to your mobile number to confirm it; open the link to finish logging in.',
  },
  loggingIn: { id: 'account.login.loggingIn', defaultMessage: 'Logging you in…' },
  noticePasswordReset: {
    id: 'account.login.notice.passwordReset',
    defaultMessage: 'Your password has been changed. Log in with your new password.',
  },
  noticeActivated: {
    id: 'account.login.notice.activated',
    defaultMessage: 'Your account is active. Log in to get started.',
  },
  noticeAlreadyActive: {
    id: 'account.login.notice.alreadyActive',
    defaultMessage: 'Your account was already active. Log in to continue.',
  },
  noticeEmailConfirmed: {
    id: 'account.login.notice.emailConfirmed',
    defaultMessage: 'Your new email address is confirmed. Log in with it from now on.',
  },
  noticeAccountDeleted: {
    id: 'account.login.notice.accountDeleted',
    defaultMessage: 'Your account and your personal data have been deleted. Thank you for having been with us.',
  },
  otlTitle: { id: 'account.otl.title', defaultMessage: 'Log in without a password' },
  otlIntro: {
    id: 'account.otl.intro',
    defaultMessage: 'We email you a link that logs you in once. It works for a limited time.',
  },
  otlEmail: { id: 'account.otl.email', defaultMessage: 'Email address for the login link' },
  otlSubmit: { id: 'account.otl.submit', defaultMessage: 'Email me a login link' },
  otlSent: defineMessage<{ email: string }>({
    id: 'account.otl.sent',
    defaultMessage:
      'If an account uses {email}, a login link is on its way. Open it in this browser to log in; it works only once.',
  }),
  otlExpired: {
    id: 'account.otl.error.expired',
    defaultMessage: 'This login link has expired. Request a new one below.',
  },
  otlInvalid: {
    id: 'account.otl.error.invalid',
    defaultMessage: 'This login link is not valid or has already been used. Request a new one below.',
  },
  socialTitle: { id: 'account.social.title', defaultMessage: 'Or continue with' },
  socialContinue: defineMessage<{ provider: string }>({
    id: 'account.social.continue',
    defaultMessage: 'Continue with {provider}',
  }),
  socialStartFailed: defineMessage<{ provider: string }>({
    id: 'account.social.startFailed',
    defaultMessage: 'Signing in with {provider} is not available right now. Please try again later.',
  }),

  // Sign-up
  signupTitle: { id: 'account.signup.title', defaultMessage: 'Create your account' },
  signupIntro: defineMessage<{ name: string }>({
    id: 'account.signup.intro',
    defaultMessage: 'Join {name} to apply to projects and talent pools.',
  }),
  signupSubmit: { id: 'account.signup.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'account.signup.haveAccount', defaultMessage: 'Already have an account?' },
  loginLink: { id: 'account.signup.loginLink', defaultMessage: 'Log in' },
  checkEmailTitle: { id: 'account.signup.checkEmail.title', defaultMessage: 'Check your email' },
  checkEmailBody: defineMessage<{ email: string }>({
    id: 'account.signup.checkEmail.body',
    defaultMessage:
      'We have sent an activation link to {email}. Open it to activate your account; it is valid for 7 days.',
  }),
  checkEmailSpam: {
    id: 'account.signup.checkEmail.spam',
    defaultMessage: 'Nothing arrived after a few minutes? Look in your spam folder, or send the link again.',
  },
  resend: { id: 'account.signup.resend', defaultMessage: 'Send the link again' },
  resent: defineMessage<{ email: string }>({
    id: 'account.signup.resent',
    defaultMessage: 'A new activation link has been sent to {email}. Earlier links no longer work.',
  }),
  resendAlreadyActive: {
    id: 'account.signup.resendAlreadyActive',
    defaultMessage: 'Your account is already active. You can log in.',
  },
  resendUnavailable: {
    id: 'account.signup.resendUnavailable',
    defaultMessage:
      'The link could not be sent from here. Log in: the banner at the top of the portal lets you send it again.',
  },

  // Forgot password
  forgotTitle: { id: 'account.forgot.title', defaultMessage: 'Forgot your password?' },
  forgotIntro: {
    id: 'account.forgot.intro',
    defaultMessage: 'Enter the email address of your account and we will send you a link to choose a new password.',
  },
  forgotSubmit: { id: 'account.forgot.submit', defaultMessage: 'Send the link' },
  forgotSent: defineMessage<{ email: string }>({
    id: 'account.forgot.sent',
    defaultMessage:
      'If an account uses {email}, we have sent it a link to choose a new password. The link is valid for one hour.',
  }),

  // Reset password
  resetTitle: { id: 'account.reset.title', defaultMessage: 'Choose a new password' },
  resetSubmit: { id: 'account.reset.submit', defaultMessage: 'Save the new password' },
  requestNewLink: { id: 'account.reset.requestNewLink', defaultMessage: 'Request a new link' },

  // Activation, email verification, email change
  activateTitle: { id: 'account.activate.title', defaultMessage: 'Activate your account' },
  activating: { id: 'account.activate.working', defaultMessage: 'Activating your account…' },
  activated: { id: 'account.activate.done', defaultMessage: 'Your account is active.' },
  alreadyActive: { id: 'account.activate.already', defaultMessage: 'Your account was already active.' },
  activateExpiredNext: {
    id: 'account.activate.expiredNext',
    defaultMessage: 'Log in and use the banner at the top of the portal to get a new activation link.',
  },
  activateInvalidNext: {
    id: 'account.activate.invalidNext',
    defaultMessage:
      'If you have already activated your account, simply log in. Otherwise use the newest link we sent you.',
  },
  verifyTitle: { id: 'account.verify.title', defaultMessage: 'Verify your email address' },
  verifying: { id: 'account.verify.working', defaultMessage: 'Verifying your email address…' },
  verified: { id: 'account.verify.done', defaultMessage: 'Your email address is verified. Thank you!' },
  alreadyVerified: { id: 'account.verify.already', defaultMessage: 'Your email address was already verified.' },
  linkNextSteps: {
    id: 'account.link.nextSteps',
    defaultMessage: 'Log in and use the banner at the top of the portal to get a new link.',
  },
  linkMissing: {
    id: 'account.link.missing',
    defaultMessage: 'This link is incomplete. Open the link from the email again, or copy the whole address.',
  },
  confirmEmailTitle: { id: 'account.confirmEmail.title', defaultMessage: 'Confirm your new email address' },
  confirmingEmail: { id: 'account.confirmEmail.working', defaultMessage: 'Confirming your new email address…' },
  emailConfirmed: {
    id: 'account.confirmEmail.done',
    defaultMessage: 'Your new email address is confirmed. Use it to log in from now on.',
  },

  // Create password
  createPasswordTitle: { id: 'account.createPassword.title', defaultMessage: 'Create a password' },
  createPasswordIntro: {
    id: 'account.createPassword.intro',
    defaultMessage: 'Choose a password so you can also log in with your email address.',
  },
  createPasswordSubmit: { id: 'account.createPassword.submit', defaultMessage: 'Save password' },
  hasPasswordAlready: {
    id: 'account.createPassword.exists',
    defaultMessage: 'Your account already has a password. You can change it in your account settings.',
  },

  // Social sign-in
  socialCallbackTitle: { id: 'account.socialCallback.title', defaultMessage: 'Signing you in' },
  socialNotConfigured: defineMessage<{ name: string }>({
    id: 'account.social.notConfigured',
    defaultMessage: '{name} does not offer signing in with another service. Log in with your email address instead.',
  }),
  socialNoResult: {
    id: 'account.socialCallback.noResult',
    defaultMessage:
      'This sign-in could not be completed: the answer of the sign-in service is missing or belongs to another attempt. Please start again from the log-in page.',
  },
  socialCancelled: {
    id: 'account.socialCallback.cancelled',
    defaultMessage: 'The sign-in was cancelled or refused by the sign-in service.',
  },
  socialRegisterTitle: { id: 'account.socialCallback.registerTitle', defaultMessage: 'Create your account' },
  socialRegisterIntro: defineMessage<{ provider: string }>({
    id: 'account.socialCallback.registerIntro',
    defaultMessage: 'No account uses this {provider} identity yet. Accept the terms to create one with it.',
  }),
  socialRegisterSubmit: { id: 'account.socialCallback.registerSubmit', defaultMessage: 'Create account' },
  socialIncompleteTitle: { id: 'account.socialIncomplete.title', defaultMessage: 'Complete your account' },
  socialIncompleteIntro: {
    id: 'account.socialIncomplete.intro',
    defaultMessage: 'A few details are missing from your account. Please add them to continue.',
  },
  socialIncompleteSubmit: { id: 'account.socialIncomplete.submit', defaultMessage: 'Save and continue' },
  needsLogin: {
    id: 'account.needsLogin',
    defaultMessage: 'Please log in first; this page belongs to your account.',
  },

  // Mobile activation
  mobileTitle: { id: 'account.mobile.title', defaultMessage: 'Log in with your mobile number' },
  mobileIntro: {
    id: 'account.mobile.intro',
    defaultMessage: 'We send a 6-digit code by SMS to the mobile number of your account.',
  },
  mobileDisabled: defineMessage<{ name: string }>({
    id: 'account.mobile.disabled',
    defaultMessage: '{name} does not offer logging in with a mobile number. Log in with your email address instead.',
  }),
  mobileSendCode: { id: 'account.mobile.sendCode', defaultMessage: 'Send me a code' },
  mobileCodeSent: defineMessage<{ minutes: number }>({
    id: 'account.mobile.codeSent',
    defaultMessage:
      'If an account logs in with this number, we have sent it a 6-digit code. It is valid for {minutes, plural, one {# minute} other {# minutes}}.',
  }),
  mobileCodeLive: {
    id: 'account.mobile.codeLive',
    defaultMessage: 'A code sent to this number is still valid. Enter it below, or ask for a new one.',
  },
  mobileCode: { id: 'account.mobile.code', defaultMessage: 'Code from the SMS' },
  mobileCodeHint: { id: 'account.mobile.codeHint', defaultMessage: '6 digits' },
  mobileVerify: { id: 'account.mobile.verify', defaultMessage: 'Log in' },
  mobileResend: { id: 'account.mobile.resend', defaultMessage: 'Send a new code' },
  mobileOtherNumber: { id: 'account.mobile.otherNumber', defaultMessage: 'Use another number' },

  // Subscriptions (the manage-emails page of mail links)
  subscriptionTitle: { id: 'account.subscription.title', defaultMessage: 'Manage your emails' },
  subscriptionIntro: defineMessage<{ name: string }>({
    id: 'account.subscription.intro',
    defaultMessage: 'Choose which emails about projects {name} sends you. You do not need to log in.',
  }),
  subscriptionMissing: {
    id: 'account.subscription.missing',
    defaultMessage:
      'This link is incomplete. Open the link from the email again, or log in and change your notifications in your account.',
  },
  subscriptionInvalid: {
    id: 'account.subscription.invalid',
    defaultMessage:
      'This link is not valid. It may come from an old email. Log in to change your notifications in your account.',
  },
  stopAlert: { id: 'account.subscription.stopAlert', defaultMessage: 'Stop this alert' },
  alertStopped: defineMessage<{ name: string }>({
    id: 'account.subscription.alertStopped',
    defaultMessage: '“{name}” is stopped: you will get no more emails for it.',
  }),
  noAlerts: { id: 'account.subscription.noAlerts', defaultMessage: 'You have no job alerts.' },
  unsubscribeAllTitle: { id: 'account.subscription.allTitle', defaultMessage: 'Stop all emails about projects' },
  unsubscribeAllText: {
    id: 'account.subscription.allText',
    defaultMessage: 'Turns off emails about new projects and the digest. You can turn them on again here.',
  },
  unsubscribeAll: { id: 'account.subscription.unsubscribeAll', defaultMessage: 'Unsubscribe from all' },
  unsubscribedAll: defineMessage<{ name: string }>({
    id: 'account.subscription.unsubscribedAll',
    defaultMessage: 'You are unsubscribed: {name} no longer emails you about projects.',
  }),
  accountSettings: { id: 'account.subscription.accountSettings', defaultMessage: 'Notification settings' },
});

/** Texts of the client-side form rules (domain `formSchema` rules and the rules of spec §5). */
export const ruleMessages = defineMessages({
  required: { id: 'account.rule.required', defaultMessage: 'This field is required.' },
  email: { id: 'account.rule.email', defaultMessage: 'Enter a valid email address.' },
  min: defineMessage<{ min: number }>({
    id: 'account.rule.min',
    defaultMessage: 'Use at least {min, plural, one {# character} other {# characters}}.',
  }),
  max: defineMessage<{ max: number }>({
    id: 'account.rule.max',
    defaultMessage: 'Use at most {max, plural, one {# character} other {# characters}}.',
  }),
  confirmed: { id: 'account.rule.confirmed', defaultMessage: 'The two passwords do not match.' },
  code: { id: 'account.rule.code', defaultMessage: 'Enter the 6 digits of the code.' },
  invalid: { id: 'account.rule.invalid', defaultMessage: 'This value is not valid.' },
  // The sign-up form words the tenant's special-character rule as advice, before the server is asked.
  specialChars: {
    id: 'account.rule.specialChars',
    defaultMessage: 'Use only letters, digits and the characters @ . - _',
  },
});

/**
 * Texts of the two dialogs the portal's layouts show for the account: "Email not received?"
 * (resend the verification email, change the address) and the expired terms (agree or deactivate).
 */
export const dialogMessages = defineMessages({
  // "Email not received?" (spec §2 verification banner).

  notReceived: { id: 'account.verification.notReceived', defaultMessage: 'Email not received?' },
  notReceivedIntro: defineMessage<{ email: string }>({
    id: 'account.verification.dialogIntro',
    defaultMessage:
      'We sent the email to {email}. It can take a few minutes and may land in your spam folder. You can send it again, or change the address if it is wrong.',
  }),
  closeDialog: { id: 'account.dialog.close', defaultMessage: 'Close' },
  resend: { id: 'account.verification.resend', defaultMessage: 'Send the email again' },
  resent: defineMessage<{ email: string }>({
    id: 'account.verification.resent',
    defaultMessage: 'We have sent the email again to {email}.',
  }),
  changeEmailHeading: { id: 'account.verification.changeHeading', defaultMessage: 'Change your email address' },
  newEmail: { id: 'account.verification.newEmail', defaultMessage: 'New email address' },
  changeEmail: { id: 'account.verification.changeSubmit', defaultMessage: 'Change email address' },
  emailChanged: defineMessage<{ email: string }>({
    id: 'account.verification.changed',
    defaultMessage: 'We have sent a confirmation link to {email}.',
  }),
  // Expired terms dialog and the deactivation it may lead to (spec §2, §5).
  termsTitle: { id: 'account.terms.title', defaultMessage: 'Our terms have changed' },
  termsIntro: {
    id: 'account.terms.intro',
    defaultMessage:
      'We have updated the documents below. Please read them and agree to keep using the portal. If you do not agree, we cannot keep your account.',
  },
  termsTextLabel: { id: 'account.terms.textLabel', defaultMessage: 'Updated documents' },
  termsLink: { id: 'account.terms.termsLink', defaultMessage: 'Read the terms of use' },
  privacyLink: { id: 'account.terms.privacyLink', defaultMessage: 'Read the privacy statement' },
  termsCheckbox: { id: 'account.terms.termsCheckbox', defaultMessage: 'I agree to the terms of use' },
  privacyCheckbox: { id: 'account.terms.privacyCheckbox', defaultMessage: 'I agree to the privacy statement' },
  termsName: { id: 'account.terms.termsName', defaultMessage: 'Terms of use' },
  privacyName: { id: 'account.terms.privacyName', defaultMessage: 'Privacy statement' },
  agreementRequired: defineMessage<{ field: string }>({
    id: 'account.terms.required',
    defaultMessage: '{field}: please tick the box to agree.',
  }),
  agree: { id: 'account.terms.agree', defaultMessage: 'Agree' },
  disagree: { id: 'account.terms.disagree', defaultMessage: 'Disagree' },
  deactivateTitle: { id: 'account.deactivate.title', defaultMessage: 'Deactivate your account?' },
  deactivateMessage: {
    id: 'account.deactivate.message',
    defaultMessage:
      'Without your agreement your account will be deactivated and you will be logged out. You will not be able to log in with it again.',
  },
  deactivateConfirm: { id: 'account.deactivate.confirm', defaultMessage: 'Deactivate account' },
  deactivateCancel: { id: 'account.deactivate.cancel', defaultMessage: 'Back' },
  deactivated: { id: 'account.deactivate.done', defaultMessage: 'Your account has been deactivated.' },
});

/** Texts of the account page (/app/account) and its tabs; the manage-emails page shares the email settings. */
export const pageMessages = defineMessages({
  title: { id: 'account.page.title', defaultMessage: 'Your account' },
  documentTitle: defineMessage<{ tab: string }>({
    id: 'account.page.documentTitle',
    defaultMessage: '{tab} – your account',
  }),
  tabs: { id: 'account.page.tabs', defaultMessage: 'Account sections' },
  tabNotifications: { id: 'account.tab.notifications', defaultMessage: 'Notifications' },
  tabSecurity: { id: 'account.tab.security', defaultMessage: 'Security' },
  tabSecurityId: { id: 'account.tab.securityId', defaultMessage: 'Security ID' },
  tabVerifiedDevices: { id: 'account.tab.verifiedDevices', defaultMessage: 'Verified devices' },
  tabPrivacy: { id: 'account.tab.privacy', defaultMessage: 'Privacy' },
  tabSettings: { id: 'account.tab.settings', defaultMessage: 'Settings' },
  // The name of an action on one item of a list ("Sign out: Firefox on Windows").
  itemAction: defineMessage<{ action: string; name: string }>({
    id: 'account.page.itemAction',
    defaultMessage: '{action}: {name}',
  }),
  save: { id: 'account.page.save', defaultMessage: 'Save' },
  cancel: { id: 'account.page.cancel', defaultMessage: 'Cancel' },
  keep: { id: 'account.page.keep', defaultMessage: 'Keep' },
  loading: { id: 'account.page.loading', defaultMessage: 'Loading…' },

  // Notifications: job emails and the digest (also on the manage-emails page)
  emailsTitle: { id: 'account.notifications.emailsTitle', defaultMessage: 'Emails about new projects' },
  jobEmails: {
    id: 'account.notifications.jobEmails',
    defaultMessage: 'Email me about new projects (job alerts and digest)',
  },
  jobEmailsOn: { id: 'account.notifications.jobEmailsOn', defaultMessage: 'Emails about new projects are on.' },
  jobEmailsOff: { id: 'account.notifications.jobEmailsOff', defaultMessage: 'Emails about new projects are off.' },
  digest: { id: 'account.notifications.digest', defaultMessage: 'Digest of new projects in my talent pools' },
  digestHint: {
    id: 'account.notifications.digestHint',
    defaultMessage:
      'One email with the new projects of the pools whose job notifications are on, sent while emails about new projects are on.',
  },
  digestOff: { id: 'account.notifications.digestOff', defaultMessage: 'Off' },
  daily: { id: 'account.notifications.daily', defaultMessage: 'Daily' },
  weekly: { id: 'account.notifications.weekly', defaultMessage: 'Weekly (on Mondays)' },
  digestSaved: defineMessage<{ choice: string }>({
    id: 'account.notifications.digestSaved',
    defaultMessage: 'Digest: {choice}.',
  }),
  poolsTitle: { id: 'account.notifications.poolsTitle', defaultMessage: 'Talent pools' },
  poolsDescription: {
    id: 'account.notifications.poolsDescription',
    defaultMessage: 'Choose the pools whose new projects you want to hear about.',
  },
  poolSwitch: defineMessage<{ pool: string }>({
    id: 'account.notifications.poolSwitch',
    defaultMessage: 'New projects in {pool}',
  }),
  poolOn: defineMessage<{ pool: string }>({
    id: 'account.notifications.poolOn',
    defaultMessage: 'Job notifications for {pool} are on.',
  }),
  poolOff: defineMessage<{ pool: string }>({
    id: 'account.notifications.poolOff',
    defaultMessage: 'Job notifications for {pool} are off.',
  }),
  poolsEmpty: { id: 'account.notifications.poolsEmpty', defaultMessage: 'You are not a member of a talent pool yet.' },
  poolsLink: { id: 'account.notifications.poolsLink', defaultMessage: 'Find talent pools' },
  alertsTitle: { id: 'account.alerts.title', defaultMessage: 'Job alerts' },
  alertsDescription: {
    id: 'account.alerts.description',
    defaultMessage: 'Saved searches: we email you the new projects that match them.',
  },
  alertsEmptyTitle: { id: 'account.alerts.emptyTitle', defaultMessage: 'No job alerts yet' },
  alertsEmptyText: {
    id: 'account.alerts.emptyText',
    defaultMessage:
      'Search for projects and choose “Notify me about new projects like these” to get new matches by email.',
  },
  alertsSearch: { id: 'account.alerts.search', defaultMessage: 'Search projects' },
  alertQuery: defineMessage<{ query: string }>({ id: 'account.alerts.query', defaultMessage: 'Search: {query}' }),
  alertEveryProject: { id: 'account.alerts.everyProject', defaultMessage: 'Search: every project' },
  alertPaused: { id: 'account.alerts.paused', defaultMessage: 'Paused' },
  alertLastSent: defineMessage<{ date: string }>({
    id: 'account.alerts.lastSent',
    defaultMessage: 'Last email on {date}',
  }),
  alertNeverSent: { id: 'account.alerts.neverSent', defaultMessage: 'No email sent yet' },
  alertFrequency: { id: 'account.alerts.frequency', defaultMessage: 'How often' },
  alertName: { id: 'account.alerts.name', defaultMessage: 'Name of the alert' },
  rename: { id: 'account.alerts.rename', defaultMessage: 'Rename' },
  pause: { id: 'account.alerts.pause', defaultMessage: 'Pause' },
  resume: { id: 'account.alerts.resume', defaultMessage: 'Resume' },
  deleteAlert: { id: 'account.alerts.delete', defaultMessage: 'Delete' },
  deleteAlertTitle: { id: 'account.alerts.deleteTitle', defaultMessage: 'Delete this job alert?' },
  deleteAlertMessage: defineMessage<{ name: string }>({
    id: 'account.alerts.deleteMessage',
    defaultMessage: 'You will get no more emails for “{name}”. This cannot be undone.',
  }),
  deleteAlertConfirm: { id: 'account.alerts.deleteConfirm', defaultMessage: 'Delete alert' },
  alertRenamed: defineMessage<{ name: string }>({
    id: 'account.alerts.renamed',
    defaultMessage: 'The alert is now called “{name}”.',
  }),
  alertPausedNow: defineMessage<{ name: string }>({
    id: 'account.alerts.pausedNow',
    defaultMessage: '“{name}” is paused.',
  }),
  alertResumed: defineMessage<{ name: string }>({
    id: 'account.alerts.resumed',
    defaultMessage: '“{name}” is active again.',
  }),
  alertFrequencySaved: defineMessage<{ name: string; frequency: string }>({
    id: 'account.alerts.frequencySaved',
    defaultMessage: '“{name}”: {frequency}.',
  }),
  alertDeleted: defineMessage<{ name: string }>({
    id: 'account.alerts.deleted',
    defaultMessage: '“{name}” has been deleted.',
  }),

  // Security
  passwordTitle: { id: 'account.security.passwordTitle', defaultMessage: 'Password' },
  currentPassword: { id: 'account.security.currentPassword', defaultMessage: 'Current password' },
  changePasswordSubmit: { id: 'account.security.changePassword', defaultMessage: 'Change password' },
  passwordChanged: { id: 'account.security.passwordChanged', defaultMessage: 'Your password has been changed.' },
  wrongPassword: { id: 'account.security.wrongPassword', defaultMessage: 'This password is not correct.' },
  noPassword: {
    id: 'account.security.noPassword',
    defaultMessage:
      'Your account has no password yet: you log in with another service or your mobile number. Create one to also log in with your email address.',
  },
  passwordCreated: {
    id: 'account.security.passwordCreated',
    defaultMessage: 'Your password has been saved. You can now also log in with your email address.',
  },
  emailTitle: { id: 'account.security.emailTitle', defaultMessage: 'Email address' },
  currentEmail: defineMessage<{ email: string }>({
    id: 'account.security.currentEmail',
    defaultMessage: 'You log in and get our emails at {email}.',
  }),
  pendingEmail: defineMessage<{ email: string }>({
    id: 'account.security.pendingEmail',
    defaultMessage: 'We sent a confirmation link to {email}. Your address changes when you open it.',
  }),
  resendConfirmation: { id: 'account.security.resendConfirmation', defaultMessage: 'Send the link again' },
  confirmationResent: defineMessage<{ email: string }>({
    id: 'account.security.confirmationResent',
    defaultMessage: 'We have sent the confirmation link to {email} again.',
  }),
  newEmail: { id: 'account.security.newEmail', defaultMessage: 'New email address' },
  changeEmailSubmit: { id: 'account.security.changeEmail', defaultMessage: 'Change email address' },
  emailChangeStarted: defineMessage<{ email: string }>({
    id: 'account.security.emailChangeStarted',
    defaultMessage: 'We have sent a confirmation link to {email}. Open it to finish the change.',
  }),
  sessionsTitle: { id: 'account.sessions.title', defaultMessage: 'Where you are logged in' },
  sessionsDescription: {
    id: 'account.sessions.description',
    defaultMessage: 'Each login on a browser or app is a session. Sign out the ones you do not recognise.',
  },
  thisDevice: { id: 'account.sessions.thisDevice', defaultMessage: 'This device' },
  sessionCreated: defineMessage<{ date: string }>({
    id: 'account.sessions.created',
    defaultMessage: 'Logged in on {date}',
  }),
  sessionLastUsed: defineMessage<{ date: string }>({
    id: 'account.sessions.lastUsed',
    defaultMessage: 'Last active on {date}',
  }),
  signOutSession: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
  sessionRevoked: defineMessage<{ name: string }>({
    id: 'account.sessions.revoked',
    defaultMessage: '{name} has been signed out.',
  }),
  unknownBrowser: { id: 'account.sessions.unknownBrowser', defaultMessage: 'Unknown browser' },
  browserOn: defineMessage<{ browser: string; os: string }>({
    id: 'account.sessions.browserOn',
    defaultMessage: '{browser} on {os}',
  }),
  everywhereTitle: { id: 'account.everywhere.title', defaultMessage: 'Sign out everywhere' },
  everywhereDescription: {
    id: 'account.everywhere.description',
    defaultMessage: 'Signs out every browser and app where you are logged in, this one included.',
  },
  everywhereConfirmTitle: { id: 'account.everywhere.confirmTitle', defaultMessage: 'Sign out everywhere?' },
  everywhereConfirmMessage: {
    id: 'account.everywhere.confirmMessage',
    defaultMessage: 'You will have to log in again on every device, this one included.',
  },
  signedOutEverywhere: { id: 'account.everywhere.done', defaultMessage: 'You have been signed out everywhere.' },

  // Privacy
  consentsTitle: { id: 'account.consents.title', defaultMessage: 'Your agreements' },
  consentsDescription: {
    id: 'account.consents.description',
    defaultMessage: 'The versions of our terms of use and privacy policy you accepted.',
  },
  consentTerms: defineMessage<{ version: string; date: string }>({
    id: 'account.consents.terms',
    defaultMessage: 'Terms of use, version {version}, accepted on {date}',
  }),
  consentPrivacy: defineMessage<{ version: string; date: string }>({
    id: 'account.consents.privacy',
    defaultMessage: 'Privacy policy, version {version}, accepted on {date}',
  }),
  consentsEmpty: { id: 'account.consents.empty', defaultMessage: 'No agreement has been recorded yet.' },
  exportTitle: { id: 'account.export.title', defaultMessage: 'Download your data' },
  exportDescription: {
    id: 'account.export.description',
    defaultMessage:
      'A zip file with everything we hold about you: profile, answers, applications, devices, agreements and uploaded files. We email you a download link when it is ready.',
  },
  exportRequest: { id: 'account.export.request', defaultMessage: 'Request my data' },
  exportAgain: { id: 'account.export.again', defaultMessage: 'Request a new export' },
  exportPending: defineMessage<{ date: string }>({
    id: 'account.export.pending',
    defaultMessage: 'We are preparing your data (requested on {date}). We will email you a link when it is ready.',
  }),
  exportReady: defineMessage<{ date: string }>({
    id: 'account.export.ready',
    defaultMessage: 'Your data is ready: we emailed you a download link. It works until {date}.',
  }),
  exportExpired: {
    id: 'account.export.expired',
    defaultMessage: 'Your last download link has expired. Request a new export to get a new link.',
  },
  exportFailed: { id: 'account.export.failed', defaultMessage: 'Preparing your data failed. Please try again.' },
  exportRequested: {
    id: 'account.export.requested',
    defaultMessage: 'We are preparing your data and will email you a link when it is ready.',
  },
  deleteTitle: { id: 'account.delete.title', defaultMessage: 'Delete your account' },
  deleteDescription: {
    id: 'account.delete.description',
    defaultMessage: 'Deletes your account and your personal data for good. This cannot be undone.',
  },
  deleteButton: { id: 'account.delete.button', defaultMessage: 'Delete my account' },
  deleteDialogTitle: { id: 'account.delete.dialogTitle', defaultMessage: 'Delete your account?' },
  deleteWhatGoes: {
    id: 'account.delete.whatGoes',
    defaultMessage:
      'We delete your profile, CV and uploaded files, your answers, job alerts, security IDs, devices and sessions, and sign you out everywhere.',
  },
  deleteWhatStays: {
    id: 'account.delete.whatStays',
    defaultMessage:
      'We keep only what the law requires us to keep (for example that an application was sent to a client), without your name or contact details.',
  },
  deletePassword: { id: 'account.delete.password', defaultMessage: 'Your password, to confirm it is you' },
  deleteRecentLogin: {
    id: 'account.delete.recentLogin',
    defaultMessage: 'To confirm it is you, you must have logged in within the last 10 minutes.',
  },
  deleteLoginAgain: {
    id: 'account.delete.loginAgain',
    defaultMessage: 'Please log in again, then delete your account within 10 minutes.',
  },
  loginAgain: { id: 'account.delete.loginAgainButton', defaultMessage: 'Log in again' },
  deleteConfirm: { id: 'account.delete.confirm', defaultMessage: 'Delete my account for good' },
  deactivateSectionTitle: { id: 'account.deactivate.sectionTitle', defaultMessage: 'Deactivate your account' },
  deactivateDescription: {
    id: 'account.deactivate.description',
    defaultMessage: 'Closes your account without deleting it: you are logged out and can no longer log in with it.',
  },
  deactivateButton: { id: 'account.deactivate.button', defaultMessage: 'Deactivate my account' },
  deactivateConfirmMessage: {
    id: 'account.deactivate.confirmMessage',
    defaultMessage: 'You will be logged out and will not be able to log in with this account again.',
  },

  // Security ids
  securityIdsTitle: { id: 'account.securityId.title', defaultMessage: 'Your security IDs' },
  securityIdsDescription: {
    id: 'account.securityId.description',
    defaultMessage:
      'Some clients ask for a security ID (an identifier they issue) before you apply to their projects. Only its last characters are shown.',
  },
  securityIdsEmpty: { id: 'account.securityId.empty', defaultMessage: 'You have not added a security ID yet.' },
  securityIdFor: defineMessage<{ label: string }>({ id: 'account.securityId.for', defaultMessage: 'For {label}' }),
  securityIdAddedOn: defineMessage<{ date: string }>({
    id: 'account.securityId.addedOn',
    defaultMessage: 'Added on {date}',
  }),
  addSecurityIdTitle: { id: 'account.securityId.addTitle', defaultMessage: 'Add a security ID' },
  securityIdProjectHelp: {
    id: 'account.securityId.projectHelp',
    defaultMessage: 'About the security ID this project asks for',
  },
  securityIdValue: { id: 'account.securityId.value', defaultMessage: 'Security ID' },
  securityIdExample: defineMessage<{ example: string }>({
    id: 'account.securityId.example',
    defaultMessage: 'For example: {example}',
  }),
  securityIdSubmit: { id: 'account.securityId.submit', defaultMessage: 'Add security ID' },
  securityIdSaved: { id: 'account.securityId.saved', defaultMessage: 'Your security ID has been saved.' },

  // Verified devices
  devicesTitle: { id: 'account.devices.title', defaultMessage: 'Your devices' },
  devicesDescription: defineMessage<{ days: number }>({
    id: 'account.devices.description',
    defaultMessage:
      'A browser you confirmed stays trusted for {days, plural, one {# day} other {# days}}: it logs in without a confirmation link. Remove the ones you no longer use.',
  }),
  devicesEmpty: { id: 'account.devices.empty', defaultMessage: 'No device has been used with your account yet.' },
  thisBrowser: { id: 'account.devices.thisBrowser', defaultMessage: 'This browser' },
  deviceLastUsed: defineMessage<{ date: string }>({
    id: 'account.devices.lastUsed',
    defaultMessage: 'Last used on {date}',
  }),
  deviceTrustedUntil: defineMessage<{ date: string }>({
    id: 'account.devices.trustedUntil',
    defaultMessage: 'Trusted until {date}',
  }),
  deviceNotTrusted: { id: 'account.devices.notTrusted', defaultMessage: 'Not confirmed' },
  removeDevice: { id: 'account.devices.remove', defaultMessage: 'Remove' },
  removeDeviceTitle: { id: 'account.devices.removeTitle', defaultMessage: 'Remove this device?' },
  removeDeviceMessage: defineMessage<{ name: string }>({
    id: 'account.devices.removeMessage',
    defaultMessage: '{name} will need a new confirmation link the next time you log in on it.',
  }),
  removeDeviceConfirm: { id: 'account.devices.removeConfirm', defaultMessage: 'Remove device' },
  deviceRemoved: defineMessage<{ name: string }>({
    id: 'account.devices.removed',
    defaultMessage: '{name} has been removed.',
  }),

  // Settings
  countryTitle: { id: 'account.settings.countryTitle', defaultMessage: 'Country of residence' },
  countrySubmit: { id: 'account.settings.countrySubmit', defaultMessage: 'Save country' },
  countrySaved: defineMessage<{ country: string }>({
    id: 'account.settings.countrySaved',
    defaultMessage: 'Your country of residence is now {country}.',
  }),
  languageTitle: { id: 'account.settings.languageTitle', defaultMessage: 'Language' },
  languageDescription: {
    id: 'account.settings.languageDescription',
    defaultMessage: 'The language of the portal and of our emails to you.',
  },
  languageSaved: defineMessage<{ language: string }>({
    id: 'account.settings.languageSaved',
    defaultMessage: 'The portal is now in {language}.',
  }),
  referralTitle: { id: 'account.referral.title', defaultMessage: 'Invite a colleague' },
  referralDescription: defineMessage<{ name: string }>({
    id: 'account.referral.description',
    defaultMessage: 'Know someone who would like to find projects on {name}? We send them an invitation from you.',
  }),
  referralEmail: { id: 'account.referral.email', defaultMessage: 'Their email address' },
  referralFirstName: { id: 'account.referral.firstName', defaultMessage: 'Their first name (optional)' },
  referralMessage: { id: 'account.referral.message', defaultMessage: 'A personal message (optional)' },
  referralSubmit: { id: 'account.referral.submit', defaultMessage: 'Send invitation' },
  referralSent: defineMessage<{ email: string }>({
    id: 'account.referral.sent',
    defaultMessage: 'Your invitation to {email} is on its way.',
  }),
  profileTitle: { id: 'account.settings.profileTitle', defaultMessage: 'Availability and rate' },
  profileDescription: {
    id: 'account.settings.profileDescription',
    defaultMessage: 'Clients see these in your profile, where you keep them up to date.',
  },
  availabilityLink: { id: 'account.settings.availabilityLink', defaultMessage: 'Edit your availability' },
  rateLink: { id: 'account.settings.rateLink', defaultMessage: 'Edit your rate' },
});
