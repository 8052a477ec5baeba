import fs from 'node:fs';
import path from 'node:path';
import { expect, test, waitForHydration } from './support/test';
import { localePath, locales, messages, type Locale } from './support/site';
import type { Download } from '../lib/content/editorial-schema';

/**
 * The downloads page (spec section 2): cards by year, newest first whatever the content order;
 * each file a link that opens a new tab (target _blank, rel noopener noreferrer) and says so in
 * its accessible name, with the file type and size where known; the linked files exist.
 * Expectations come from content/i18n/*.json and the files in content/media/.
 */
const root = path.resolve(__dirname, '..');

const MEDIA = '/globalassets/media/';
const isLocal = (url: string) => url.startsWith(MEDIA);
const localFile = (url: string) => path.join(root, 'content', 'media', decodeURIComponent(url.slice(MEDIA.length)));
const extension = (url: string) => /\.([a-z0-9]+)$/i.exec(new URL(url, 'http://x').pathname)?.[1]?.toUpperCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Years newest first, each with its files in content order (a year listed twice is one card). */
function expectedYears(locale: Locale): { year: number; files: Download[] }[] {
  const years = new Map<number, Download[]>();
  // No list in the content gives no years, which the tests below fail on.
  for (const category of messages[locale].pages.downloads.downloads ?? []) {
    years.set(category.year, [...(years.get(category.year) ?? []), ...category.downloads]);
  }
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, files]) => ({ year, files }));
}

/**
 * The size as people read it, checked loosely against the bytes: a number with the locale's
 * decimal sign (Intl: a point in de-CH and en-GB) and a unit, within rounding of the real size.
 */
function expectSize(label: string, bytes: number, locale: Locale) {
  const match = /^(\d+)(?:([.,])(\d))? (B|KB|MB)$/.exec(label);
  expect(match, `size label "${label}"`).not.toBeNull();
  const [, whole, sign, decimal, unit] = match!;
  if (sign) expect(sign, `decimal sign in ${locale}`).toBe(new Intl.NumberFormat(locale).format(1.5).charAt(1));
  const value = Number(`${whole}.${decimal ?? 0}`) * { B: 1, KB: 1024, MB: 1024 * 1024 }[unit as 'B' | 'KB' | 'MB'];
  expect(Math.abs(value - bytes) / bytes, `"${label}" for ${bytes} bytes`).toBeLessThan(0.06);
}

for (const locale of locales) {
  const t = messages[locale];
  const url = localePath(locale, '/downloads');
  const years = expectedYears(locale);

  test(`downloads: years newest first, each file a new-tab link with type and size (${locale})`, async ({ page }) => {
    expect(years.length).toBeGreaterThan(1);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.downloads.intro.pageTitle);
    const region = page.getByRole('region', { name: t.editorial.downloads.label });
    const headings = await region.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.map((h) => h.replace(/\s+/g, ' ').trim())).toEqual(
      years.map(({ year }) => `${t.editorial.downloads.edition} ${year}`),
    );

    for (const { year, files } of years) {
      const card = region.getByRole('article', { name: `${t.editorial.downloads.edition} ${year}` });
      const links = card.getByRole('link');
      await expect(links).toHaveCount(files.length);
      for (const [index, file] of files.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute('href', file.url);
        await expect(link).toHaveAttribute('target', '_blank');
        expect(((await link.getAttribute('rel')) ?? '').split(/\s+/)).toEqual(
          expect.arrayContaining(['noopener', 'noreferrer']),
        );
        // The accessible name: file name, then type and size where known, then the new-tab hint.
        const named = new RegExp(
          `^${escape(file.name)}(?:\\s+(.+?))?\\s+\\(?${escape(t.editorial.downloads.newTab)}\\)?$`,
        );
        await expect(link).toHaveAccessibleName(named);
        const text = await link.evaluate((el) => el.textContent ?? '');
        const meta = (named.exec(text.replace(/\s+/g, ' ').trim())?.[1] ?? '').trim();
        const type = file.type?.toUpperCase() ?? extension(file.url);
        const bytes = file.size ?? (isLocal(file.url) ? fs.statSync(localFile(file.url)).size : undefined);
        if (!type && bytes === undefined) {
          expect(meta, `${file.name}: nothing known, nothing shown`).toBe('');
          continue;
        }
        const [shownType, shownSize] = meta.split(', ');
        if (type) expect(shownType, `${file.name}: type`).toBe(type);
        if (bytes !== undefined) expectSize((type ? shownSize : shownType) ?? '', bytes, locale);
        await expect(link.getByText(meta, { exact: true }), `${file.name}: type and size visible`).toBeVisible();
      }
    }
  });

  test(`downloads: the linked local files exist with the right content type (${locale})`, async ({ request }) => {
    const local = years.flatMap(({ files }) => files).filter((file) => isLocal(file.url));
    expect(local.length).toBeGreaterThan(0);
    for (const file of local) {
      const response = await request.get(file.url);
      expect(response.status(), file.url).toBe(200);
      const expectedType = extension(file.url) === 'PDF' ? 'application/pdf' : undefined;
      if (expectedType) expect(response.headers()['content-type'], file.url).toContain(expectedType);
      const body = await response.body();
      expect(body.length, `${file.url}: the published file is the one in content/media`).toBe(
        fs.statSync(localFile(file.url)).size,
      );
      if (expectedType === 'application/pdf') expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  test(`downloads: clicking a file opens it in a new page (${locale})`, async ({ page, context }) => {
    const file = years[0]!.files.find((f) => isLocal(f.url)) as Download;
    await page.goto(url);
    await waitForHydration(page);
    const link = page.locator(`main a[href="${file.url}"]`);
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect.poll(() => new URL(popup.url()).pathname).toBe(file.url);
    await expect(page).toHaveURL((u) => u.pathname === url);
  });
}
