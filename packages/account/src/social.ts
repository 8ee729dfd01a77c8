// Sign-in with an identity provider (spec §1: social or third-party identity tokens). The API
// accepts OpenID Connect ID tokens (POST /authorizeWith{Google,LinkedIn,Auth0}Token) from the
// issuers a tenant configures in `config.freelancerLogin` (`google.issuer`, `google.clientId`, …;
// public values only). The portal gets the ID token in the browser with the implicit flow
// (`response_type=id_token`, a nonce and a state): the issuer's discovery document names its
// authorization endpoint, and the provider redirects back to /social-callback with the token in
// the URL fragment (which never reaches a server).
import { ROUTES } from '@talent/domain';
import type { IdentityProvider } from './queries.ts';

/** A provider a tenant has configured. */
export interface SocialProvider {
  readonly id: IdentityProvider;
  /** Display name ("Google"); a brand name, not translated. */
  readonly name: string;
  readonly issuer: string;
  readonly clientId: string;
}

/** What the callback needs from the start of a sign-in (kept in sessionStorage for one round trip). */
export interface SocialAttempt {
  readonly provider: IdentityProvider;
  readonly state: string;
  readonly nonce: string;
  readonly redirect?: string;
}

const PROVIDERS: readonly { id: IdentityProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'auth0', name: 'Auth0' },
];

const STORAGE_KEY = 'talent.socialAttempt';

function setting(config: Readonly<Record<string, unknown>>, provider: string, key: string): string | undefined {
  // The API flattens nested settings into dotted keys; tenant files may still nest them.
  const flat = config[`${provider}.${key}`];
  const nested = config[provider];
  const value =
    typeof flat === 'string'
      ? flat
      : typeof nested === 'object' && nested !== null
        ? (nested as Record<string, unknown>)[key]
        : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The identity providers of a tenant's `freelancerLogin` config with both an issuer and a client id. */
export function socialProviders(config: Readonly<Record<string, unknown>> | null | undefined): SocialProvider[] {
  if (!config) return [];
  return PROVIDERS.flatMap(({ id, name }) => {
    const issuer = setting(config, id, 'issuer');
    const clientId = setting(config, id, 'clientId');
    return issuer && clientId && /^https:\/\//.test(issuer) ? [{ id, name, issuer, clientId }] : [];
  });
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The provider's authorization URL for this attempt (from its discovery document). */
export async function socialAuthorizeUrl(
  provider: SocialProvider,
  attempt: SocialAttempt,
  origin: string,
  locale: string,
): Promise<string> {
  const response = await fetch(`${provider.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Discovery of ${provider.issuer} failed with ${response.status}`);
  const discovery = (await response.json()) as { authorization_endpoint?: unknown };
  if (typeof discovery.authorization_endpoint !== 'string') throw new Error('No authorization endpoint');
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: provider.clientId,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid email profile',
    redirect_uri: `${origin}${ROUTES.socialCallback}`,
    state: attempt.state,
    nonce: attempt.nonce,
    ui_locales: locale,
  }).toString();
  return url.href;
}

/** Starts a sign-in: remembers the attempt and leaves for the provider. */
export async function startSocialLogin(provider: SocialProvider, locale: string, redirect?: string): Promise<void> {
  const attempt: SocialAttempt = {
    provider: provider.id,
    state: randomToken(),
    nonce: randomToken(),
    ...(redirect !== undefined && { redirect }),
  };
  const url = await socialAuthorizeUrl(provider, attempt, window.location.origin, locale);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
  window.location.assign(url);
}

/** The provider's answer in the callback URL's fragment. */
export type SocialResult =
  | { readonly kind: 'token'; readonly idToken: string; readonly attempt: SocialAttempt }
  | { readonly kind: 'error' }
  | { readonly kind: 'none' };

/**
 * Reads the provider's answer (`#id_token=…&state=…` or `#error=…`) and the attempt it belongs to
 * (the state must match). Call `forgetSocialAttempt` once the answer is used, so a reload or a
 * replayed URL cannot use it again.
 */
export function readSocialResult(hash: string, storage: Pick<Storage, 'getItem'>): SocialResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = storage.getItem(STORAGE_KEY);
  let attempt: SocialAttempt | undefined;
  try {
    attempt = raw ? (JSON.parse(raw) as SocialAttempt) : undefined;
  } catch {
    attempt = undefined;
  }
  if (params.has('error')) return { kind: 'error' };
  const idToken = params.get('id_token');
  if (!attempt || !idToken || params.get('state') !== attempt.state) return { kind: 'none' };
  return { kind: 'token', idToken, attempt };
}

/** Forgets the stored attempt (after its answer was used). */
export function forgetSocialAttempt(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(STORAGE_KEY);
}

/** The display name of a provider id. */
export function providerName(id: IdentityProvider): string {
  return PROVIDERS.find((p) => p.id === id)?.name ?? id;
}
