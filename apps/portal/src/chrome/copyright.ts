// The footer's copyright line. Every translation puts a full stop after the legal entity's name
// ("© 2026 {name}. All rights reserved."), and a tenant's override may spell its name out the same
// way; a name that already ends in one ("Initech Europe Sp. z o.o.") must not get a second.
import type { IntlShape } from 'react-intl';
import { messages } from '../messages.ts';

/** The copyright line for `name` in the intl's language, with one full stop after a name ending in ".". */
export function copyrightLine(intl: IntlShape, year: number, name: string): string {
  const line = intl.formatMessage(messages.copyright, { year, name });
  return name.endsWith('.') ? line.replaceAll(`${name}.`, name) : line;
}
