import { expect, test, waitForHydration } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { currentYear, editionYears, localePath, locales, messages, sectors } from './support/site';
import {
  editionRows,
  laudatios,
  nameOf,
  openSearch,
  participantUrl,
  resultHrefs,
  resultLinks,
  results,
  resultsFor,
  searchField,
  texts,
  yearsOf,
} from './support/search';

/**
 * The site search (/suche, /en/suche): results from every edition in the page's language as the
 * reader types, filters kept in the address, the keyboard, and the header's field that leads there.
 */

// A company of every edition, with a plain name, chosen from the content.
const current = editionRows.get(currentYear)!;
const everyYear = current.find(
  (row) => yearsOf(row.ref).length === editionYears.length && /^[A-Za-z ]+$/.test(nameOf(row)),
)!;
const company = { ref: everyYear.ref, name: nameOf(everyYear) };
// The first word of the name, as a reader would type it (unless it is a legal form).
const companyWords = company.name.split(' ')[0]!;

for (const locale of locales) {
  const t = texts(locale);
  const other = locale === 'de-CH' ? '/en/' : null;

  test(`a search for a company finds its page of every edition, first, in ${locale}`, async ({ page }) => {
    await openSearch(page, locale);
    await searchField(page, locale).fill(companyWords);
    await resultsFor(page, companyWords);
    const hrefs = await resultHrefs(page);
    const firstScreen = hrefs.slice(0, 10);
    for (const year of yearsOf(company.ref)) expect(firstScreen).toContain(participantUrl(locale, company.ref, year));
    // Every result is a page of this language.
    for (const href of hrefs) {
      if (other) expect(href.startsWith(other)).toBe(false);
      else expect(href === '/en' || href.startsWith('/en/')).toBe(true);
    }
    await expect(page).toHaveURL(`${localePath(locale, '/suche')}?q=${companyWords}`);
  });

  test(`a phrase from an archived laudatio finds that company's page of that year, in ${locale}`, async ({ page }) => {
    const year = editionYears.find((y) => y !== currentYear)!;
    const [ref, laudatio] = Object.entries(laudatios(year, locale)).find(([, l]) => l.richText)!;
    const words = laudatio
      .richText!.replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter((word) => /^[\p{L}-]{5,}$/u.test(word));
    const phrase = words.slice(3, 7).join(' ');
    await openSearch(page, locale);
    await searchField(page, locale).fill(phrase);
    await resultsFor(page, phrase);
    expect(await resultHrefs(page)).toContain(participantUrl(locale, ref, year));
    await expect(results(page).locator('mark').first()).toBeVisible();
  });

  test(`diacritics make no difference, in ${locale}`, async ({ page }) => {
    const names = [...editionRows.values()].flat().map(nameOf);
    for (const [typed, expected] of [
      ['zurcher kantonalbank', 'Zürcher Kantonalbank'],
      ['financiere', 'Compagnie Financière Richemont SA'],
    ] as const) {
      if (!names.includes(expected)) continue;
      await openSearch(page, locale);
      await searchField(page, locale).fill(typed);
      await resultsFor(page, typed);
      await expect(resultLinks(page).first()).toContainText(expected);
    }
  });

  test(`each filter and their combination narrow the results, in ${locale}`, async ({ page }) => {
    const year = editionYears[2]!;
    await openSearch(page, locale, `?q=${encodeURIComponent(companyWords)}&edition=${year}`);
    await resultsFor(page, companyWords);
    for (const href of await resultHrefs(page)) expect(href.startsWith(localePath(locale, `/${year}/`))).toBe(true);

    await page.getByRole('combobox', { name: t.filters.edition }).selectOption('');
    await page.getByRole('combobox', { name: t.filters.kind }).selectOption('company');
    await resultsFor(page, companyWords);
    const companyHrefs = await resultHrefs(page);
    expect(companyHrefs.length).toBeGreaterThanOrEqual(yearsOf(company.ref).length);
    for (const href of companyHrefs) expect(href).toMatch(/\/teilnehmer\/[a-z0-9-]+$/);

    const sector = everyYear.sector!;
    await page.getByRole('combobox', { name: t.filters.sector }).selectOption(sector);
    await resultsFor(page, companyWords);
    for (const href of await resultHrefs(page)) {
      const [, yearPart, ref] = /(?:\/(\d{4}))?\/teilnehmer\/([a-z0-9-]+)$/.exec(href)!;
      const row = editionRows.get(yearPart ? Number(yearPart) : currentYear)!.find((r) => r.ref === ref)!;
      expect(row.sector).toBe(sector);
    }

    // Words, edition and kind together: the ranking of one edition.
    await page.getByRole('combobox', { name: t.filters.sector }).selectOption('');
    await page.getByRole('combobox', { name: t.filters.kind }).selectOption('ranking');
    await page.getByRole('combobox', { name: t.filters.edition }).selectOption(String(year));
    const ranking = messages[locale].nav.ranking;
    await searchField(page, locale).fill(ranking);
    await resultsFor(page, ranking);
    expect(await resultHrefs(page)).toEqual([localePath(locale, `/${year}/rangliste`)]);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ q: ranking, edition: String(year), kind: 'ranking' });
    await expect(page.getByRole('button', { name: t.form.reset })).toBeVisible();
    expect(sectors.some((s) => s.key === sector)).toBe(true);
  });

  test(`words and filters survive a reload and the back button, in ${locale}`, async ({ page }) => {
    const year = editionYears[1]!;
    await openSearch(page, locale);
    await searchField(page, locale).fill(companyWords);
    await page.getByRole('combobox', { name: t.filters.edition }).selectOption(String(year));
    await resultsFor(page, companyWords);
    const before = await resultHrefs(page);
    expect(new URL(page.url()).searchParams.get('edition')).toBe(String(year));

    await page.reload();
    await resultsFor(page, companyWords);
    await expect(searchField(page, locale)).toHaveValue(companyWords);
    await expect(page.getByRole('combobox', { name: t.filters.edition })).toHaveValue(String(year));
    expect(await resultHrefs(page)).toEqual(before);

    await resultLinks(page).first().click();
    await expect(page).toHaveURL(before[0]!);
    await page.goBack();
    await resultsFor(page, companyWords);
    await expect(searchField(page, locale)).toHaveValue(companyWords);
    await expect(page.getByRole('combobox', { name: t.filters.edition })).toHaveValue(String(year));
  });

  test(`the keyboard alone: type, arrow through the results, Enter opens one, in ${locale}`, async ({ page }) => {
    await openSearch(page, locale);
    await searchField(page, locale).focus();
    await page.keyboard.type(companyWords);
    await resultsFor(page, companyWords);
    const hrefs = await resultHrefs(page);
    await page.keyboard.press('ArrowDown');
    await expect(resultLinks(page).nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(resultLinks(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(searchField(page, locale)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(hrefs[1]!);
  });

  test(`Enter in the field searches at once; no results say so, in ${locale}`, async ({ page }) => {
    // axe reads the whole page, the company index's thousand links with it.
    test.setTimeout(120_000);
    await openSearch(page, locale);
    await searchField(page, locale).fill('xylophonorchester');
    await searchField(page, locale).press('Enter');
    await resultsFor(page, 'xylophonorchester');
    await expect(page.getByRole('status')).toContainText('xylophonorchester');
    await expect(resultLinks(page)).toHaveCount(0);
    await expectNoSeriousViolations(page, `search without results (${locale})`);
  });

  test(`the search page is accessible with results shown, in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSearch(page, locale, `?q=${encodeURIComponent(companyWords)}`);
    await resultsFor(page, companyWords);
    await expectNoSeriousViolations(page, `search with results (${locale})`);
  });

  test(`the header's search field leads to the results, in ${locale}`, async ({ page }) => {
    await page.goto(localePath(locale, '/kriterien'));
    await waitForHydration(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.getByRole('banner').getByLabel(t.header.label, { exact: true }).first().click();
    const field = page.getByRole('banner').getByRole('searchbox', { name: t.header.label });
    await expect(field).toBeFocused();
    // Nothing of the search is loaded before the search page.
    expect(requests.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
    await field.fill(companyWords);
    await field.press('Enter');
    await expect(page).toHaveURL(`${localePath(locale, '/suche')}?q=${companyWords}`);
    await resultsFor(page, companyWords);
    await expect(searchField(page, locale)).toHaveValue(companyWords);
  });
}
