// What the server writes into every page for the browser app: the tenant (resolved from the host),
// the negotiated locale, and the page locale's messages (compiled, the tenant's overrides merged
// in). JSON script elements, not inline JavaScript, so a strict Content-Security-Policy needs no
// exception for them.
import type { ClientContextResponse } from '@talent/api-client';
import type { CompiledMessages } from '@talent/i18n';

/** Id of the `<script type="application/json">` element holding the bootstrap. */
export const BOOTSTRAP_ELEMENT_ID = 'talent-bootstrap';

/** The page's bootstrap data. */
export interface PortalBootstrap {
  /** GET /client/context of the tenant that serves this host. */
  readonly tenant: ClientContextResponse;
  /** The locale the server negotiated (locale cookie, then Accept-Language, then the tenant's first). */
  readonly locale: string;
  /** Tenant data: hide the footer's public link blocks (spec §2). */
  readonly hidePublicLinkBlocks: boolean;
  /** The tenant's public origin (canonical URLs), never the request's Host. */
  readonly origin: string;
}

/** Id of the element holding the query cache a server-rendered page was rendered with. */
export const STATE_ELEMENT_ID = 'talent-state';

/** A JSON script element (no `<` in the data can end the element early). */
function jsonScript(id: string, data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** Serialises the bootstrap for an HTML script element. */
export function bootstrapScript(bootstrap: PortalBootstrap): string {
  return jsonScript(BOOTSTRAP_ELEMENT_ID, bootstrap);
}

/** Serialises the dehydrated query cache of a server-rendered page (`@tanstack/react-query`'s `dehydrate`). */
export function dehydratedStateScript(state: unknown): string {
  return jsonScript(STATE_ELEMENT_ID, state);
}

/** Id of the element holding the messages of the page's locale. */
export const MESSAGES_ELEMENT_ID = 'talent-messages';

/**
 * Serialises the page locale's messages: compiled on the server, the tenant's overrides merged in,
 * so the first render needs no download and the browser no ICU parser.
 */
export function messagesScript(messages: CompiledMessages): string {
  return jsonScript(MESSAGES_ELEMENT_ID, messages);
}

/** The messages the server wrote into the page (`messagesScript`). */
export function readMessages(doc: Document): CompiledMessages {
  const text = doc.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
  if (!text) throw new Error('The page has no messages: serve it through the portal server.');
  return JSON.parse(text) as CompiledMessages;
}

/** The dehydrated query cache of a server-rendered page, or undefined for a page the browser renders. */
export function readDehydratedState(doc: Document): unknown {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Reads the bootstrap the server wrote into the page. */
export function readBootstrap(doc: Document): PortalBootstrap {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no tenant bootstrap: serve it through the portal server.');
  return JSON.parse(element.textContent) as PortalBootstrap;
}
