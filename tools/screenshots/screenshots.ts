/**
 * npm run screenshots: full-page PNGs of the given paths (default: every page) at 1440 px and
 * 390 px into screenshots/, against a server already running on BASE_URL (default
 * http://localhost:3000). For looking at the site, not a test. Consent is preset (no banner), the
 * intro animation is marked as just shown, and each page is scrolled through once so lazy images
 * are in the picture.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../testkit/chromium';

const base = process.env.BASE_URL || 'http://localhost:3000';
// Paths only: an option (a mistyped flag) fails instead of being taken for a path.
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const paths = positionals.length ? positionals : ['/', '/en', '/rangliste', '/kontakt', '/kriterien', '/en/404'];
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

(async () => {
  fs.mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const size of widths) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 });
    if (process.env.BANNER !== '1') {
      await page.addInitScript(() => {
        localStorage.setItem('allowCookies', '0');
        localStorage.setItem('introAnimationShown', String(Date.now()));
      });
    }
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      if (process.env.FULL !== '0') {
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += size.height) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          await page.waitForTimeout(60);
        }
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.waitForLoadState('networkidle');
        // Lazy images that never load (inside a closed <details>) never decode: wait at most 3 s.
        await page.evaluate(() =>
          Promise.race([
            Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))),
            new Promise((done) => setTimeout(done, 3000)),
          ]),
        );
      }
      const file = `screenshots/${size.name}${p.replace(/[/?=&]+/g, '_') || '_home'}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
      console.log(file);
    }
    await page.close();
  }
  await browser.close();
})();
