import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { awards, nameOf, participantUrl, row } from './support/participants';
import { localePath, locales, mainNav, messages, participants, translator, type Locale } from './support/site';

/**
 * Printing (docs/behaviour.md, "Printing"; components/shell/print.css): a participant's result,
 * the ranking and the winners print on A4 in both languages without the site's chrome (header
 * navigation, cookie notice, compare tray, carousels, the ranking's tools, the participant
 * page's winner links and badge box), with every section, category and row, open <details>,
 * the page's web address and the address of each link that leaves the site. Chromium prints
 * each page to PDF, which poppler-utils reads back (pdftotext -raw: in the order it was drawn).
 * The PDFs stay in the test's output folder for a look at the pages.
 */
interface Printout {
  /** The text in drawing order, whitespace collapsed, compatibility forms folded, lower case. */
  text: string;
  /** The same, of the first page only. */
  firstPage: string;
  /** The same, page by page. */
  pageTexts: string[];
  pages: number;
}

/** Text as compared: ligatures and "…" folded (NFKC), whitespace collapsed, case ignored (CSS capitals). */
const fold = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
/** Without any whitespace: a long address may wrap anywhere. */
const squeeze = (text: string) => fold(text).replace(/ /g, '');
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ');

const has = (printout: Printout, text: string) => printout.text.includes(fold(text));

function pdfText(file: string, pages: string[] = []): string {
  return fold(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', ...pages, file, '-'], { encoding: 'utf8' }));
}

async function print(page: Page, name: string): Promise<Printout> {
  const file = test.info().outputPath(`${name}.pdf`);
  await page.pdf({ path: file, format: 'A4' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/^Page size:.* pts \(A4\)$/m);
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
  test.info().annotations.push({ type: 'printout', description: `${name}: ${pages} pages` });
  const pageTexts = Array.from({ length: pages }, (_, i) => pdfText(file, ['-f', `${i + 1}`, '-l', `${i + 1}`]));
  return { text: pdfText(file), firstPage: pageTexts[0] ?? '', pageTexts, pages };
}

/** Open a page as a first-time visitor: the cookie notice shows on screen. */
async function open(page: Page, locale: Locale, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: messages[locale].cookieBanner.label })).toBeVisible();
}

/** Runs `check` with the document under print media, then back on screen. */
async function inPrint<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.emulateMedia({ media: 'print' });
  try {
    return await check();
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** What every printout leaves out (each of it on screen) and holds: the page's address, on page 1. */
async function expectPageFrame(page: Page, locale: Locale, printout: Printout) {
  const t = messages[locale];
  expect(has(printout, t.cookieBanner.title)).toBe(false);
  expect(has(printout, t.site.skipToContent)).toBe(false);
  expect(has(printout, mainNav.map((key) => t.nav[key]).join(' '))).toBe(false);
  expect(has(printout, t.footer.copyright.replace('{year}', String(new Date().getFullYear())))).toBe(false);
  // The address the page gives as canonical, with the words around it, on the first page.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/^https?:\/\//);
  const address = translator(locale)('site.printAddress', { url: canonical ?? '' });
  expect(squeeze(printout.firstPage)).toContain(squeeze(address));

  await inPrint(page, async () => {
    for (const chrome of ['.site-header nav', '.language-switch', '.consent', '.scroll-top', '.site-footer']) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
      await expect(carousel).toBeHidden();
    }
    await expect(page.locator('.print-address')).toBeVisible();
  });
  await expect(page.locator('.print-address')).toBeHidden();
}

/** Each link that leaves the site and prints shows its address after its text. */
async function expectExternalAddresses(page: Page, printout: Printout): Promise<string[]> {
  const hrefs = await inPrint(page, () =>
    page
      .locator('main a[href^="http"]')
      .evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href') ?? '')),
  );
  for (const href of hrefs) expect(squeeze(printout.text), href).toContain(squeeze(`(${href})`));
  return hrefs;
}

