// Debian's Chromium as every browser run of the repository starts it — the Playwright journeys,
// the Storybook stories and the Lighthouse bench: the machine notes' flags (shared/notes/
// toolchain.md) in one place. No sandbox (containers), no GPU, nothing in the background.

/** Where Chromium is: `CHROMIUM_PATH`, else Debian's package. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The flags, without the headless mode (Playwright sets its own; others add `--headless=new`). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
