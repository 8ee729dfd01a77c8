// `pnpm --filter @talent/i18n extract`: rewrites messages/en/<namespace>.json from the code.
// Other locales are translated by hand; the catalog test names every id they miss.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES_DIR, byNamespace, extractMessages } from './extraction.ts';

const namespaces = byNamespace(await extractMessages());
const dir = join(MESSAGES_DIR, 'en');
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) {
  if (!(file.replace(/\.json$/, '') in namespaces)) rmSync(join(dir, file));
}
for (const [namespace, messages] of Object.entries(namespaces)) {
  writeFileSync(join(dir, `${namespace}.json`), `${JSON.stringify(messages, null, 2)}\n`);
}
process.stdout.write(
  `messages/en: ${Object.values(namespaces).reduce((n, m) => n + Object.keys(m).length, 0)} messages in ${Object.keys(namespaces).length} namespaces\n`,
);
