import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillFigures, fillSitePages } from '../lib/content/edition-figures';
import { currentYear, editionFiguresOf, editionFolder, figuresOfYear } from './support/site';

const ignore = { problem: () => {}, warning: () => {} };

/**
 * The data at the original app's call paths (spec section 7) and the generated media: what the
 * build publishes must equal the validated content.
 */
const root = path.resolve(__dirname, '..');
const read = (relative: string) => JSON.parse(fs.readFileSync(path.join(root, relative), 'utf8'));
const ranking: { ref: string }[] = read(`${editionFolder()}/ranking.json`);
const awards: { winnerCategories: { winners: string[] }[]; specialMentions: { ref: string }[] } = read(
  `${editionFolder()}/awards.json`,
);

test('translations are published per locale', async ({ request }) => {
  for (const locale of ['de-CH', 'en-GB']) {
    const response = await request.get(`/assets/i18n/${locale}.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    // As validated: the texts that name an edition's figures ({reports} …) with the current edition's
    // filled in, each download group's with its own year's.
    const raw = read(`content/i18n/${locale}.json`);
    const filled = {
      ...raw,
      footer: { ...raw.footer, addresses: fillFigures(raw.footer.addresses, editionFiguresOf(), locale, ignore) },
      pages: fillSitePages(raw.pages, editionFiguresOf(), figuresOfYear, locale, ignore),
    };
    expect(JSON.stringify(raw)).toContain('{reports}');
    expect(await response.json()).toEqual(filled);
  }
});

test('the ranking and every participant row are published', async ({ request }) => {
  const response = await request.get('/assets/ranking.json');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(ranking);
  for (const { ref } of ranking.filter((_, i) => i % 20 === 0)) {
    const row = await request.get(`/assets/participants/${ref}.json`);
    expect(row.status()).toBe(200);
    expect(await row.json()).toEqual(read(`${editionFolder()}/participants/${ref}.json`));
  }
  expect((await request.get('/assets/participants/no-such-company.json')).status()).toBe(404);
});

test('every participant has a cover image and a PDF, every award ref its spreads', async ({ request }) => {
  for (const { ref } of ranking) {
    const image = await request.head(`/globalassets/participants/${currentYear}/${ref}.jpg`);
    expect(image.status(), ref).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const pdf = await request.head(`/globalassets/participants/${currentYear}/${ref}.pdf`);
    expect(pdf.status(), ref).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  }
  const awardRefs = new Set([
    ...awards.winnerCategories.flatMap((c) => c.winners),
    ...awards.specialMentions.map((m) => m.ref),
  ]);
  for (const ref of awardRefs) {
    for (const n of [1, 2, 3]) {
      expect(
        (await request.head(`/globalassets/laudatio/${currentYear}/${ref}-${n}.jpg`)).status(),
        `${ref}-${n}`,
      ).toBe(200);
    }
  }
});

test('a generated PDF is a real PDF', async ({ request }) => {
  const body = await (await request.get(`/globalassets/participants/${currentYear}/${ranking[0]!.ref}.pdf`)).body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
});
