import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';
import { currentYear, editionFolder, localePath, locales, messages, participants } from './support/site';
import type { Awards } from '../lib/content/awards-schema';

/**
 * The winners (/gewinner) and special-mention (/special-mention) pages (spec sections 2 and 3):
 * one section per category of content/awards.json, titled from the translations, with a card
 * per awarded participant (place number, name, cover image, gold or plain border) linking to the
 * participant page; the rising sun. Expectations come from the content files and the spec's
 * rules, not from the implementation.
 */
const root = path.resolve(__dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

const awards = readJson<Awards>(`${editionFolder()}/awards.json`);

/** Design tokens (app/globals.css): gold for the winning place, the hairline rule for the rest. */
const GOLD = 'rgb(201, 162, 39)';
const RULE = 'rgb(217, 212, 204)';

/** Spec section 4: place = index + 1; with more than three winners two share second place. */
function expectedPlaces(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (count > 3 && i >= 2 ? i : i + 1));
}

function englishOrdinal(n: number): string {
  const suffix =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function nameOf(ref: string): string {
  const row = participants.find((p) => p.ref === ref);
  if (!row) throw new Error(`awards.json names ${ref}, which is not in ranking.json`);
  return row.pubRef || row.company;
}

const categorySection = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

async function expectCard(card: Locator, expected: { name: string; href: string; ref: string; first: boolean }) {
  await expect(card).toHaveAttribute('href', expected.href);
  await expect(card).toContainText(expected.name);
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', `/globalassets/participants/${currentYear}/${expected.ref}.jpg`);
  await expect(image).toHaveAttribute('width', '900');
  await expect(image).toHaveAttribute('height', '1200');
  await expect(card).toHaveCSS('border-top-color', expected.first ? GOLD : RULE);
}

for (const locale of locales) {
  test(`winners page (${locale}): one section per winner category with numbered cards`, async ({ page }) => {
    await page.goto(localePath(locale, '/gewinner'));
    for (const [index, category] of awards.winnerCategories.entries()) {
      const text = messages[locale].awards.categories[category.key];
      if (!text) throw new Error(`no translation for category ${category.key}`);
      const section = categorySection(page, text.title);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(text.title);
      if (text.description) await expect(section).toContainText(text.description);

      const cards = section.getByRole('link');
      await expect(cards).toHaveCount(category.winners.length);
      const places = expectedPlaces(category.winners.length);
      for (const [i, ref] of category.winners.entries()) {
        const card = cards.nth(i);
        const place = places[i] as number;
        // The place number is shown large; its accessible form names the place in words.
        await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(String(place));
        await expect(card).toContainText(locale === 'de-CH' ? `${place}. Platz` : `${englishOrdinal(place)} place`);
        await expectCard(card, {
          name: nameOf(ref),
          ref,
          href: localePath(locale, `/teilnehmer/${ref}?category=${index}`),
          first: place === 1,
        });
      }
    }
  });

  test(`special-mention page (${locale}): one section per mention, cards without a category`, async ({ page }) => {
    await page.goto(localePath(locale, '/special-mention'));
    const keys = [...new Set(awards.specialMentions.map((m) => m.key))];
    for (const key of keys) {
      const text = messages[locale].awards.specialMentions[key];
      if (!text) throw new Error(`no translation for special mention ${key}`);
      const section = categorySection(page, text.title);
      if (text.description) await expect(section).toContainText(text.description);
      const refs = awards.specialMentions.filter((m) => m.key === key).map((m) => m.ref);
      const cards = section.getByRole('link');
      await expect(cards).toHaveCount(refs.length);
      for (const [i, ref] of refs.entries()) {
        await expect(cards.nth(i)).toContainText(messages[locale].awardsPage.specialMention);
        await expectCard(cards.nth(i), {
          name: nameOf(ref),
          ref,
          href: localePath(locale, `/teilnehmer/${ref}`),
          first: expectedPlaces(refs.length)[i] === 1,
        });
      }
    }
    // The special-mention page shows no winner slider.
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  });

  for (const neutral of ['/gewinner', '/special-mention']) {
    test(`axe (${locale}) ${neutral} with every cover loaded`, async ({ page }) => {
      await page.goto(localePath(locale, neutral));
      await waitForHydration(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expectNoSeriousViolations(page, localePath(locale, neutral));
    });
  }
}

test('a card leads to the participant page in the same language', async ({ page }) => {
  const category = awards.winnerCategories[1];
  const ref = category?.winners[0];
  if (!category || !ref) throw new Error('awards.json has no second category');
  await page.goto('/en/gewinner');
  await waitForHydration(page);
  await categorySection(page, messages['en-GB'].awards.categories[category.key]?.title ?? '')
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(
    (url) => url.pathname === `/en/teilnehmer/${ref}` && url.searchParams.get('category') === '1',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(ref));
});

test('every cover image of both award pages exists and has the 3:4 size it announces', async ({ page }) => {
  for (const neutral of ['/gewinner', '/special-mention']) {
    await page.goto(neutral);
    const images = page.locator('main section[aria-labelledby] img');
    const count = await images.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const image = images.nth(i);
      await expect(image).toHaveAttribute('width', '900');
      await expect(image).toHaveAttribute('height', '1200');
      await image.scrollIntoViewIfNeeded();
      // The file the browser chose from the srcset: a WebP copy, loaded, in the announced 3:4.
      // (naturalWidth is corrected by the srcset density, so it is compared as a ratio.)
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const { ratio, current } = await image.evaluate((img: HTMLImageElement) => ({
        ratio: img.naturalWidth / img.naturalHeight,
        current: img.currentSrc,
      }));
      expect(ratio).toBeCloseTo(3 / 4, 2);
      expect(current).toMatch(/-\d+w\.webp$/);
    }
  }
});

test('covers of the first category load at once, the others lazily', async ({ page }) => {
  await page.goto('/gewinner');
  const sections = page.locator('main section[data-category]');
  await expect(sections).toHaveCount(awards.winnerCategories.length);
  const loading = await sections.evaluateAll((list) =>
    list.map((s) => [...s.querySelectorAll('img')].map((img) => img.loading)),
  );
  expect(loading[0]?.every((l) => l === 'eager')).toBe(true);
  expect(
    loading
      .slice(1)
      .flat()
      .every((l) => l === 'lazy'),
  ).toBe(true);
});

test('the cards keep their layout on a phone: cover beside the text, nothing wider than the screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/gewinner');
  const card = page.locator('main section[data-category] a').first();
  const [cover, number] = await Promise.all([
    card.locator('img').boundingBox(),
    card.locator('[aria-hidden="true"]').first().boundingBox(),
  ]);
  expect(cover && number && number.x > cover.x + cover.width - 1).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test.describe('the rising sun', () => {
  const disc = (page: Page) => page.locator('[data-sun] path');
  const transformOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).transform);
  /** The disc at its final place: no transform, or the identity matrix an animation ends on. */
  const risen = (transform: string) => transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';

  test('rises as it scrolls into view (CSS view timeline, no script)', async ({ page }) => {
    await page.goto('/gewinner');
    for (const part of await page.locator('[data-sun] g, [data-sun] path').all()) {
      await expect(part).not.toHaveCSS('animation-name', 'none');
      await expect(part).toHaveCSS('animation-timeline', /view\(/);
    }
    // Below the fold the disc waits under the horizon …
    expect(risen(await transformOf(disc(page)))).toBe(false);
    // … and once the sun has crossed half the viewport it stands fully risen.
    await page.locator('[data-sun]').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
    await expect.poll(async () => risen(await transformOf(disc(page)))).toBe(true);
  });

  test('stands still, fully risen, under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/special-mention');
    for (const part of await page.locator('[data-sun] g, [data-sun] path').all()) {
      await expect(part).toHaveCSS('animation-name', 'none');
    }
    expect(risen(await transformOf(disc(page)))).toBe(true);
  });
});
