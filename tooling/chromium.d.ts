/** Where Chromium is: `CHROMIUM_PATH`, else Debian's package. */
export const CHROMIUM_PATH: string;
/** The flags, without the headless mode (Playwright sets its own; others add `--headless=new`). */
export const CHROMIUM_ARGS: readonly string[];
