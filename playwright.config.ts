import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './testkit/chromium';

/**
 * End-to-end tests against the built out/ served by the bundled server, in Debian's Chromium
 * (testkit/chromium.ts); Playwright's own browser download is not available here.
 */
const port = Number(process.env.E2E_PORT) || 3100;
// The site built from hostile content (npm run build:hostile), served for the hostile project.
const hostilePort = Number(process.env.E2E_HOSTILE_PORT) || 3101;
const hostileOutDir = process.env.E2E_HOSTILE_OUT_DIR || 'out-hostile';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace of the retry of a failed test only: recording one for every test costs the suite minutes.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  // Specs under e2e/mobile/ need a phone-sized viewport and run in the phone project only;
  // specs under e2e/no-js/ run with JavaScript off, in the no-js project only (they set the
  // phone width themselves where they need it); everything else runs on the desktop.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: [/e2e[\\/]mobile[\\/]/, /e2e[\\/]no-js[\\/]/, /e2e[\\/]hostile[\\/]/, /e2e[\\/]nginx[\\/]/],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /e2e[\\/]mobile[\\/].*\.spec\.ts$/,
    },
    {
      name: 'no-js',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, javaScriptEnabled: false },
      testMatch: /e2e[\\/]no-js[\\/].*\.spec\.ts$/,
    },
    // Specs under e2e/hostile/ run against the hostile build only (second web server below).
    {
      name: 'hostile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://localhost:${hostilePort}`,
      },
      testMatch: /e2e[\\/]hostile[\\/].*\.spec\.ts$/,
    },
    // Specs under e2e/nginx/ start Debian's nginx with deploy/nginx/ themselves (E2E_NGINX_PORT,
    // default 3105) and send plain HTTP requests: no browser, one worker for the one nginx.
    { name: 'nginx', fullyParallel: false, testMatch: /e2e[\\/]nginx[\\/].*\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts',
      // E2E_OUT_DIR serves another build than out/ (e.g. a copy that a concurrent build cannot replace).
      env: { PORT: String(port), OUT_DIR: process.env.E2E_OUT_DIR || 'out' },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The hostile build, when there is one (npm test builds it first); without it only the
    // hostile project's tests fail, not every run.
    ...(fs.existsSync(path.join(hostileOutDir, 'index.html'))
      ? [
          {
            command: 'npx tsx scripts/serve.ts',
            env: { PORT: String(hostilePort), OUT_DIR: hostileOutDir },
            url: `http://localhost:${hostilePort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
