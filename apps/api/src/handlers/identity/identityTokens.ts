// Registration and login with identity tokens (OpenID Connect ID tokens from Google, LinkedIn or
// Auth0, verified against the issuer the tenant configures; see services/identity/identityTokens.ts), and
// completing an account created incomplete.
//
// A tenant without an issuer for a provider answers 403 `auth.providerNotEnabled` to its login and
// 422 (field `idToken`, same message) to its registration, the statuses the contract offers there.
// A provider's token logs in only the account linked to that identity (404 `auth.notRegistered`
// otherwise, so the portal offers registration); registering never takes over an existing account:
// an identity or email already in use is a 409.
import type { IdentityProvider } from '../../services/identity/identityTokens.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, inTenant } from '../../http/operations.ts';
import type { OperationHandler, OperationHandlers } from '../../http/operations.ts';
import { forwardedAffiliate } from '../../http/affiliate.ts';
import { recordDevice } from '../../services/identity/devices.ts';
import { placeholderEmail } from '../../services/identity/emailAddresses.ts';
import {
  createFreelancer,
  findByEmail,
  findByIdentity,
  toFreelancerUser,
  updateFreelancer,
} from '../../services/identity/freelancers.ts';
import { legalNeeds, recordAgreements } from '../../services/profile/legal.ts';
import { startSession } from '../../services/identity/session.ts';
import { loginSettings } from '../../services/identity/tenantSettings.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { countryProblems, emailCharacterProblems, localeProblems } from '../../services/shared/validation.ts';
import { sendActivation } from '../../services/identity/linkMails.ts';
import { completeLogin } from '../../services/identity/login.ts';
import { problem } from '../../problems.ts';
import type { FieldError } from '../../problems.ts';
import { loginRequest, userAgent } from '../../http/loginRequest.ts';

/** The tenant's issuer settings for a provider; undefined when the tenant does not offer it. */
const issuerOf = (tenant: Tenant, provider: IdentityProvider) => loginSettings(tenant)[provider];

/** The identity-token logins and registrations: one handler each, for every provider. */
type IdentityLogin = 'authorizeWithGoogleToken' | 'authorizeWithLinkedInToken' | 'authorizeWithAuth0Token';
type IdentityRegistration = 'registerFromGoogle' | 'registerFromLinkedIn' | 'registerFromAuth0';

/** Identity handlers. */
export function identityHandlers(context: ServerContext): OperationHandlers {
  const login =
    (provider: IdentityProvider): OperationHandler<IdentityLogin> =>
    async (request, reply) => {
      const body = request.body;
      const tenant = request.tenant;
      const settings = issuerOf(tenant, provider);
      if (!settings) throw problem.forbidden('auth.providerNotEnabled');
      const claims = await context.verifiers.identityToken(settings, body.idToken);
      const result = await inTenant(context, request, async ({ tx }) => {
        const freelancer = await findByIdentity(tx, tenant.id, provider, claims.subject);
        if (!freelancer) throw problem.notFound('auth.notRegistered');
        return completeLogin(context, tx, loginRequest(context, request), freelancer, body.actorDeviceUUID);
      });
      return reply.code(result.status).send(result.body);
    };

  const register =
    (provider: IdentityProvider): OperationHandler<IdentityRegistration> =>
    async (request, reply) => {
      const body = request.body;
      const tenant = request.tenant;
      const fieldErrors = [
        ...localeProblems(tenant, body.locale),
        ...countryProblems(body.residenceCountry, 'residenceCountry'),
      ];
      if (fieldErrors.length > 0) throw problem.rejected(fieldErrors);
      const settings = issuerOf(tenant, provider);
      if (!settings) throw problem.rejected([{ field: 'idToken', messages: ['auth.providerNotEnabled'] }]);
      const claims = await context.verifiers.identityToken(settings, body.idToken);
      if (claims.email) {
        const emailErrors = emailCharacterProblems(tenant, claims.email, 'idToken');
        if (emailErrors.length > 0) throw problem.rejected(emailErrors);
      }
      const tokens = await inTenant(context, request, async ({ tx }) => {
        if (await findByIdentity(tx, tenant.id, provider, claims.subject)) {
          throw problem.conflict('auth.identityInUse', 'idToken');
        }
        if (claims.email && (await findByEmail(tx, tenant.id, claims.email))) {
          throw problem.conflict('validation.emailInUse', 'idToken');
        }
        const verified = claims.email !== undefined && claims.emailVerified;
        const freelancer = await createFreelancer(tx, {
          legal: context.legal(tenant),
          identity: { provider, subject: claims.subject },
          values: {
            clientId: tenant.id,
            email: claims.email ?? placeholderEmail('identity'),
            firstName: claims.givenName ?? null,
            lastName: claims.familyName ?? null,
            locale: body.locale,
            residenceCountry: body.residenceCountry ?? null,
            verificationStatus: verified ? 'V' : 'UV',
            affiliate: forwardedAffiliate(request),
          },
        });
        // An email the provider has not verified is verified the usual way, by the activation link.
        if (claims.email && !verified) await sendActivation(context, tx, tenant, freelancer);
        // The account was just created on this device, which therefore is the account's own.
        if (body.actorDeviceUUID) {
          await recordDevice(tx, {
            tenant,
            freelancerId: freelancer.id,
            deviceId: body.actorDeviceUUID,
            userAgent: userAgent(request),
            trust: true,
            now: new Date(context.now()),
          });
        }
        return startSession(context, tx, loginRequest(context, request), freelancer.id, undefined, {
          deviceId: body.actorDeviceUUID,
        });
      });
      return reply.code(201).send(tokens);
    };

  return {
    authorizeWithGoogleToken: login('google'),
    authorizeWithLinkedInToken: login('linkedin'),
    authorizeWithAuth0Token: login('auth0'),
    registerFromGoogle: register('google'),
    registerFromLinkedIn: register('linkedin'),
    registerFromAuth0: register('auth0'),

    fillMissingRegistrationData(request) {
      const body = request.body;
      const tenant = request.tenant;
      return asFreelancer(context, request, async ({ tx, freelancer }) => {
        const firstName = body.firstName?.trim() || freelancer.firstName;
        const lastName = body.lastName?.trim() || freelancer.lastName;
        const versions = context.legal(tenant);
        const needs = await legalNeeds(tx, tenant.id, freelancer.id, versions);
        const required = (field: string): FieldError => ({ field, messages: ['validation.required'] });
        const fieldErrors: FieldError[] = [
          ...(firstName ? [] : [required('firstName')]),
          ...(lastName ? [] : [required('lastName')]),
          ...countryProblems(body.residenceCountry, 'residenceCountry'),
          ...(needs.terms && !body.termsAccepted ? [required('termsAccepted')] : []),
          ...(needs.privacy && !body.privacyAccepted ? [required('privacyAccepted')] : []),
        ];
        if (fieldErrors.length > 0) throw problem.rejected(fieldErrors);
        const updated = await updateFreelancer(tx, tenant.id, freelancer.id, {
          firstName,
          lastName,
          residenceCountry: body.residenceCountry,
          updatedAt: new Date(context.now()),
        });
        await recordAgreements(tx, {
          clientId: tenant.id,
          freelancerId: freelancer.id,
          documents: (['terms', 'privacy'] as const).filter((document) => needs[document]),
          versions,
        });
        return toFreelancerUser(tx, updated!);
      });
    },
  };
}
