// Messages compiled once, where the parser is: the server turns a locale's merged ICU strings into
// the message format's syntax trees, and a page carries those. The browser formats syntax trees
// only, so its bundle leaves out the ICU parser (about 8 KB gzip) and parses nothing at start.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './catalogs.ts';

/** A locale's messages as syntax trees (`react-intl` formats them as it formats strings). */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/**
 * Compiles each message of `messages` (ICU strings of `locale`) as `react-intl` would on first use:
 * the same parser and options (skeletons parsed, the locale for its date patterns). A message that
 * does not parse throws, naming its id: catalogs and tenant overrides are checked by tests, so this
 * is a broken deployment, not a visitor's input.
 */
export function compileMessages(messages: Messages, locale: string): CompiledMessages {
  const compiled: Record<string, MessageFormatElement[]> = {};
  const resolved = new Intl.Locale(locale);
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message, { shouldParseSkeletons: true, locale: resolved });
    } catch (error) {
      throw new Error(`message ${id} (${locale}) is not valid ICU`, { cause: error });
    }
  }
  return compiled;
}
