// Public API of @talent/account. Explicit named exports only.

export { AccountPage } from './pages/AccountPage/AccountPage.tsx';
export type { AccountPageProps } from './pages/AccountPage/AccountPage.tsx';
export { ActivatePage } from './pages/ActivatePage/ActivatePage.tsx';
export type { ActivatePageProps } from './pages/ActivatePage/ActivatePage.tsx';
export { ConfirmChangeEmailPage } from './pages/ConfirmChangeEmailPage/ConfirmChangeEmailPage.tsx';
export type { ConfirmChangeEmailPageProps } from './pages/ConfirmChangeEmailPage/ConfirmChangeEmailPage.tsx';
export { CreatePasswordPage } from './pages/CreatePasswordPage/CreatePasswordPage.tsx';
export type { CreatePasswordPageProps } from './pages/CreatePasswordPage/CreatePasswordPage.tsx';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage/ForgotPasswordPage.tsx';
export { LoginPage } from './pages/LoginPage/LoginPage.tsx';
export type { LoginPageProps } from './pages/LoginPage/LoginPage.tsx';
export { MobileActivationPage } from './pages/MobileActivationPage/MobileActivationPage.tsx';
export type { MobileActivationPageProps } from './pages/MobileActivationPage/MobileActivationPage.tsx';
export { ResetPasswordPage } from './pages/ResetPasswordPage/ResetPasswordPage.tsx';
export type { ResetPasswordPageProps } from './pages/ResetPasswordPage/ResetPasswordPage.tsx';
export { SignupPage } from './pages/SignupPage/SignupPage.tsx';
export { SocialCallbackPage } from './pages/SocialCallbackPage/SocialCallbackPage.tsx';
export { SocialIncompletePage } from './pages/SocialIncompletePage/SocialIncompletePage.tsx';
export type { SocialIncompletePageProps } from './pages/SocialIncompletePage/SocialIncompletePage.tsx';
export { SubscriptionPage } from './pages/SubscriptionPage/SubscriptionPage.tsx';
export type { SubscriptionPageProps } from './pages/SubscriptionPage/SubscriptionPage.tsx';
export { VerifyEmailPage } from './pages/VerifyEmailPage/VerifyEmailPage.tsx';
export type { VerifyEmailPageProps } from './pages/VerifyEmailPage/VerifyEmailPage.tsx';

export { EmailNotReceivedDialog, ExpiredTermsDialog } from './lazyDialogs.tsx';
export type {
  EmailNotReceivedDialogProps,
  EmailResendOutcome,
} from './components/EmailNotReceivedDialog/EmailNotReceivedDialog.tsx';

export {
  LOGIN_NOTICES,
  parseLoginSearch,
  parseRedirectSearch,
  parseTokenSearch,
  requireTokenParam,
  safeRedirect,
} from './search.ts';
export type { LoginNotice, LoginSearch, TokenSearch } from './search.ts';

export { ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB, accountTabHref, parseAccountSearch } from './accountTabs.ts';
export type { AccountSearch, AccountTab } from './accountTabs.ts';

export { loadAccountPage, loadSubscriptionPage } from './loaders.ts';
export type { AccountRuntime, SubscriptionPageParams } from './loaders.ts';

export { urlTokenLogin } from './urlTokenLogin.ts';
export { urlTokenRedirect } from './urlTokenGuard.ts';
export type { UrlTokenDeps, UrlTokenOutcome } from './urlTokenLogin.ts';

export { socialProviders } from './social.ts';
export type { SocialProvider } from './social.ts';

export {
  activateMutation,
  confirmEmailMutation,
  createPasswordMutation,
  fillMissingDataMutation,
  forgotPasswordMutation,
  hasPasswordQuery,
  identityLoginMutation,
  identityRegisterMutation,
  legalNeedsQuery,
  loginMutation,
  mobileLoginMutation,
  oneTimeLinkMutation,
  otlLoginMutation,
  registerMutation,
  resendActivationMutation,
  resetForgotPasswordMutation,
  sendPhoneCodeMutation,
  urlTokenLoginMutation,
  verifyEmailMutation,
} from './queries.ts';
export type { IdentityProvider, LoginOutcome } from './queries.ts';
export { accountKeys } from './keys.ts';
export { securityIdsQuery } from './securityIds.ts';
