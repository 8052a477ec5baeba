import { expect, test } from './support/test';
import { locales, messages } from './support/site';
import {
  activeCategory,
  awards,
  categoryNav,
  nameOf,
  openParticipant as open,
  participantUrl as url,
  row,
} from './support/participants';

/**
 * The winner-category header of participant pages and its `category` query parameter (issue 3):
 * titles and numbered links per category, each showing its winner's name, the active category
 * following the participant or a valid parameter naming one of its categories, invalid
 * parameters ignored.
 */
test.describe('winner header of categories', () => {
  for (const locale of locales) {
    test(`four categories with titles and three numbered links each (${locale})`, async ({ page }) => {
      await open(page, url(locale, 'sika'));
      const nav = categoryNav(page, locale);
      const groups = nav.locator(':scope > ul > li');
      await expect(groups).toHaveCount(awards.winnerCategories.length);
      for (const [index, category] of awards.winnerCategories.entries()) {
        const group = groups.nth(index);
        const first = category.winners[0] as string;
        const title = group.getByRole('link', { name: messages[locale].awards.categories[category.key]?.title });
        // The category title leads to the category's first winner, keeping the category.
        await expect(title).toHaveAttribute('href', url(locale, first, `?category=${index}`));
        const places = group.locator('ol a');
        await expect(places).toHaveCount(category.winners.length);
        for (const [i, ref] of category.winners.entries()) {
          await expect(places.nth(i)).toHaveAttribute('href', url(locale, ref, `?category=${index}`));
          // The number and the winner's name are both in sight, no hover needed.
          await expect(places.nth(i).locator('[aria-hidden="true"]')).toHaveText([String(i + 1), nameOf(row(ref))]);
          await expect(places.nth(i)).toBeVisible();
          await expect(places.nth(i).locator('[aria-hidden="true"]').last()).toBeVisible();
          await expect(places.nth(i)).toHaveAccessibleName(
            new RegExp(`${i + 1}.*${nameOf(row(ref)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          );
        }
      }
    });
  }

  test('a numbered link opens that winner with its category active', async ({ page }) => {
    await open(page, url('de-CH', 'sika'));
    const text = awards.winnerCategories.findIndex((c) => c.key === 'text');
    const second = awards.winnerCategories[text]?.winners[1] as string;
    await categoryNav(page, 'de-CH').locator(':scope > ul > li').nth(text).locator('ol a').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/teilnehmer/${second}\\?category=${text}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(row(second)));
    await expect.poll(() => activeCategory(page, 'de-CH')).toBe(text);
  });
});

test.describe('the category query parameter', () => {
  const overall = awards.winnerCategories.findIndex((c) => c.winners.includes('swisscom'));
  const text = awards.winnerCategories.findIndex((c) => c.key === 'text');
  const notSwisscom = awards.winnerCategories.findIndex((c) => !c.winners.includes('swisscom'));

  test('swisscom is in two categories: the first is active without a parameter', async ({ page, request }) => {
    expect(overall).toBe(0);
    expect(awards.winnerCategories[text]?.winners).toContain('swisscom');
    // The static HTML marks the participant's own category …
    const html = await (await request.get(url('de-CH', 'swisscom', `?category=${text}`))).text();
    expect(html.match(/data-active="true"/g)).toHaveLength(1);
    // … and in the browser it stays so without a parameter.
    await open(page, url('de-CH', 'swisscom'));
    expect(await activeCategory(page, 'de-CH')).toBe(overall);
  });

  for (const locale of locales) {
    test(`?category=${text} activates text for swisscom (${locale})`, async ({ page }) => {
      await open(page, url(locale, 'swisscom', `?category=${text}`));
      await expect.poll(() => activeCategory(page, locale)).toBe(text);
      const current = categoryNav(page, locale).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', url(locale, 'swisscom', `?category=${text}`));
    });
  }

  for (const value of [String(notSwisscom), '9', '-1', 'text', '1.0', '']) {
    test(`an invalid ?category=${value} is ignored`, async ({ page }) => {
      await open(page, url('de-CH', 'swisscom', `?category=${encodeURIComponent(value)}`));
      await expect.poll(() => activeCategory(page, 'de-CH')).toBe(overall);
    });
  }

  test('switching between the two categories on the page follows the parameter', async ({ page }) => {
    await open(page, url('en-GB', 'swisscom'));
    const nav = categoryNav(page, 'en-GB');
    await nav.locator(`a[href="${url('en-GB', 'swisscom', `?category=${text}`)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`\\?category=${text}$`));
    await expect.poll(() => activeCategory(page, 'en-GB')).toBe(text);
    await nav.locator(`a[href="${url('en-GB', 'swisscom', `?category=${overall}`)}"]`).click();
    await expect.poll(() => activeCategory(page, 'en-GB')).toBe(overall);
  });
});
