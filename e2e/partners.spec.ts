import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { localePath, locales, messages } from './support/site';
import type { PartnerCompany } from '../lib/content/editorial-schema';

/**
 * The partners page (spec sections 2 and 3): every category and company of the translations in
 * both languages; a logo with a website is a link named "Website von {name}" that opens the
 * website in a new tab without opener or referrer; companies without a logo show name,
 * description and up to two text links; the winner slider follows. Expectations come from
 * content/i18n/*.json.
 */

/** A website as the spec wants it linked: a missing scheme is added (the site uses https://). */
const expectedHref = (website: string) => new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).href;
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
  expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

const category = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

for (const locale of locales) {
  const t = messages[locale];
  const url = localePath(locale, '/partner');
  // No list in the content gives no categories, which the tests below fail on.
  const categories = t.pages.partners.partnerCategories ?? [];

  test(`partners: every category and company from content (${locale})`, async ({ page }) => {
    expect(categories.length).toBeGreaterThan(0);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.partners.intro.pageTitle);
    const titles = await page.locator('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.slice(0, categories.length)).toEqual(categories.map((c) => c.title));
    for (const { title, companies } of categories) {
      const section = category(page, title);
      await expect(section.getByRole('listitem')).toHaveCount(
        companies.length +
          companies.reduce((n, c) => n + (c.logo ? 0 : [c.website, c.website2].filter(Boolean).length), 0),
      );
      for (const company of companies) {
        if (company.description)
          await expect(section.getByText(plain(company.description), { exact: true })).toBeVisible();
        if (company.logo) {
          const logo = section.locator(`img[src="${company.logo}"]`);
          await expect(logo).toHaveCount(1);
          expect(Number(await logo.getAttribute('width')), `${company.name}: logo width`).toBeGreaterThan(0);
          expect(Number(await logo.getAttribute('height')), `${company.name}: logo height`).toBeGreaterThan(0);
          if (!company.website && !company.website2) {
            await expect(logo).toHaveAttribute('alt', company.name);
            await expect(section.locator('a').filter({ has: logo })).toHaveCount(0);
          }
        } else {
          await expect(section.getByRole('heading', { level: 3, name: company.name, exact: true })).toBeVisible();
          for (const [website, text] of [
            [company.website, company.websiteText],
            [company.website2, company.websiteText2],
          ] as const) {
            if (!website) continue;
            const link = section.getByRole('link', { name: text ?? new URL(expectedHref(website)).host, exact: true });
            await expect(link).toHaveAttribute('href', expectedHref(website));
            await expectNewTab(link);
            await expect(link).toHaveAccessibleDescription(t.editorial.partners.newTab);
          }
        }
      }
    }
    await expect(page.getByRole('heading', { level: 2, name: t.slider.title })).toBeVisible();
  });

  test(`partners: logo links are named, go to the website in a new tab, and the logos load (${locale})`, async ({
    page,
  }) => {
    const withLogoLink = categories.flatMap((c) => c.companies.filter((company) => company.logo && company.website));
    expect(withLogoLink.length).toBeGreaterThan(0);
    await page.goto(url);
    for (const company of withLogoLink) {
      const name = t.editorial.partners.logoLink.replace('{name}', company.name);
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', expectedHref(company.website!));
      await expectNewTab(link);
      await expect(link).toHaveAccessibleDescription(t.editorial.partners.newTab);
      const logo = link.locator('img');
      await expect(logo).toHaveAttribute('src', company.logo!);
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: `${company.name}: logo loaded`,
        })
        .toBe(true);
    }
  });

  test(`partners: a logo link opens the website in a new tab (${locale})`, async ({ page, context }) => {
    const company = categories.flatMap((c) => c.companies).find((c) => c.logo && c.website) as PartnerCompany;
    // There is no network here: answer the partner's site locally.
    await context.route(`${new URL(expectedHref(company.website!)).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>partner</title>' }),
    );
    await page.goto(url);
    await waitForHydration(page);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: t.editorial.partners.logoLink.replace('{name}', company.name), exact: true })
        .click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(expectedHref(company.website!));
    // noopener: the partner's page cannot reach back into ours.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL((u) => u.pathname === url);
  });
}
