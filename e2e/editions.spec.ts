import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import {
  edition,
  editions,
  expectedHistory,
  lastArchivedYear,
  refWithGap,
  renamedRef,
  shownName,
  type ExpectedHistoryRow,
} from './support/editions';
import { currentYear, editionTexts, localePath, locales, messages, translator, type Locale } from './support/site';

/**
 * Every edition stays online: the archive lists them all, an archived edition's ranking, winners
 * and participant pages live under its year and say which edition they show, and every
 * participant page carries the company's history. Expected values come from the content files
 * (e2e/support/editions.ts), never from the pages' own code.
 */
const archived = lastArchivedYear ?? currentYear;
const archivedEdition = edition(archived);

test('the content has what these checks open: an archived edition, a renamed company, a skipped year', () => {
  expect(lastArchivedYear).toBeDefined();
  expect(renamedRef).toBeDefined();
  expect(refWithGap).toBeDefined();
});

/** The history table's rows as a reader sees them: year, ranks or the gap text. */
function historyRows(page: Page) {
  return page.locator('main section[aria-labelledby="history-title"] table tbody tr').evaluateAll((rows) =>
    rows.map((tr) => ({
      year: Number((tr.querySelector('th')?.textContent ?? '').match(/\d{4}/)?.[0]),
      cells: [...tr.querySelectorAll('td')].map(
        (td) => td.querySelector('[aria-hidden="true"]')?.textContent ?? td.textContent ?? '',
      ),
    })),
  );
}

function expectHistory(shown: { year: number; cells: string[] }[], expected: ExpectedHistoryRow[], gapText: string) {
  expect(shown.map((row) => row.year)).toEqual(expected.map((row) => row.year));
  expected.forEach((row, i) => {
    const cells = shown[i]?.cells.map((cell) => cell.trim());
    if (row.kind === 'gap') expect(cells).toEqual([gapText]);
    else expect(cells).toEqual(row.ranks);
  });
}

