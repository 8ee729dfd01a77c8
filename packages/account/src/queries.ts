// Query and mutation factories of the account feature over the typed client. Every mutation here
// shows its own errors (inline, per field), so each opts out of the global error toast with
// `meta: { handlesErrors: true }`; the calls go through `api.quiet` for the same reason.
import { unwrap } from '@talent/api-client';
import type { components, TalentApi, TokenResponse } from '@talent/api-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';

type Schemas = components['schemas'];

/** A login that needs the device confirmed first (the server sent a link). */
export type DevicePending = Schemas['DeviceVerificationPending'];
/** The outcome of a login: tokens, or a pending device confirmation. */
export type LoginOutcome =
  | { readonly kind: 'tokens'; readonly tokens: TokenResponse }
  | { readonly kind: 'device'; readonly pending: DevicePending };
/** Identity providers the API accepts ID tokens from. */
export type IdentityProvider = 'google' | 'linkedin' | 'auth0';

const HANDLES_ERRORS = { handlesErrors: true } as const;

/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  legalNeeds: () => [...accountKeys.all, 'legalNeeds'] as const,
  hasPassword: () => [...accountKeys.all, 'hasPassword'] as const,
};

function outcome(data: TokenResponse | DevicePending): LoginOutcome {
  return 'access_token' in data ? { kind: 'tokens', tokens: data } : { kind: 'device', pending: data };
}

/** Which agreements the logged-in user still has to give (GET /freelancer/legal/needsToAgree). */
export function legalNeedsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.legalNeeds(),
    queryFn: () => unwrap(api.quiet.GET('/freelancer/legal/needsToAgree')),
  });
}

/** Whether the logged-in user has a password (GET /freelancer/hasPassword). */
export function hasPasswordQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.hasPassword(),
    queryFn: async () => (await unwrap(api.quiet.GET('/freelancer/hasPassword'))).hasPassword,
    staleTime: 0,
  });
}

/** Email and password login (POST /authorize): tokens, or 202 when the device must be confirmed. */
export function loginMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'login'],
    meta: HANDLES_ERRORS,
    mutationFn: async (body: Schemas['PasswordLogin']) => outcome(await unwrap(api.quiet.POST('/authorize', { body }))),
  });
}

/** Asks for a one-time login link by email (POST /oneTimeLinkLogin; always 202). */
export function oneTimeLinkMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'oneTimeLink'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['OneTimeLinkRequest']) => unwrap(api.quiet.POST('/oneTimeLinkLogin', { body })),
  });
}

/** Logs in with the token of a one-time link (POST /authorizeWithOtlToken). */
export function otlLoginMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'otlLogin'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['OtlTokenLogin']) => unwrap(api.quiet.POST('/authorizeWithOtlToken', { body })),
  });
}

/** Logs in with a URL token (device confirmation; POST /authorizeWithUrlToken). */
export function urlTokenLoginMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'urlTokenLogin'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['UrlTokenLogin']) => unwrap(api.quiet.POST('/authorizeWithUrlToken', { body })),
  });
}

/** Whether an email is registered (POST /freelancer/email/exists), for the uniqueEmail rule. */
export async function emailExists(api: TalentApi, email: string): Promise<boolean> {
  return (await unwrap(api.quiet.POST('/freelancer/email/exists', { body: { email } }))).exists;
}

/** Registers with email and password (POST /freelancer/register). */
export function registerMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'register'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['Registration']) => unwrap(api.quiet.POST('/freelancer/register', { body })),
  });
}

/**
 * Sends the activation mail again for an account that just registered on this page. The operation
 * needs a session (GET /freelancer/sendActivationEmail), so it logs in with the credentials the
 * user has just typed, uses that session for this one call only (it is never stored, so the
 * visitor stays logged out) and ends it again.
 */
export function resendActivationMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'resendActivation'],
    meta: HANDLES_ERRORS,
    mutationFn: async (credentials: Schemas['PasswordLogin']): Promise<'sent' | DevicePending> => {
      const login = outcome(await unwrap(api.quiet.POST('/authorize', { body: credentials })));
      if (login.kind === 'device') return login.pending;
      const headers = { Authorization: `Bearer ${login.tokens.access_token}` };
      try {
        await unwrap(api.quiet.GET('/freelancer/sendActivationEmail', { headers }));
      } finally {
        // Revokes that session and clears the refresh-token cookie its login set in this browser.
        await api.quiet.POST('/logout', { headers }).catch(() => undefined);
      }
      return 'sent';
    },
  });
}

/** Emails a password-reset link (POST /forgotPassword/send; always 202). */
export function forgotPasswordMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'forgotPassword'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['ForgotPasswordRequest']) => unwrap(api.quiet.POST('/forgotPassword/send', { body })),
  });
}

