// The message catalogs: `messages/<locale>/<namespace>.json`, one file per feature namespace (the
// first segment of a message id, e.g. `search.*`), so each feature owns its messages and two
// features never edit the same file. English is extracted from the code (`pnpm extract`); the
// other locales are translated by hand and checked by `catalogs.test.ts`.
/// <reference types="vite/client" />
import { catalogChain } from './locales.ts';

/** A flat catalog: message id → ICU message. */
export type Messages = Readonly<Record<string, string>>;

/**
 * Per-locale message overrides of one tenant (`tenants/<id>/messages/<locale>.json`): of the
 * portal's messages and of the mail texts (`mail.*`, see mail.ts).
 */
export type MessageOverrides = Readonly<Record<string, Messages>>;

/** The namespace of the mail texts (`mail/<locale>.json`, ids `mail.*`), which no page shows. */
export const MAIL_NAMESPACE = 'mail';

/** Whether `id` names a mail text (`mail.activation.subject`) rather than a message of the portal. */
export function isMailMessage(id: string): boolean {
  return id.startsWith(`${MAIL_NAMESPACE}.`);
}

/** A tenant's overrides of the portal's messages: its mail texts are the API's, not a page's. */
function pageOverrides(messages: Messages | undefined): Messages {
  if (!messages) return {};
  const entries = Object.entries(messages);
  return entries.some(([id]) => isMailMessage(id))
    ? Object.fromEntries(entries.filter(([id]) => !isMailMessage(id)))
    : messages;
}

// Lazy: a browser downloads only the catalogs of the locale it shows. The glob is Vite's (the portal's
// builds and the tests); it is taken on first use, not at import, so plain Node can import this
// package (the API server matches locales and renders mails with it and never loads these catalogs).
let files: Record<string, () => Promise<Messages>> | undefined;
function catalogModules(): Record<string, () => Promise<Messages>> {
  return (files ??= import.meta.glob<Messages>('../messages/*/*.json', { import: 'default' }));
}

function localeOf(path: string): string {
  return path.split('/').at(-2) ?? '';
}

/** The namespaces and locales that have catalog files. */
export function catalogFiles(): { locale: string; namespace: string }[] {
  return Object.keys(catalogModules()).map((path) => ({
    locale: localeOf(path),
    namespace: (path.split('/').at(-1) ?? '').replace(/\.json$/, ''),
  }));
}

/** One locale's own messages (no fallback): every namespace file of `messages/<locale>/` merged. */
export async function loadCatalog(locale: string): Promise<Messages> {
  const loads = Object.entries(catalogModules())
    .filter(([path]) => localeOf(path) === locale)
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads))) as Messages;
}

/** The catalogs of a locale's chain (`catalogChain`), by locale: what a page can carry ready-made. */
export type ChainCatalogs = Readonly<Record<string, Messages>>;

/**
 * The messages to show in `locale` from catalogs already at hand (synchronous: for a page that
 * carries its locale's catalogs, so the first render needs no download): English, then its
 * fallbacks, then the locale, each followed by the tenant's overrides for it, so a tenant's German
 * override wins over the shipped German text, and a tenant's English override shows only where the
 * locale has no text of its own. A locale of the chain missing from `catalogs` counts as empty.
 * The tenant's mail texts (`mail.*`) are left out: a page never shows them.
 */
export function mergeMessages(locale: string, catalogs: ChainCatalogs, overrides: MessageOverrides = {}): Messages {
  const chain = catalogChain(locale);
  return Object.assign({}, ...chain.flatMap((l) => [catalogs[l] ?? {}, pageOverrides(overrides[l])])) as Messages;
}

/** The catalogs of `locale`'s chain, each downloaded (the input of `mergeMessages`). */
export async function loadChainCatalogs(locale: string): Promise<ChainCatalogs> {
  const chain = catalogChain(locale);
  const catalogs = await Promise.all(chain.map((l) => loadCatalog(l)));
  return Object.fromEntries(chain.map((l, i) => [l, catalogs[i]!]));
}

/** `mergeMessages` over catalogs downloaded first (`loadChainCatalogs`). */
export async function loadMessages(locale: string, overrides: MessageOverrides = {}): Promise<Messages> {
  return mergeMessages(locale, await loadChainCatalogs(locale), overrides);
}
