import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built out/ served by the bundled server. Chromium comes from
 * Debian (/usr/bin/chromium); Playwright's own browser download is not available here.
 */
const port = Number(process.env.E2E_PORT) || 3100;
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  // Specs under e2e/mobile/ need a phone-sized viewport and run in the phone project only;
  // everything else runs on the desktop.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, testIgnore: /e2e[\\/]mobile[\\/]/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /e2e[\\/]mobile[\\/].*\.spec\.ts$/ },
  ],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    // E2E_OUT_DIR serves another build than out/ (e.g. a copy that a concurrent build cannot replace).
    env: { PORT: String(port), OUT_DIR: process.env.E2E_OUT_DIR || 'out' },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
