// What the server writes into every page for the browser app: the tenant (resolved from the host),
// the negotiated locale and the tenant's message overrides. A JSON script element, not inline
// JavaScript, so a strict Content-Security-Policy needs no exception for it.
import type { ClientContextResponse } from '@talent/api-client';
import type { MessageOverrides } from '@talent/i18n';

/** Id of the `<script type="application/json">` element holding the bootstrap. */
export const BOOTSTRAP_ELEMENT_ID = 'talent-bootstrap';

/** The page's bootstrap data. */
export interface PortalBootstrap {
  /** GET /client/context of the tenant that serves this host. */
  readonly tenant: ClientContextResponse;
  /** The locale the server negotiated (locale cookie, then Accept-Language, then the tenant's first). */
  readonly locale: string;
  /** The tenant's message overrides per locale (`tenants/<id>/messages/<locale>.json`). */
  readonly messageOverrides: MessageOverrides;
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