for (const locale of locales) {
  const t = translator(locale);
  const texts = messages[locale];

  test(`${localePath(locale, '/archiv')}: every edition, newest first, with its winners`, async ({ page }) => {
    await page.goto(localePath(locale, '/archiv'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pages.archive.intro.pageTitle);
    const headings = page.locator('main article h2');
    await expect(headings).toHaveText(
      editions.map((e) => t('editions.archive.editionTitle', { year: String(e.year) })),
    );
    for (const e of editions) {
      const article = page.locator(`main article[data-edition="${e.year}"]`);
      const titles = editionTexts(locale, e.year).awards.categories;
      for (const category of e.awards.winnerCategories) {
        const block = article.locator('div', {
          has: page.getByRole('heading', { level: 3, name: titles[category.key].title }),
        });
        const names = category.winners.map((ref) => shownName(e.rows.find((row) => row.ref === ref)!));
        await expect(block.getByRole('listitem')).toHaveText(names);
      }
      await expect(article.getByText(texts.editions.archive.current, { exact: true })).toHaveCount(
        e.year === currentYear ? 1 : 0,
      );
    }
    await page
      .locator(`main article[data-edition="${archived}"]`)
      .getByRole('link', { name: t('editions.archive.toRanking', { year: String(archived) }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, `/${archived}/rangliste`)}$`));
  });

  test(`${localePath(locale, `/${archived}/rangliste`)}: the edition's ranking, saying which edition it is`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, `/${archived}/rangliste`));
    await waitForHydration(page);
    const notice = page.getByRole('complementary', { name: texts.editions.archivedNotice.label });
    await expect(notice).toContainText(t('editions.archivedNotice.text', { year: String(archived) }));
    await expect(notice.getByRole('link')).toHaveAttribute('href', localePath(locale, '/rangliste'));
    await expect(page.locator('main tbody tr:has(th)')).toHaveCount(archivedEdition.rows.length);
    const first = page.locator('main tbody tr:has(th) a').first();
    await expect(first).toHaveAttribute('href', new RegExp(`^${localePath(locale, `/${archived}/teilnehmer/`)}`));
    // Sorting works as on the current ranking: the edition's overall winner comes first.
    await page.getByRole('columnheader', { name: texts.ranking.columns.rankOverall }).getByRole('button').click();
    const winner = archivedEdition.rows.find((row) => row.rankOverall.trim() === '1');
    await expect(page.locator('main tbody tr:has(th):visible th').first()).toHaveText(winner!.company);
  });

  test(`${localePath(locale, `/${archived}/gewinner`)}: that year's winners, linking to that year's pages`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, `/${archived}/gewinner`));
    const overall = archivedEdition.awards.winnerCategories[0]!;
    const winner = archivedEdition.rows.find((row) => row.ref === overall.winners[0])!;
    const link = page.locator(`main a[href^="${localePath(locale, `/${archived}/teilnehmer/${winner.ref}`)}"]`).first();
    await expect(link).toContainText(shownName(winner));
    await expect(page.getByRole('complementary', { name: texts.editions.archivedNotice.label })).toBeVisible();
  });

  test(`${localePath(locale, `/${archived}/teilnehmer/…`)}: the company as it was then, with its history`, async ({
    page,
  }) => {
    const ref = archivedEdition.awards.winnerCategories[0]!.winners[0]!;
    const row = archivedEdition.rows.find((r) => r.ref === ref)!;
    const response = await page.goto(localePath(locale, `/${archived}/teilnehmer/${ref}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName(row));
    await expect(page.getByRole('complementary', { name: texts.editions.archivedNotice.label })).toBeVisible();
    expectHistory(await historyRows(page), expectedHistory(ref, archived), texts.editions.history.gap);
    await expect(page.locator('main img[data-preload], main img').first()).toHaveAttribute(
      'src',
      new RegExp(`/${archived}/${ref}\\.jpg$`),
    );
  });
}

test('the history table of current participant pages holds the ranks of every edition', async ({ page }) => {
  const refs = [refWithGap, renamedRef, edition(currentYear).awards.winnerCategories[0]!.winners[0]].filter(
    (ref): ref is string => ref !== undefined,
  );
  for (const locale of locales) {
    for (const ref of refs) {
      await page.goto(localePath(locale, `/teilnehmer/${ref}`));
      expectHistory(await historyRows(page), expectedHistory(ref), messages[locale].editions.history.gap);
    }
  }
  // Each earlier year links to that edition's page of the company.
  const ref = refs[refs.length - 1]!;
  await page.goto(`/teilnehmer/${ref}`);
  const older = expectedHistory(ref).find((row) => row.kind === 'took-part' && row.year !== currentYear);
  if (older) {
    await page
      .locator(`main section[aria-labelledby="history-title"] a[href="/${older.year}/teilnehmer/${ref}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`/${older.year}/teilnehmer/${ref}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a renamed company shows its former name in its history', async ({ page }) => {
  const history = expectedHistory(renamedRef!);
  const current = history[0]!.kind === 'took-part' ? history[0]!.name : '';
  const former = history.find((row) => row.kind === 'took-part' && row.name !== current) as { name: string };
  await page.goto(`/teilnehmer/${renamedRef}`);
  await expect(page.locator('main section[aria-labelledby="history-title"] table')).toContainText(
    translator('de-CH')('editions.history.formerName', { name: former.name }),
  );
});

const notFound = [
  '/1999/rangliste',
  `/${currentYear}/rangliste`,
  '/en/1999/gewinner',
  `/${archived}/teilnehmer/no-such-company`,
];
// A company of the current edition that did not take part in the archived one.
const absent = edition(currentYear).rows.find((row) => !archivedEdition.rows.some((r) => r.ref === row.ref));
if (absent) notFound.push(`/${archived}/teilnehmer/${absent.ref}`);

for (const path of notFound) {
  test(`${path} answers 404`, async ({ page, consoleGuard }) => {
    consoleGuard.allowNotFound(path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  });
}

for (const [locale, path] of [
  ['de-CH', '/archiv'],
  ['en-GB', `/en/${archived}/rangliste`],
  ['de-CH', `/${archived}/teilnehmer/${archivedEdition.awards.winnerCategories[0]!.winners[0]}`],
] as [Locale, string][]) {
  test(`axe: ${path}`, async ({ page }) => {
    if (path.includes('rangliste')) test.slow();
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: messages[locale].cookieBanner.label })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
}
