import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { edition, editions } from './support/editions';
import { expectedMovers, expectedNewcomers, LISTED, moverKinds, placeIn } from './support/movers';
import { currentYear, localePath, locales, messages, translator, type Locale } from './support/site';
import { readWorkbook } from '../lib/ranking/__fixtures__/read-workbook';
import { openRanking } from './support/ranking';

/**
 * The year's movers ("Aufsteiger des Jahres"): on the winners page of every edition, in the open
 * data, and as the ranking's sort by movement. Every expectation is worked out from
 * content/editions/*\/ranking.json (e2e/support/movers), never from the site's code.
 */
const years = editions.map((e) => e.year).sort((a, b) => b - a);
const firstYear = years.at(-1)!;
const editionPath = (locale: Locale, year: number, page: string) =>
  localePath(locale, year === currentYear ? page : `/${year}${page}`);

for (const locale of locales) {
  const t = translator(locale);
  const texts = messages[locale].movers;

  for (const year of years) {
    test(`${locale}: the winners page of ${year} names its risers of the year`, async ({ page }) => {
      await page.goto(editionPath(locale, year, '/gewinner'));
      const section = page.getByRole('region', { name: texts.title, exact: true });
      await expect(section).toBeVisible();
      const expected = expectedMovers(year);
      if (!expected) {
        // The first edition on the site: one sentence says why there are none.
        await expect(section).toContainText(t('movers.firstEdition', { year: String(year) }));
        await expect(section.getByRole('list')).toHaveCount(0);
        return;
      }
      const previousYear = String(year - 1);
      await expect(section).toContainText(t('movers.intro', { previousYear, count: LISTED }));
      for (const kind of moverKinds) {
        const list = section.locator('section', {
          has: page.getByRole('heading', { name: texts.kinds[kind], exact: true }),
        });
        const movers = expected[kind];
        if (movers.length === 0) {
          await expect(list).toContainText(t('movers.none', { previousYear }));
          continue;
        }
        const items = list.getByRole('listitem');
        await expect(items).toHaveCount(movers.length);
        for (const [i, mover] of movers.entries()) {
          const item = items.nth(i);
          const link = item.getByRole('link');
          await expect(link).toHaveText(mover.name);
          await expect(link).toHaveAttribute(
            'href',
            editionPath(locale, year, `/teilnehmer/${encodeURIComponent(mover.ref)}`),
          );
          await expect(item).toContainText(t('movers.ranks', { previous: mover.previous, current: mover.current }));
          await expect(item).toContainText(t('movers.by', { by: mover.by }));
        }
      }
      await expect(section).toContainText(t('movers.newcomers', { count: expectedNewcomers(year), previousYear }));
    });
  }
}

test('the sample content has risers and a first edition without, so both cases are checked', () => {
  expect(expectedMovers(firstYear)).toBeUndefined();
  expect(expectedMovers(currentYear)?.overall.length).toBeGreaterThanOrEqual(LISTED);
});

/** A minimal RFC 4180 reader: quoted fields with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return rows;
}

/** Every edition's movers as the open data should hold them: newest edition first, the lists in turn. */
function expectedRecords() {
  return years.flatMap((year) => {
    const movers = expectedMovers(year);
    if (!movers) return [];
    const prefix = year === currentYear ? '' : `/${year}`;
    return moverKinds.flatMap((kind) =>
      movers[kind].map((m, i) => ({
        year,
        kind,
        rank: i + 1,
        ref: m.ref,
        company: m.name,
        previousRank: m.previous,
        currentRank: m.current,
        placesGained: m.by,
        urlDe: `${prefix}/teilnehmer/${m.ref}`,
        urlEn: `/en${prefix}/teilnehmer/${m.ref}`,
      })),
    );
  });
}
const COLUMNS = [
  'year',
  'kind',
  'rank',
  'ref',
  'company',
  'previousRank',
  'currentRank',
  'placesGained',
  'urlDe',
  'urlEn',
];

test('open data: the movers as JSON and CSV, every edition, read back', async ({ request }) => {
  const expected = expectedRecords();
  const json = await request.get('/open-data/movers.json');
  expect(json.status()).toBe(200);
  expect(json.headers()['content-type']).toMatch(/^application\/json/);
  const records = (await json.json()) as Record<string, string | number>[];
  for (const record of records) expect(Object.keys(record)).toEqual(COLUMNS);
  // The page addresses are absolute: compared by path.
  const byPath = (r: Record<string, string | number>) => ({
    ...r,
    urlDe: new URL(String(r.urlDe)).pathname,
    urlEn: new URL(String(r.urlEn)).pathname,
  });
  expect(records.map(byPath)).toEqual(expected);

  const csv = await request.get('/open-data/movers.csv');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const [header, ...lines] = parseCsv(await csv.text());
  expect(header).toEqual(COLUMNS);
  expect(lines).toEqual(records.map((record) => COLUMNS.map((column) => String(record[column]))));
  expect((await request.get(new URL(String(records[0]!.urlEn)).pathname)).status()).toBe(200);
});