/** Sets a new password with the token of the reset mail (PUT /freelancer/resetForgotPassword). */
export function resetForgotPasswordMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'resetForgotPassword'],
    meta: HANDLES_ERRORS,
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      unwrap(api.quiet.PUT('/freelancer/resetForgotPassword', { params: { query: { token } }, body: { password } })),
  });
}

/** Activates an account with the token of the activation mail (GET /freelancer/activate). */
export function activateMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'activate'],
    meta: HANDLES_ERRORS,
    mutationFn: async (token: string) =>
      (await unwrap(api.quiet.GET('/freelancer/activate', { params: { query: { token } } }))).state,
  });
}

/** Verifies the email with the token of the verification mail (GET /freelancer/verifyEmail). */
export function verifyEmailMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'verifyEmail'],
    meta: HANDLES_ERRORS,
    mutationFn: async (token: string) =>
      (await unwrap(api.quiet.GET('/freelancer/verifyEmail', { params: { query: { token } } }))).state,
  });
}

/** Confirms a changed email with the token of the confirmation mail (POST /freelancer/confirmUpdatedEmail). */
export function confirmEmailMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'confirmEmail'],
    meta: HANDLES_ERRORS,
    mutationFn: (token: string) => unwrap(api.quiet.POST('/freelancer/confirmUpdatedEmail', { body: { token } })),
  });
}

/** Sets the first password of a logged-in account (PUT /freelancer/resetPassword without a current one). */
export function createPasswordMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'createPassword'],
    meta: HANDLES_ERRORS,
    mutationFn: (newPassword: string) => unwrap(api.quiet.PUT('/freelancer/resetPassword', { body: { newPassword } })),
  });
}

/** Sends a login code by SMS (PUT /freelancer/resetPhoneCode; always 202 with the expiry). */
export function sendPhoneCodeMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'sendPhoneCode'],
    meta: HANDLES_ERRORS,
    mutationFn: (phone: Schemas['Phone']) => unwrap(api.quiet.PUT('/freelancer/resetPhoneCode', { body: { phone } })),
  });
}

/** When the live SMS code of a number expires (POST /freelancer/phoneCode/expiry; 404 when none). */
export async function phoneCodeExpiry(api: TalentApi, phone: Schemas['Phone']): Promise<Schemas['PhoneCodeExpiry']> {
  return unwrap(api.quiet.POST('/freelancer/phoneCode/expiry', { body: { phone } }));
}

/** Logs in with the SMS code (POST /authorizeWithMobileToken). */
export function mobileLoginMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'mobileLogin'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['MobileTokenLogin']) => unwrap(api.quiet.POST('/authorizeWithMobileToken', { body })),
  });
}

/** Logs in with an identity provider's ID token (POST /authorizeWith{Google,LinkedIn,Auth0}Token). */
export function identityLoginMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'identityLogin'],
    meta: HANDLES_ERRORS,
    mutationFn: async ({ provider, body }: { provider: IdentityProvider; body: Schemas['IdentityTokenLogin'] }) => {
      const call =
        provider === 'google'
          ? api.quiet.POST('/authorizeWithGoogleToken', { body })
          : provider === 'linkedin'
            ? api.quiet.POST('/authorizeWithLinkedInToken', { body })
            : api.quiet.POST('/authorizeWithAuth0Token', { body });
      return outcome(await unwrap(call));
    },
  });
}

/** Registers with an identity provider's ID token and logs in (POST /freelancer/registerFrom…). */
export function identityRegisterMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'identityRegister'],
    meta: HANDLES_ERRORS,
    mutationFn: ({ provider, body }: { provider: IdentityProvider; body: Schemas['IdentityRegistration'] }) =>
      unwrap(
        provider === 'google'
          ? api.quiet.POST('/freelancer/registerFromGoogle', { body })
          : provider === 'linkedin'
            ? api.quiet.POST('/freelancer/registerFromLinkedIn', { body })
            : api.quiet.POST('/freelancer/registerFromAuth0', { body }),
      ),
  });
}

/** Completes an account created from an identity token (POST /freelancer/fillMissingRegistrationData). */
export function fillMissingDataMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'fillMissingData'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['MissingRegistrationData']) =>
      unwrap(api.quiet.POST('/freelancer/fillMissingRegistrationData', { body })),
  });
}

/** Changes the job-mail subscription from a mail link, without logging in (PUT /freelancer/clientSubscription/{uuid}). */
export function subscriptionMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'subscription'],
    meta: HANDLES_ERRORS,
    mutationFn: async ({ uuid, subscribed }: { uuid: string; subscribed: boolean }) =>
      (
        await unwrap(
          api.quiet.PUT('/freelancer/clientSubscription/{uuid}', { params: { path: { uuid } }, body: { subscribed } }),
        )
      ).subscribed,
  });
}
