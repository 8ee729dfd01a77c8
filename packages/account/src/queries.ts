// Query and mutation factories of the account feature over the typed client. Every mutation here
// shows its own errors (inline, per field), so each opts out of the global error toast with
// `meta: { handlesErrors: true }`; the calls go through `api.quiet` for the same reason.
import { ApiError, unwrap } from '@talent/api-client';
import type { components, TalentApi, TokenResponse } from '@talent/api-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { accountKeys } from './keys.ts';

export { accountKeys };
export { securityIdsQuery } from './securityIds.ts';

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

// ── The account page (/app/account) and the manage-emails page (/subscriptions/{uuid}) ──

/** A job alert (a saved search mailed as a digest). */
export type JobAlert = Schemas['JobAlert'];
/** A change to a job alert: name, frequency, paused or active. */
export type JobAlertChange = Schemas['JobAlertUpdate'];
/** A change to the email settings: job emails and the digest. */
export type NotificationSettingsChange = Schemas['NotificationSettingsUpdate'];

/** What the security id form checks for a project: its pattern (with an example) and its explanation. */
export interface SecurityIdRule {
  readonly pattern: string | null;
  readonly example: string | null;
  readonly faq: string | null;
}

/** A 404 as "none" (a project without a security id rule); any other failure stays one. */
async function noneWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Job emails on or off and the job notification digest (GET /freelancer/notificationSettings). */
export function notificationSettingsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.notificationSettings(),
    queryFn: () => unwrap(api.quiet.GET('/freelancer/notificationSettings')),
  });
}

/** Changes the email settings (PUT /freelancer/notificationSettings); answers the settings after the change. */
export function updateNotificationSettingsMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'updateNotificationSettings'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: NotificationSettingsChange) =>
      unwrap(api.quiet.PUT('/freelancer/notificationSettings', { body })),
  });
}

/** The pools that accepted the user, each with its job notifications (GET /pool/membership/accepted). */
export function poolNotificationsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.poolNotifications(),
    queryFn: async () => (await unwrap(api.quiet.GET('/pool/membership/accepted'))).results,
  });
}

/** Flips the job notifications of a pool (POST /pool/{id}/toggleJobNotification, by pool id). */
export function togglePoolJobNotificationMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'togglePoolJobNotification'],
    meta: HANDLES_ERRORS,
    mutationFn: (poolId: number) =>
      unwrap(api.quiet.POST('/pool/{id}/toggleJobNotification', { params: { path: { id: poolId } } })),
  });
}

/** The user's job alerts, newest first (GET /jobAlerts). */
export function jobAlertsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.jobAlerts(),
    queryFn: async () => (await unwrap(api.quiet.GET('/jobAlerts'))).results,
  });
}

/** Renames, re-times, pauses or resumes a job alert (PUT /jobAlerts/{id}). */
export function updateJobAlertMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'updateJobAlert'],
    meta: HANDLES_ERRORS,
    mutationFn: ({ id, change }: { id: number; change: JobAlertChange }) =>
      unwrap(api.quiet.PUT('/jobAlerts/{id}', { params: { path: { id } }, body: change })),
  });
}

/** Deletes a job alert (DELETE /jobAlerts/{id}). */
export function deleteJobAlertMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'deleteJobAlert'],
    meta: HANDLES_ERRORS,
    mutationFn: (id: number) => unwrap(api.quiet.DELETE('/jobAlerts/{id}', { params: { path: { id } } })),
  });
}

/** Changes the password of an account that has one (PUT /freelancer/resetPassword with the current one). */
export function changePasswordMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'changePassword'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      unwrap(api.quiet.PUT('/freelancer/resetPassword', { body })),
  });
}

/**
 * Starts an email change, or (`resendEmail`) sends the confirmation link of the pending one again
 * (POST /freelancer/changeEmail); answers the user with the pending `futureEmail`.
 */
export function changeEmailMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'changeEmail'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['EmailChange']) => unwrap(api.quiet.POST('/freelancer/changeEmail', { body })),
  });
}

/** The signed-in sessions, the current one marked (GET /freelancer/sessions). */
export function sessionsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: async () => (await unwrap(api.quiet.GET('/freelancer/sessions'))).results,
    staleTime: 0,
  });
}

/** Signs one session out (DELETE /freelancer/sessions/{id}). */
export function revokeSessionMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'revokeSession'],
    meta: HANDLES_ERRORS,
    mutationFn: (id: string) => unwrap(api.quiet.DELETE('/freelancer/sessions/{id}', { params: { path: { id } } })),
  });
}

/** Signs every session out, this one included (POST /freelancer/signOutEverywhere). */
export function signOutEverywhereMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'signOutEverywhere'],
    meta: HANDLES_ERRORS,
    mutationFn: () => unwrap(api.quiet.POST('/freelancer/signOutEverywhere')),
  });
}

/** Which terms and privacy versions the user accepted, and when (GET /freelancer/consents). */
export function consentsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.consents(),
    queryFn: async () => (await unwrap(api.quiet.GET('/freelancer/consents'))).results,
  });
}

/** The state of the latest data export (GET /freelancer/dataExport). */
export function dataExportQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.dataExport(),
    queryFn: () => unwrap(api.quiet.GET('/freelancer/dataExport')),
    staleTime: 0,
  });
}

