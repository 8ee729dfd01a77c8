// The services the portal app gives every feature (the Backstage `useApi` idea): features never
// import the app or each other, they ask the context. The portal fills it in `PortalProvider`.
import type { ClientContextResponse, FreelancerUser, TalentApi, TokenResponse } from '@talent/api-client';
import { createContext, useContext, useEffect } from 'react';

/** A toast to show (spec §2 "toast"; errors of §8 use tone "error"). */
export interface ToastMessage {
  readonly tone: 'success' | 'error' | 'info';
  /** Already translated text. */
  readonly message: string;
}

/** What `signIn` does after storing the tokens. */
export interface SignInOptions {
  /** Where to go afterwards (a path inside the portal); default: where the guards send the user. */
  readonly redirect?: string | undefined;
}

/** The portal's services for features. */
export interface Portal {
  /** The typed API client (`client` reports errors globally, `quiet` does not). */
  readonly api: TalentApi;
  /** The tenant: client context (name, languages, logos as URLs) and config. */
  readonly tenant: ClientContextResponse;
  /** The current locale (one of the tenant's languages). */
  readonly locale: string;
  /** Switches the locale; stored on the server when logged in, in a cookie otherwise. */
  changeLocale(locale: string): Promise<void>;
  /** Stores a login's tokens, loads the user, stores the locale and goes on as the guards say. */
  signIn(tokens: TokenResponse, options?: SignInOptions): Promise<void>;
  /** Logs out on the server and here (timer, activation-paused flag, drafts) and goes to login. */
  signOut(): Promise<void>;
  /** Shows a toast. */
  notify(toast: ToastMessage): void;
  /** Shows the action loader (spec §9: after 200 ms) while `work` runs. */
  withActionLoader<T>(work: () => Promise<T>, caption?: string): Promise<T>;
  /** This browser's id (`_brws_id` cookie), for trusted devices and URL-token logins. */
  browserUuid(): string;
}

/** The session as features see it. */
export interface SessionState {
  /** Whether tokens are held (the user may still be loading). */
  readonly isLoggedIn: boolean;
  /** The current freelancer, once loaded; null when logged out. */
  readonly user: FreelancerUser | null;
}

/** React context of the portal's services; the portal app provides it. */
export const PortalContext = createContext<Portal | null>(null);
/** React context of the session; the portal app provides it. */
export const SessionContext = createContext<SessionState>({ isLoggedIn: false, user: null });

/** The portal's services. Throws outside the portal (a feature rendered without its app). */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal() needs a <PortalContext.Provider> (the portal app renders one).');
  return portal;
}

/** The session: whether the user is logged in, and who. */
export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** Sets the document title to `title · tenant name` (each page has its own title, WCAG 2.4.2). */
export function useDocumentTitle(title: string | null | undefined): void {
  const portal = useContext(PortalContext);
  const name = portal?.tenant.context.name;
  useEffect(() => {
    document.title = title ? `${title} · ${name ?? ''}`.replace(/ · $/, '') : (name ?? document.title);
  }, [title, name]);
}
