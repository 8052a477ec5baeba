import { expect, test } from './support/test';
import {
  expectHomeLeadsWithResults,
  expectOnFirstScreen,
  overallWinner,
  rowsOnFirstScreen,
} from './support/first-screen';
import { skipIntro } from './support/intro';
import { edition, lastArchivedYear } from './support/editions';
import { currentYear, editionTexts, localePath, locales, messages, type Locale } from './support/site';

/**
 * At 1440 × 900 the data pages open on their data, under a compact head (eyebrow, title, one
 * intro line), and the home page leads with the current edition's result. Every text of the
 * data pages' intros stays on the page, after the data when the head has no room for it.
 * The sample-data band is on in this content, as it is here.
 */
const archived = lastArchivedYear ?? currentYear;

/** The visible sentences of a content HTML snippet. */
const plain = (html = '') =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

// A past edition's ranking has two lines more above it (the notice band and the breadcrumb).
for (const [path, least] of [
  ['/rangliste', 10],
  ['/en/rangliste', 10],
  [`/${archived}/rangliste`, 8],
] as const) {
  test(`${path}: ${least} rows of the ranking or more on the first screen`, async ({ page }) => {
    await page.goto(path);
    const { inside } = await rowsOnFirstScreen(page);
    expect(inside, 'rows wholly inside 1440 × 900').toBeGreaterThanOrEqual(least);
    await expectOnFirstScreen(page, page.getByRole('heading', { level: 1 }), 'title');
  });
}

/** The data pages with a compact head, the first thing of their data, and where their intro comes from. */
const dataPages = (locale: Locale) => {
  const t = messages[locale];
  const first = edition(currentYear).awards;
  const titles = editionTexts(locale).awards;
  const overall = first.winnerCategories[0]!;
  return [
    {
      path: localePath(locale, '/gewinner'),
      intro: editionTexts(locale).pages.winners.intro,
      start: (main: ReturnType<typeof mainOf>) =>
        main.getByRole('heading', { level: 2, name: titles.categories[overall.key].title, exact: true }),
    },
    {
      path: localePath(locale, '/special-mention'),
      intro: editionTexts(locale).pages.specialMention.intro,
      start: (main: ReturnType<typeof mainOf>) =>
        main.getByRole('heading', {
          level: 2,
          name: titles.specialMentions[first.specialMentions[0]!.key].title,
          exact: true,
        }),
    },
    {
      path: localePath(locale, '/archiv'),
      intro: t.pages.archive.intro,
      start: (main: ReturnType<typeof mainOf>) =>
        main.getByRole('heading', {
          level: 2,
          name: t.editions.archive.editionTitle.replace('{year}', String(currentYear)),
          exact: true,
        }),
    },
    {
      path: localePath(locale, '/vergleich'),
      intro: t.pages.compare.intro,
      start: (main: ReturnType<typeof mainOf>) => main.getByLabel(t.compare.add.label, { exact: true }),
    },
  ];
};
const mainOf = (page: import('@playwright/test').Page) => page.locator('main');

for (const locale of locales) {
  for (const { path, intro, start } of dataPages(locale)) {
    test(`${path}: a compact head, the data on the first screen, every intro text on the page`, async ({ page }) => {
      await page.goto(path);
      const main = mainOf(page);
      await expectOnFirstScreen(page, page.getByRole('heading', { level: 1, name: intro.pageTitle }), 'title');
      if (intro.navTitle) await expectOnFirstScreen(page, main.getByText(intro.navTitle, { exact: true }), 'eyebrow');
      // The start of the data: its first heading or field, at least its top on the first screen.
      const box = await start(main).boundingBox();
      expect(
        box && box.y >= 0 && box.y + 24 <= 900,
        `the data starts on the first screen: ${JSON.stringify(box)}`,
      ).toBe(true);
      // The tall head's sun is for the editorial pages.
      await expect(main.locator('.sun-mark')).toHaveCount(0);
      // The intro's line is on the first screen; every sentence of the intro is somewhere on the page.
      const text = (await main.innerText()).replace(/\s+/g, ' ');
      for (const html of [intro.leftIntro, intro.rightIntro, intro.richText])
        for (const sentence of plain(html)
          .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
          .filter(Boolean))
          expect(text, `${path} keeps "${sentence}"`).toContain(sentence);
      const opening = plain(intro.leftIntro).split(/(?<=[.!?])\s/)[0] ?? '';
      await expectOnFirstScreen(page, main.getByText(opening.slice(0, 40), { exact: false }).first(), 'intro line');
    });
  }
}

test('the ranking’s intro: its line above the table, the rest after it, each sentence once', async ({ page }) => {
  await page.goto('/rangliste');
  const intro = editionTexts('de-CH').pages.ranking.intro;
  const sentences = plain(intro.leftIntro).split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const main = page.locator('main');
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  const table = (await main.locator('table').boundingBox())!;
  for (const sentence of sentences) {
    expect(text.split(sentence).length - 1, `"${sentence}" once`).toBe(1);
    const box = (await main.getByText(sentence, { exact: false }).first().boundingBox())!;
    const inHead = box.y + box.height <= table.y;
    const after = box.y >= table.y + table.height;
    expect(inHead || after, `${sentence}: ${JSON.stringify(box)}`).toBe(true);
  }
  // The first sentence is the head's line.
  const first = (await main.getByText(sentences[0]!, { exact: false }).first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(table.y);
});

for (const locale of locales) {
  test(`${localePath(locale, '/')}: the first screen holds the overall winner and the ways into the results`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/'));
    await expectHomeLeadsWithResults(page, locale);
    // The cover is the first view's image: eager, high priority, preloaded in the head.
    const cover = page.locator('main section.page-intro a img').first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('loading', 'eager');
    const src = (await cover.getAttribute('src')) ?? '';
    const preloads = await page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('href')} ${l.getAttribute('imagesrcset')}`));
    expect(
      preloads.some((p) => p.includes(src.replace(/\.[a-z]+$/, ''))),
      preloads.join('\n'),
    ).toBe(true);
  });
}

test('the home page: the results, then the intro’s text, then the slider', async ({ page }) => {
  await page.goto('/');
  const top = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const winner = await top('main section.page-intro h2');
  const text = await top('main section.page-intro .page-intro__body');
  const slider = await top('main [aria-roledescription="carousel"]');
  expect(winner).toBeLessThan(text);
  expect(text).toBeLessThan(slider);
  await expect(page.locator('main section.page-intro h2').first()).toHaveText(
    editionTexts('de-CH').awards.categories.overall.title,
  );
  await expect(page.locator('main section.page-intro')).toContainText(overallWinner().name);
});