for (const locale of locales) {
  test(`${locale}: the ranking footer links the movers' files, and the workbook is headed in the language`, async ({
    page,
  }) => {
    const texts = messages[locale].movers;
    await page.goto(localePath(locale, '/rangliste'));
    const footer = page.getByRole('complementary', { name: messages[locale].ranking.openData.title });
    await expect(footer.getByRole('link', { name: texts.openData.csv })).toHaveAttribute(
      'href',
      '/open-data/movers.csv',
    );
    await expect(footer.getByRole('link', { name: texts.openData.json })).toHaveAttribute(
      'href',
      '/open-data/movers.json',
    );
    const code = locale === 'de-CH' ? 'de' : 'en';
    const xlsx = footer.getByRole('link', { name: texts.openData.xlsx });
    await expect(xlsx).toHaveAttribute('href', `/open-data/movers.${code}.xlsx`);

    const response = await page.request.get(`/open-data/movers.${code}.xlsx`);
    expect(response.status()).toBe(200);
    const sheet = await readWorkbook(new Uint8Array(await response.body()));
    expect(sheet.sheetNames).toEqual([texts.openData.sheetName]);
    expect(sheet.rows[0]).toEqual(
      COLUMNS.map((column) => ({
        kind: 'text',
        value: texts.openData.headings[column as keyof typeof texts.openData.headings],
      })),
    );
    const expected = expectedRecords();
    expect(sheet.rows).toHaveLength(expected.length + 1);
    expect(sheet.rows[1]!.slice(0, 4)).toEqual([
      { kind: 'number', value: expected[0]!.year },
      { kind: 'text', value: texts.kinds[expected[0]!.kind] },
      { kind: 'number', value: 1 },
      { kind: 'text', value: expected[0]!.ref },
    ]);
  });
}

/**
 * The ranking sorted by movement, as worked out from the content: the overall places gained
 * against the year before, largest first; the same move by the better place now; unchanged ranks,
 * then the moves down; then the newcomers by their place; last the rows without a place overall,
 * by company. Ties left after that by company, then ref.
 */
function expectedMovementOrder(year: number): string[] {
  const before = new Map(edition(year - 1).rows.map((row) => [row.ref, row]));
  const collator = new Intl.Collator('de-CH', { sensitivity: 'accent', numeric: true });
  const keyed = edition(year).rows.map((row) => {
    const now = placeIn(row.rankOverall);
    const then = placeIn(before.get(row.ref)?.rankOverall);
    const group = now === null ? 2 : then === null ? 1 : 0;
    return { row, group, change: now !== null && then !== null ? now - then : 0, now: now ?? 0 };
  });
  keyed.sort(
    (a, b) =>
      a.group - b.group ||
      a.change - b.change ||
      a.now - b.now ||
      collator.compare(a.row.company, b.row.company) ||
      (a.row.ref < b.row.ref ? -1 : 1),
  );
  return keyed.map(({ row }) => row.ref);
}

const shownRefs = (page: Page) =>
  page
    .locator('main table')
    .evaluate((table) =>
      [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-ref]')]
        .filter((tr) => !tr.hidden)
        .map((tr) => tr.dataset.ref ?? ''),
    );

const archivedWithMovers = years.find((year) => year !== currentYear && expectedMovers(year));

for (const [locale, year] of [
  ['de-CH', currentYear],
  ['en-GB', currentYear],
  ['de-CH', archivedWithMovers],
] as const) {
  if (year === undefined) continue;
  test(`${locale}: the ranking of ${year} sorts by movement, and keeps it in the URL`, async ({ page }) => {
    const texts = messages[locale].ranking;
    const path = editionPath(locale, year, '/rangliste');
    await openRanking(page, path);
    const toggle = () => page.getByRole('checkbox', { name: texts.movementSort.name, exact: true });
    // Below the overall rank's heading: the table keeps its columns.
    await expect(page.getByRole('columnheader', { name: texts.columns.rankOverall }).getByRole('checkbox')).toHaveCount(
      1,
    );
    await expect(page.locator('main table thead th')).toHaveCount(5);
    await expect(toggle()).not.toBeChecked();
    await toggle().check();
    await expect(toggle()).toBeChecked();
    await expect(page).toHaveURL(/[?&]sortBy=movement(&|$)/);
    const expected = expectedMovementOrder(year);
    await expect.poll(() => shownRefs(page)).toEqual(expected);
    // No heading claims the sort.
    await expect(page.locator('main table thead th[aria-sort]')).toHaveCount(0);

    await openRanking(page, page.url());
    await expect(toggle()).toBeChecked();
    await expect.poll(() => shownRefs(page)).toEqual(expected);

    await toggle().uncheck();
    await expect(page).toHaveURL(/[?&]sortBy=company(&|$)/);
  });
}

test(`the ranking of ${firstYear}, the first edition, offers no sort by movement and ignores it in the URL`, async ({
  page,
}) => {
  expect(firstYear, 'the sample content has archived editions').not.toBe(currentYear);
  await openRanking(page, `/${firstYear}/rangliste?sortBy=movement`);
  await expect(page.locator('main table').getByRole('checkbox')).toHaveCount(0);
  await expect(page.locator('main table thead th[aria-sort="ascending"]')).toHaveCount(1);
  const refs = await shownRefs(page);
  expect(refs).toHaveLength(edition(firstYear).rows.length);
});
