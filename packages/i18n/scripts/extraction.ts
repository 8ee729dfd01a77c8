// Message extraction with @formatjs/cli-lib: every `defineMessages` / `<FormattedMessage>` /
// `intl.formatMessage` of the portal and its packages, grouped by namespace (the id's first
// segment). Used by `pnpm extract` (writes messages/en) and by the catalog test (checks them).
import { globSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from '@formatjs/cli-lib';

/** Root of the repository. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Where the catalogs live: messages/<locale>/<namespace>.json. */
export const MESSAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'messages');

/** Source files that may hold messages (tests and stories are not shipped text). */
export function sourceFiles(): string[] {
  return globSync(['packages/*/src/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}'], { cwd: REPO_ROOT })
    .filter((file) => !/\.(test|stories)\.tsx?$|\.gen\.ts$|\.css\.ts$|\/test\//.test(file))
    .map((file) => join(REPO_ROOT, file))
    .sort();
}

/** An extracted message. */
export interface ExtractedMessage {
  readonly id: string;
  readonly defaultMessage: string;
  readonly file: string;
}

/** Extracts every message; fails on a message without an explicit, namespaced id or default text. */
export async function extractMessages(files: readonly string[] = sourceFiles()): Promise<ExtractedMessage[]> {
  const found: ExtractedMessage[] = [];
  await extract(files, {
    throws: true,
    preserveWhitespace: false,
    additionalFunctionNames: ['$t'],
    onMsgExtracted: (file, messages) => {
      for (const m of messages) {
        if (!m.id || !/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/.test(m.id)) {
          throw new Error(
            `${relative(REPO_ROOT, file)}: message ids are explicit and namespaced ("search.title"), got "${m.id}"`,
          );
        }
        if (!m.defaultMessage) throw new Error(`${relative(REPO_ROOT, file)}: "${m.id}" has no defaultMessage`);
        found.push({ id: m.id, defaultMessage: m.defaultMessage, file: relative(REPO_ROOT, file) });
      }
    },
  });
  const byId = new Map<string, ExtractedMessage>();
  for (const message of found) {
    const seen = byId.get(message.id);
    if (seen && seen.defaultMessage !== message.defaultMessage) {
      throw new Error(`"${message.id}" has two default texts: ${seen.file} and ${message.file}`);
    }
    byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** Messages grouped by namespace: { search: { 'search.title': 'Find projects' } }. */
export function byNamespace(messages: readonly ExtractedMessage[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const m of messages) {
    const namespace = m.id.split('.')[0]!;
    (out[namespace] ??= {})[m.id] = m.defaultMessage;
  }
  return out;
}
