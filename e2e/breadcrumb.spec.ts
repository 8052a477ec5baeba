import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { edition, lastArchivedYear, shownName } from './support/editions';
import { currentYear, localePath, locales, messages, translator, type Locale } from './support/site';

/**
 * "Where am I": participant pages and an archived edition's pages carry a visible breadcrumb
 * above their title, the same steps as their BreadcrumbList JSON-LD. Expected names and
 * addresses come from the translations and the content files, not from the pages' code.
 */
const archived = lastArchivedYear ?? currentYear;
const current = edition(currentYear).rows[0]!;
const old = edition(archived).rows[0]!;

const breadcrumb = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: messages[locale].breadcrumb.label });

/** The visible steps: name and path of each link, and which one is the current page. */
async function shownSteps(page: Page, locale: Locale) {
  const nav = breadcrumb(page, locale);
  await expect(nav).toBeVisible();
  await expect(nav.locator('ol > li')).not.toHaveCount(0);
  return nav.locator('ol > li > a').evaluateAll((links) =>
    links.map((a) => ({
      name: a.textContent,
      path: new URL((a as HTMLAnchorElement).href).pathname,
      current: a.getAttribute('aria-current'),
    })),
  );
}

/** The steps of the page's BreadcrumbList JSON-LD, as name and path. */
async function jsonLdSteps(page: Page) {
  const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
  type Node = { '@type': string; itemListElement?: { name: string; item: string }[] };
  const nodes = bodies.flatMap((body) => {
    const data = JSON.parse(body) as Node & { '@graph'?: Node[] };
    return data['@graph'] ?? [data];
  });
  const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  return (trail?.itemListElement ?? []).map((step) => ({ name: step.name, path: new URL(step.item).pathname }));
}

/** The breadcrumb is small and above the page's title. */
async function expectAboveTitle(page: Page, locale: Locale) {
  const nav = breadcrumb(page, locale);
  const title = page.locator('h1#page-title');
  const navBox = (await nav.boundingBox())!;
  const titleBox = (await title.boundingBox())!;
  expect(navBox.y + navBox.height).toBeLessThanOrEqual(titleBox.y);
  const fontSize = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
  expect(await nav.locator('a').first().evaluate(fontSize)).toBeLessThan((await title.evaluate(fontSize)) / 2);
}

for (const locale of locales) {
  const t = translator(locale);
  const nav = messages[locale].nav;
  const home = localePath(locale, '/');

  test(`${locale}: a participant page of the current edition shows Start › Rangliste › company`, async ({ page }) => {
    const path = localePath(locale, `/teilnehmer/${current.ref}`);
    await page.goto(path);
    const steps = await shownSteps(page, locale);
    expect(steps).toEqual([
      { name: nav.home, path: home, current: null },
      { name: nav.ranking, path: localePath(locale, '/rangliste'), current: null },
      { name: shownName(current), path, current: 'page' },
    ]);
    expect(await jsonLdSteps(page)).toEqual(steps.map(({ name, path: p }) => ({ name, path: p })));
    await expectAboveTitle(page, locale);
  });

  test(`${locale}: an archived participant page leads through the archive and that year's ranking`, async ({
    page,
  }) => {
    const path = localePath(locale, `/${archived}/teilnehmer/${old.ref}`);
    await page.goto(path);
    const steps = await shownSteps(page, locale);
    expect(steps).toEqual([
      { name: nav.home, path: home, current: null },
      { name: nav.archive, path: localePath(locale, '/archiv'), current: null },
      {
        name: t('breadcrumb.ranking', { year: String(archived) }),
        path: localePath(locale, `/${archived}/rangliste`),
        current: null,
      },
      { name: shownName(old), path, current: 'page' },
    ]);
    expect(await jsonLdSteps(page)).toEqual(steps.map(({ name, path: p }) => ({ name, path: p })));
    await expectAboveTitle(page, locale);
  });

  for (const [key, segment] of [
    ['ranking', 'rangliste'],
    ['winners', 'gewinner'],
    ['specialMention', 'special-mention'],
  ] as const)
    test(`${locale}: the archived /${archived}/${segment} shows Start › Archiv › its name with the year`, async ({
      page,
    }) => {
      const path = localePath(locale, `/${archived}/${segment}`);
      await page.goto(path);
      const steps = await shownSteps(page, locale);
      expect(steps).toEqual([
        { name: nav.home, path: home, current: null },
        { name: nav.archive, path: localePath(locale, '/archiv'), current: null },
        { name: t(`breadcrumb.${key}`, { year: String(archived) }), path, current: 'page' },
      ]);
      expect(await jsonLdSteps(page)).toEqual(steps.map(({ name, path: p }) => ({ name, path: p })));
      await expectAboveTitle(page, locale);
    });
}

test('the current edition’s ranking needs no breadcrumb: it is in the header’s navigation', async ({ page }) => {
  await page.goto('/rangliste');
  await expect(page.locator('h1#page-title')).toBeVisible();
  await expect(breadcrumb(page, 'de-CH')).toHaveCount(0);
});

test('a step of the breadcrumb leads to its page', async ({ page }) => {
  await page.goto(`/${archived}/teilnehmer/${old.ref}`);
  await breadcrumb(page, 'de-CH')
    .getByRole('link', { name: translator('de-CH')('breadcrumb.ranking', { year: String(archived) }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${archived}/rangliste$`));
  await expect(page.locator('h1#page-title')).toBeVisible();
});

// A current participant page: routes.spec.
for (const [locale, path] of [
  ['en-GB', `/en/${archived}/teilnehmer/${old.ref}`],
  ['de-CH', `/${archived}/gewinner`],
] as const)
  test(`axe with the breadcrumb: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(breadcrumb(page, locale)).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
