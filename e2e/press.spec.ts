import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { edition, shownName } from './support/editions';
import { currentYear, editionTexts, editionYears, localePath, locales, messages, type Locale } from './support/site';

/**
 * The press room of an edition (/presse, /{year}/presse): the release, the fact sheet, the media
 * contact and the PDF; its NewsArticle; the Atom feeds and their links in every page's head.
 * Expected values come from the content files, never from the site's code.
 */
const root = path.resolve(__dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const datesOf = (year: number) =>
  readJson<{ publication: string; embargoEnd: string }>(`content/editions/${year}/dates.json`);
const firstYear = editionYears.at(-1)!;

const pressPath = (locale: Locale, year: number) =>
  localePath(locale, year === currentYear ? '/presse' : `/${year}/presse`);

/** Whole numbers as the page writes them (no grouping below 10 000 in either locale). */
const whole = (n: number) => String(n);

async function jsonLdNodes(page: Page) {
  const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
  type Node = Record<string, unknown> & { '@type': string };
  return bodies.flatMap((body) => {
    const data = JSON.parse(body) as Node & { '@graph'?: Node[] };
    return data['@graph'] ?? [data];
  });
}

for (const locale of locales) {
  for (const year of [currentYear, firstYear]) {
    const url = pressPath(locale, year);
    const release = editionTexts(locale, year).pages.press.release;
    const { rows, awards } = edition(year);

    test(`${url}: the release, the fact sheet figures and the media contact`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 2, name: release.title })).toBeVisible();
      await expect(page.locator('#release')).toContainText(release.lead);

      const facts = page.locator('section[aria-labelledby="facts"]');
      await expect(facts.locator('[data-figure="reports"]')).toHaveText(whole(rows.length));
      const certified = rows.filter((r) => r.certificate.trim() === '*').length;
      await expect(facts.locator('[data-figure="certified"]')).toContainText(whole(certified));
      await expect(facts.locator('[data-figure="certified"]')).toContainText(String(awards.certificateThreshold));
      for (const category of awards.winnerCategories) {
        const names = category.winners.map((ref) => shownName(rows.find((r) => r.ref === ref)!));
        await expect(facts.locator(`[data-category="${category.key}"] li`)).toHaveText(names);
      }
      if (year === firstYear) {
        await expect(facts.locator('[data-movers]')).toHaveCount(0);
        await expect(facts).toContainText(messages[locale].press.factSheet.moversFirst);
      } else await expect(facts.locator('[data-movers]')).toHaveCount(3);

      const { contact } = messages[locale].press;
      const address = page.locator('section[aria-labelledby="contact"] address');
      await expect(address).toContainText(contact.name);
      await expect(address.getByRole('link', { name: contact.email })).toHaveAttribute(
        'href',
        `mailto:${contact.email}`,
      );
      await expect(address.getByRole('link', { name: contact.phone })).toHaveAttribute(
        'href',
        `tel:${contact.phone.replace(/\s/g, '')}`,
      );
      await expect(page.locator('section[aria-labelledby="contact"] a[type="application/atom+xml"]')).toHaveAttribute(
        'href',
        localePath(locale, '/feed.xml'),
      );
    });

    test(`${url}: the release's PDF where the edition has one, and its dates`, async ({ page }) => {
      await page.goto(url);
      const pdfLinks = page.locator('#release a[href$=".pdf"]');
      if (release.pdf) {
        await expect(pdfLinks).toHaveAttribute('href', release.pdf);
        const response = await page.request.get(release.pdf);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        await expect(pdfLinks).toContainText(/PDF, \d/);
      } else await expect(pdfLinks).toHaveCount(0);
      const dates = datesOf(year);
      const times = page.locator('#release time');
      await expect(times).toHaveCount(2);
      expect(await times.nth(0).getAttribute('datetime')).toMatch(new RegExp(`^${dates.publication}\\+0[12]:00$`));
      expect(await times.nth(1).getAttribute('datetime')).toMatch(new RegExp(`^${dates.embargoEnd}\\+0[12]:00$`));
    });

    test(`${url}: the release as a NewsArticle`, async ({ page }) => {
      await page.goto(url);
      const article = (await jsonLdNodes(page)).find((node) => node['@type'] === 'NewsArticle');
      expect(article).toBeDefined();
      expect(article).toMatchObject({ headline: release.title, inLanguage: locale });
      expect(String(article!.datePublished)).toMatch(new RegExp(`^${datesOf(year).publication}\\+01:00$`));
      expect(new URL(String(article!.url)).pathname).toBe(url);
      expect(article!.publisher).toMatchObject({
        '@type': 'Organization',
        name: messages[locale].seo.organization.name,
      });
    });

    // The current press room: routes.spec.
    if (year !== currentYear)
      test(`axe: ${url}`, async ({ page }) => {
        await page.goto(url);
        await expectNoSeriousViolations(page, url);
      });
  }

  const feedUrl = localePath(locale, '/feed.xml');

  test(`${feedUrl}: an Atom feed with each edition and its release`, async ({ request }) => {
    const response = await request.get(feedUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (n) => n === 'entry' || n === 'link',
    });
    type Entry = { id: string; link: { '@href': string }[]; updated: string };
    const feed = parser.parse(await response.text()).feed as { id: string; updated: string; entry: Entry[] };
    expect(new URL(feed.id).pathname).toBe(feedUrl);
    const paths = feed.entry.map((e) => new URL(e.id).pathname).sort();
    const expected = editionYears.flatMap((year) => [
      pressPath(locale, year),
      localePath(locale, year === currentYear ? '/gewinner' : `/${year}/gewinner`),
    ]);
    expect(paths).toEqual(expected.sort());
    // The newest publication, in UTC: 06:00 in Zurich in December is 05:00.
    const newest = datesOf(currentYear).publication;
    expect(feed.updated).toBe(`${newest.slice(0, 11)}05:00:00.000Z`);
    for (const entry of feed.entry) expect(new URL(entry.link[0]!['@href']).pathname).toBe(new URL(entry.id).pathname);
  });

  test(`${localePath(locale, '/')}: names both feeds in its head`, async ({ page }) => {
    await page.goto(localePath(locale, '/'));
    const links = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', feedUrl);
    await expect(links.nth(0)).toHaveAttribute('hreflang', locale);
    await expect(links.nth(0)).toHaveAttribute('title', messages[locale].press.feed.title);
  });
}
