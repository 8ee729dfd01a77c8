// OpenID Connect ID tokens from the identity providers a tenant configures (Google, LinkedIn,
// Auth0): `config.freelancerLogin.<provider> = { issuer, clientId }`. A token is accepted when it
// is signed by a key of the issuer's JWKS (found through the issuer's discovery document, cached
// per issuer; jose refetches the key set when a token names an unknown key, so key rotation works),
// its `iss` is the issuer, its `aud` contains the tenant's client id, and it has not expired.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { isUndeliverableEmail } from './emailAddresses.ts';
import { problem } from '../../problems.ts';

/** An identity provider the portal offers. */
export type IdentityProvider = 'google' | 'linkedin' | 'auth0';

/** A tenant's settings for one provider. */
export interface IssuerSettings {
  readonly issuer: string;
  readonly clientId: string;
}

/** What the server reads from a verified ID token. */
export interface IdentityClaims {
  readonly subject: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly givenName: string | undefined;
  readonly familyName: string | undefined;
}

/** Verifies an ID token against an issuer; throws a 401 problem when it is not acceptable. */
export type IdentityTokenVerifier = (settings: IssuerSettings, idToken: string) => Promise<IdentityClaims>;

/** Signature algorithms accepted: asymmetric only (a symmetric key would be the client secret). */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Clock skew tolerated between the issuer and this server. */
const CLOCK_TOLERANCE_SECONDS = 30;

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

// The contract's email format (ajv-formats' "email"); `.invalid` addresses are the server's own placeholders.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const usableEmail = (value: unknown) => {
  const email = text(value, 254);
  return email && EMAIL.test(email) && !isUndeliverableEmail(email) ? email : undefined;
};

/** A verifier that discovers each issuer's JWKS once and keeps it; `now` is the server clock. */
export function identityTokenVerifier(options: { now: () => number; fetch?: typeof fetch }): IdentityTokenVerifier {
  const doFetch = options.fetch ?? fetch;
  const keySets = new Map<string, Promise<JWTVerifyGetKey>>();

  async function discover(issuer: string): Promise<JWTVerifyGetKey> {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await doFetch(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
    const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
    if (document.issuer !== issuer)
      throw new Error(`OpenID discovery of ${issuer} names issuer ${String(document.issuer)}`);
    if (typeof document.jwks_uri !== 'string') throw new Error(`OpenID discovery of ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri));
  }

  function keySet(issuer: string): Promise<JWTVerifyGetKey> {
    let keys = keySets.get(issuer);
    if (!keys) {
      keys = discover(issuer);
      // A failed discovery is not cached: the next login tries again.
      void keys.catch(() => keySets.delete(issuer));
      keySets.set(issuer, keys);
    }
    return keys;
  }

  return async (settings, idToken) => {
    const keys = await keySet(settings.issuer);
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: settings.issuer,
        audience: settings.clientId,
        algorithms: ALGORITHMS,
        currentDate: new Date(options.now()),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw problem.unauthorized('auth.idTokenExpired');
      // The issuer's key set could not be fetched or read: not the token's fault (500, logged).
      if (
        error instanceof joseErrors.JWKSTimeout ||
        error instanceof joseErrors.JWKSInvalid ||
        !(error instanceof joseErrors.JOSEError)
      ) {
        throw error;
      }
      throw problem.unauthorized('auth.idTokenInvalid');
    }
    const subject = text(payload.sub, 255);
    if (!subject) throw problem.unauthorized('auth.idTokenInvalid');
    const verified = payload['email_verified'];
    return {
      subject,
      email: usableEmail(payload['email']),
      emailVerified: verified === true || verified === 'true',
      givenName: text(payload['given_name'], 100),
      familyName: text(payload['family_name'], 100),
    };
  };
}
