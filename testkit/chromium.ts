/**
 * How the project starts Chromium: Debian's (/usr/bin/chromium, or CHROMIUM_PATH), since Playwright's
 * own browser download is not available here. One place for the e2e tests (playwright.config.ts), the
 * bench (tools/bench: Playwright and Lighthouse) and the screenshots (tools/screenshots).
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Command-line flags for every Chromium the project starts. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's launch options for that Chromium (chromium.launch, or use.launchOptions in the config). */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags };
