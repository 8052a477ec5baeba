import { expect, test, waitForHydration } from './support/test';
import { expectedCompanyEntries, noteOf, shownCompanyEntries } from './support/companies';
import { editions, renamedRef } from './support/editions';
import { localePath, locales, messages, translator } from './support/site';

/**
 * The company index (/unternehmen, /en/unternehmen): every company of every edition, A–Z in the
 * page's language, under its newest name and under each former one, with its sector and its
 * years linked to that edition's page. Expected entries come from the content files
 * (e2e/support/companies.ts), never from the site's code.
 */
test('the content has a renamed company', () => {
  expect(renamedRef).toBeDefined();
});

for (const locale of locales) {
  const path = localePath(locale, '/unternehmen');
  const t = translator(locale);
  const texts = messages[locale].companies;
  const expected = expectedCompanyEntries(locale);
  const collator = new Intl.Collator(locale, { numeric: true });
  const base = new Intl.Collator(locale, { sensitivity: 'base' });

  test(`${path}: every company of every edition, once per name, with its sector and years`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].pages.companies.intro.pageTitle);
    const shown = await shownCompanyEntries(page);
    expect(shown).toHaveLength(expected.length);

    const key = (name: string, years: string[]) => `${name} | ${years.join(' ')}`;
    expect(
      shown
        .map((e) =>
          key(
            e.name,
            e.years.map((y) => y.href),
          ),
        )
        .sort(),
    ).toEqual(
      expected
        .map((e) =>
          key(
            e.name,
            e.years.map(([, href]) => href),
          ),
        )
        .sort(),
    );
    for (const entry of expected) {
      const hrefs = entry.years.map(([, href]) => href);
      const found = shown.find((e) => e.name === entry.name && e.years[0]?.href === hrefs[0]);
      expect(found, entry.name).toBeDefined();
      expect(found!.years, entry.name).toEqual(
        entry.years.map(([year, href]) => ({
          shown: String(year),
          name: t('companies.yearLink', { name: entry.name, year: String(year) }),
          href,
        })),
      );
      expect(found!.meta, entry.name).toEqual([entry.sector, noteOf(locale, entry)].filter(Boolean));
    }

    // A–Z as the page's language sorts, each under the letter it begins with.
    for (let i = 1; i < shown.length; i++) {
      expect(
        collator.compare(shown[i - 1]!.name, shown[i]!.name),
        `${shown[i - 1]!.name} ≤ ${shown[i]!.name}`,
      ).toBeLessThanOrEqual(0);
    }
    for (const entry of shown) {
      const first = entry.name.match(/[\p{L}\p{N}]/u)?.[0] ?? '';
      if (/\p{N}/u.test(first)) expect(entry.letter).toBe(texts.otherGroup);
      else expect(base.compare(first, entry.letter), entry.name).toBe(0);
    }
    await expect(
      page.getByText(
        t('companies.summary', { companies: new Set(expected.map((e) => e.ref)).size, editions: editions.length }),
      ),
    ).toBeVisible();
  });

  test(`${path}: the letters jump to their sections; letters without companies are not links`, async ({ page }) => {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: texts.letters });
    const shown = await shownCompanyEntries(page);
    const letters = [...new Set(shown.map((e) => e.letter))];
    await expect(nav.getByRole('link')).toHaveText(letters);
    const alphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const withoutCompanies = alphabet.filter((letter) => !letters.includes(letter));
    for (const letter of withoutCompanies) {
      await expect(nav.getByText(letter, { exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: letter, exact: true })).toHaveCount(0);
    }
    await expect(nav.getByRole('listitem')).toHaveCount(alphabet.length + (letters.includes(texts.otherGroup) ? 1 : 0));

    const header = await page.locator('header.site-header').boundingBox();
    for (const letter of [letters.at(-1)!, letters[Math.floor(letters.length / 2)]!]) {
      await nav.getByRole('link', { name: letter, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#letter-${letter.toLowerCase()}$`));
      const heading = page.getByRole('heading', { level: 2, name: letter, exact: true });
      await expect(heading).toBeInViewport();
      // Below the sticky header, not under it.
      await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header!.height);
      await nav.scrollIntoViewIfNeeded();
    }
  });

  test(`${path}: the renamed company under both names`, async ({ page }) => {
    const renamed = expected.filter((e) => e.ref === renamedRef);
    const newest = renamed.find((e) => e.formerNames.length > 0)!;
    const former = renamed.find((e) => e.nowListedAs !== undefined)!;
    expect(former.nowListedAs).toBe(newest.name);
    await page.goto(path);
    const index = page.locator('main [data-company-index]');
    const newestEntry = index.locator(`li#company-${renamedRef}`);
    await expect(newestEntry.locator(':scope > span').first()).toHaveText(newest.name);
    await expect(newestEntry).toContainText(noteOf(locale, newest));
    await expect(newestEntry.locator(':scope > ul').getByRole('link')).toHaveCount(newest.years.length);

    const formerEntry = index.locator(':scope section > ul > li', {
      has: page.locator(':scope > span', {
        hasText: new RegExp(`^${former.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      }),
    });
    await expect(formerEntry).toHaveCount(1);
    await expect(formerEntry).toContainText(noteOf(locale, former));
    await expect(formerEntry.locator(':scope > ul').getByRole('link')).toHaveCount(former.years.length);
    await formerEntry.getByRole('link', { name: newest.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#company-${renamedRef}$`));
    await expect(newestEntry).toBeInViewport();

    // A year of the former name leads to that edition's page of the company.
    const [year, href] = former.years[0]!;
    await formerEntry
      .getByRole('link', { name: t('companies.yearLink', { name: former.name, year: String(year) }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(former.name);
  });

  test(`${path}: linked from the footer`, async ({ page }) => {
    await page.goto(localePath(locale, '/kontakt'));
    await waitForHydration(page);
    const link = page.locator('footer.site-footer').getByRole('link', { name: messages[locale].nav.companies });
    await expect(link).toHaveAttribute('href', path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('main [data-company-index]')).toBeVisible();
  });
}
