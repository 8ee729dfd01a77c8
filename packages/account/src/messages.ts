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

  // Subscriptions
  subscriptionTitle: { id: 'account.subscription.title', defaultMessage: 'Email subscription' },
  subscriptionIntro: defineMessage<{ name: string }>({
    id: 'account.subscription.intro',
    defaultMessage: 'Choose whether {name} may email you new projects.',
  }),
  unsubscribe: { id: 'account.subscription.unsubscribe', defaultMessage: 'Unsubscribe from project emails' },
  resubscribe: { id: 'account.subscription.resubscribe', defaultMessage: 'Keep receiving project emails' },
  unsubscribed: {
    id: 'account.subscription.unsubscribed',
    defaultMessage: 'You are unsubscribed. We will no longer email you new projects.',
  },
  subscribed: {
    id: 'account.subscription.subscribed',
    defaultMessage: 'You are subscribed. We will email you new projects.',
  },
  subscriptionMissing: {
    id: 'account.subscription.missing',
    defaultMessage:
      'This link is incomplete. Open the link from the email again, or log in and change your notifications in your account.',
  },
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