for (const locale of locales) {
  const t = messages[locale];

  test(`a winner's result page prints whole, without chrome (${locale})`, async ({ page }) => {
    const sika = row('sika');
    const laudatio = t.laudatio.sika;
    expect(laudatio, 'sika has a laudatio').toBeDefined();
    await open(page, locale, participantUrl(locale, 'sika'));
    const printout = await print(page, `participant-${locale}`);
    await expectPageFrame(page, locale, printout);

    expect(has(printout, nameOf(sika))).toBe(true);
    for (const label of [t.participant.ranks.valueReporting, t.participant.ranks.design, t.participant.ranks.overall]) {
      expect(has(printout, label), label).toBe(true);
    }
    const sections = [
      laudatio!.title,
      t.participant.results.title,
      t.participant.results.detailCaption,
      t.participant.profile.title,
      t.participant.gaps.title,
      t.participant.peers.title,
      t.editions.history.title,
    ];
    for (const heading of sections) expect(has(printout, heading), heading).toBe(true);
    // The laudatio's text: its opening words (the first letter is a drop cap, drawn apart).
    expect(has(printout, fold(plain(laudatio!.richText)).split(' ').slice(1, 9).join(' '))).toBe(true);
    // Left out: the winner links above the page, the compare link, the badge box, other winners.
    for (const left of [
      t.compare.participantLink,
      t.badge.box.title,
      t.participant.teaser.title,
      t.participant.laudatio.galleryTitle,
    ]) {
      expect(has(printout, left), left).toBe(false);
    }
    const categoryNav = page.getByRole('navigation', { name: t.participant.categoryNav.label, includeHidden: true });
    await expect(categoryNav).toBeVisible();
    await inPrint(page, () => expect(categoryNav).toBeHidden());

    const external = await expectExternalAddresses(page, printout);
    expect(external.length, 'the website link prints its address').toBeGreaterThan(0);
  });

  test(`the ranking prints every row, without its tools and the compare tray (${locale})`, async ({ page }) => {
    await open(page, locale, localePath(locale, '/rangliste'));
    // Two companies chosen for a comparison: the tray shows on screen.
    const toggles = page.locator('main table button[data-compare]');
    for (const toggle of [toggles.nth(0), toggles.nth(1)]) {
      // In the middle of the window, clear of the cookie notice at its bottom.
      await toggle.evaluate((button) => button.scrollIntoView({ block: 'center' }));
      await toggle.click();
    }
    const tray = page.getByRole('complementary', { name: t.ranking.compare.title, includeHidden: true });
    await expect(tray).toBeVisible();

    const printout = await print(page, `ranking-${locale}`);
    await expectPageFrame(page, locale, printout);
    expect(has(printout, t.pages.ranking.intro.pageTitle)).toBe(true);
    for (const left of [t.ranking.searchLabel, t.ranking.download, t.ranking.compare.title, t.slider.title]) {
      expect(has(printout, left), left).toBe(false);
    }
    await inPrint(page, async () => {
      await expect(tray).toBeHidden();
      await expect(toggles.first()).toBeHidden();
    });

    // Every company, also those in the blocks of rows that were never on screen.
    const missing = participants.map((p) => p.company).filter((company) => !has(printout, company));
    expect(missing).toEqual([]);
    // The closed <details> with the open data's columns prints open.
    expect(await page.locator('main details').first().getAttribute('open')).toBeNull();
    expect(has(printout, t.ranking.openData.columnsSummary)).toBe(true);
    for (const description of Object.values(t.ranking.openData.columns)) {
      expect(has(printout, description), description).toBe(true);
    }
    // The table's rows are about 25 to a page: more pages than that would mean a break in the layout.
    expect(printout.pages).toBeLessThanOrEqual(Math.ceil(participants.length / 20) + 2);
    // Every page with rows of the table starts with the column headings (the table's head repeats).
    const tablePages = printout.pageTexts
      .map((text, i) => ({ text, page: i + 1 }))
      .filter(({ text }) => participants.some((p) => text.includes(fold(p.company))));
    expect(tablePages.length, 'the table runs over several pages').toBeGreaterThan(1);
    for (const { text, page } of tablePages) {
      const missingHeadings = Object.values(t.ranking.columns).filter((heading) => !text.includes(fold(heading)));
      expect(missingHeadings, `column headings on page ${page}`).toEqual([]);
    }
  });

  test(`the winners page prints every category and winner (${locale})`, async ({ page }) => {
    await open(page, locale, localePath(locale, '/gewinner'));
    const printout = await print(page, `winners-${locale}`);
    await expectPageFrame(page, locale, printout);
    expect(has(printout, t.pages.winners.intro.pageTitle)).toBe(true);
    expect(has(printout, t.slider.title)).toBe(false);
    for (const category of awards.winnerCategories) {
      const { title, description } = t.awards.categories[category.key];
      expect(has(printout, title), category.key).toBe(true);
      expect(has(printout, description ?? ''), category.key).toBe(true);
      for (const ref of category.winners) expect(has(printout, nameOf(row(ref))), `${category.key}: ${ref}`).toBe(true);
    }
    // The categories flow: several share a page, rather than one to a page with the rest left blank.
    const categories = awards.winnerCategories.length;
    expect(categories, 'enough categories to share pages').toBeGreaterThan(1);
    expect(printout.pages).toBeLessThan(categories);
    // A category's heading and its first card are on the same page (the heading found with its
    // description: a title such as "Design" also occurs in other text).
    for (const category of awards.winnerCategories) {
      const { title, description } = t.awards.categories[category.key];
      const heading = fold(`${title} ${description ?? ''}`);
      const pageText = printout.pageTexts.find((text) => text.includes(heading));
      expect(pageText, category.key).toBeDefined();
      expect(pageText, `${category.key}: first card beside the heading`).toContain(
        fold(nameOf(row(category.winners[0]!))),
      );
    }
  });
}