/** Starts building a data export (POST /freelancer/dataExport); answers the export being built. */
export function requestDataExportMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'requestDataExport'],
    meta: HANDLES_ERRORS,
    mutationFn: () => unwrap(api.quiet.POST('/freelancer/dataExport')),
  });
}

/** Deletes the account and its personal data (POST /freelancer/erase), with the password when it has one. */
export function eraseAccountMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'erase'],
    meta: HANDLES_ERRORS,
    mutationFn: (password: string | undefined) =>
      unwrap(api.quiet.POST('/freelancer/erase', { body: password === undefined ? {} : { password } })),
  });
}

/** Deactivates the account (POST /freelancer/tosDeactivate); it can no longer log in. */
export function deactivateMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'deactivate'],
    meta: HANDLES_ERRORS,
    mutationFn: () => unwrap(api.quiet.POST('/freelancer/tosDeactivate', { body: {} })),
  });
}

/**
 * What a security id for `projectId` must match and how the project explains it (GET
 * /project/{id}/securityIdPattern and /securityIdFaqVerbiage; each 404 when the project asks for no
 * security id, read as none).
 */
export function securityIdRuleQuery(api: TalentApi, projectId: number) {
  return queryOptions({
    queryKey: accountKeys.securityIdRule(projectId),
    queryFn: async (): Promise<SecurityIdRule> => {
      const path = { params: { path: { id: projectId } } };
      const [pattern, faq] = await Promise.all([
        noneWhenNotFound(unwrap(api.quiet.GET('/project/{id}/securityIdPattern', path))),
        noneWhenNotFound(unwrap(api.quiet.GET('/project/{id}/securityIdFaqVerbiage', path))),
      ]);
      return { pattern: pattern?.pattern ?? null, example: pattern?.example ?? null, faq: faq?.text ?? null };
    },
    staleTime: 10 * 60_000,
  });
}

/** Adds a security id, for a project when one is named (POST /freelancer/securityId). */
export function createSecurityIdMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'createSecurityId'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['SecurityIdInput']) => unwrap(api.quiet.POST('/freelancer/securityId', { body })),
  });
}

/** The user's devices (browsers), most recently used first (GET /userDevices). */
export function devicesQuery(api: TalentApi) {
  return queryOptions({
    queryKey: accountKeys.devices(),
    queryFn: async () => (await unwrap(api.quiet.GET('/userDevices'))).results,
  });
}

/** Forgets a device; it is no longer trusted (DELETE /userDevices/{id}). */
export function deleteDeviceMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'deleteDevice'],
    meta: HANDLES_ERRORS,
    mutationFn: (id: string) => unwrap(api.quiet.DELETE('/userDevices/{id}', { params: { path: { id } } })),
  });
}

/** Sets the country of residence (PUT /freelancer/updateResidenceCountry); answers the user. */
export function residenceCountryMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'residenceCountry'],
    meta: HANDLES_ERRORS,
    mutationFn: (residenceCountry: string) =>
      unwrap(api.quiet.PUT('/freelancer/updateResidenceCountry', { body: { residenceCountry } })),
  });
}

/** Invites someone to the portal by email (POST /freelancer/referral). */
export function referralMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'referral'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['Referral']) => unwrap(api.quiet.POST('/freelancer/referral', { body })),
  });
}

/** The email settings named by a mail's link, without logging in (GET /subscriptions/{uuid}). */
export function subscriptionQuery(api: TalentApi, uuid: string) {
  return queryOptions({
    queryKey: accountKeys.subscription(uuid),
    queryFn: () => unwrap(api.quiet.GET('/subscriptions/{uuid}', { params: { path: { uuid } } })),
    // The loader has just read it, and the page keeps it current from each change's answer.
    staleTime: 60_000,
  });
}

/** Changes the email settings from a mail's link (PUT /subscriptions/{uuid}); answers the whole overview. */
export function updateSubscriptionMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'updateSubscription'],
    meta: HANDLES_ERRORS,
    mutationFn: ({ uuid, change }: { uuid: string; change: NotificationSettingsChange }) =>
      unwrap(api.quiet.PUT('/subscriptions/{uuid}', { params: { path: { uuid } }, body: change })),
  });
}

/** Stops one job alert from a mail's link (DELETE /subscriptions/{uuid}/jobAlerts/{id}). */
export function deleteJobAlertByUuidMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'deleteJobAlertByUuid'],
    meta: HANDLES_ERRORS,
    mutationFn: ({ uuid, id }: { uuid: string; id: number }) =>
      unwrap(api.quiet.DELETE('/subscriptions/{uuid}/jobAlerts/{id}', { params: { path: { uuid, id } } })),
  });
}

/**
 * Flips a pool's job notifications from a mail's link (POST /pool/{id}/toggleJobNotification/{uuid},
 * with the pool's own `uuid` of the overview); answers the new state.
 */
export function togglePoolJobNotificationByUuidMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: ['account', 'togglePoolJobNotificationByUuid'],
    meta: HANDLES_ERRORS,
    mutationFn: ({ poolId, uuid }: { poolId: number; uuid: string }) =>
      unwrap(api.quiet.POST('/pool/{id}/toggleJobNotification/{uuid}', { params: { path: { id: poolId, uuid } } })),
  });
}
