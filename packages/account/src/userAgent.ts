// A browser's user agent as people name it ("Firefox on Windows", "Safari on iOS"), for the sessions
// and devices the account lists. The parsing is bowser's (user agents are a moving target: a kept
// library knows the new ones); the wording is ours and translated.
import Bowser from 'bowser';
import type { IntlShape } from 'react-intl';
import { pageMessages } from './messages.ts';

/** The browser and operating system a user agent names (null when it names none we know). */
export interface ReadableUserAgent {
  readonly browser: string | null;
  readonly os: string | null;
}

/** Reads the browser and operating system of a user agent; null parts when unknown or empty. */
export function readUserAgent(userAgent: string | null | undefined): ReadableUserAgent {
  const text = userAgent?.trim() ?? '';
  if (text === '') return { browser: null, os: null };
  const parsed = Bowser.parse(text);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/** The name a list shows for a user agent: "Firefox on Windows", a part alone, or "Unknown browser". */
export function deviceName(intl: IntlShape, userAgent: string | null | undefined): string {
  const { browser, os } = readUserAgent(userAgent);
  if (browser && os) return intl.formatMessage(pageMessages.browserOn, { browser, os });
  return browser ?? os ?? intl.formatMessage(pageMessages.unknownBrowser);
}
