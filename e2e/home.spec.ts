import fs from 'node:fs';
import path from 'node:path';
import { expectHeaderBackground } from './support/header';
import { skipIntro } from './support/intro';
import { expect, test, waitForHydration } from './support/test';
import { editionFolder, localePath, locales, messages } from './support/site';
import type { Awards } from '../lib/content/awards-schema';

/**
 * The home page (spec section 2, issue 4): page intro with the link to the preface (/ueber-uns),
 * winner slider, three-column teaser (criteria, jury, special mention), white header, in both
 * languages. Expectations come from content/ (translations and awards), not from the markup.
 */
const root = path.resolve(__dirname, '..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

const awards = readJson<Awards>(`${editionFolder()}/awards.json`);
const winnerRefs = awards.winnerCategories.flatMap((c) => c.winners);
/** Visible text of a content HTML snippet (inline tags dropped), for comparing its opening words. */
const plain = (html = '') =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

for (const locale of locales) {
  const t = messages[locale];
  const home = t.pages.home;
  const url = localePath(locale, '/');

  test(`${url}: intro with its texts and the link to the preface`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    const intro = page.locator('main section.page-intro');
    await expect(intro.getByRole('heading', { level: 1 })).toHaveText(home.intro.pageTitle);
    if (home.intro.navTitle) await expect(intro).toContainText(home.intro.navTitle);
    if (home.intro.subTitle) await expect(intro).toContainText(home.intro.subTitle);
    await expect(intro).toContainText(plain(home.intro.leftIntro).slice(0, 60));
    await expect(intro).toContainText(plain(home.intro.rightIntro).slice(0, 60));

    const preface = home.intro.links?.find((l) => l.link === '/ueber-uns');
    expect(preface, 'the intro links to the preface').toBeDefined();
    const link = intro.getByRole('link', { name: t.linkLabels[preface?.langKey ?? ''] });
    await expect(link).toHaveAttribute('href', localePath(locale, '/ueber-uns'));
    await expectHeaderBackground(page, 'white');
    await expect(page.locator('header.site-header')).toHaveAttribute('data-colour', 'white');
  });

  test(`${url}: the winner slider shows every winner of content/awards.json`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    const slider = page.locator('main [aria-roledescription="carousel"]');
    await expect(slider).toHaveCount(1);
    await expect(slider.getByRole('heading', { level: 2 })).toHaveText(t.slider.title);
    const hrefs = await slider
      .locator('[aria-roledescription="slide"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(winnerRefs.length);
    for (const ref of winnerRefs)
      expect(hrefs.some((href) => href.startsWith(localePath(locale, `/teilnehmer/${ref}`)))).toBe(true);
  });

  test(`${url}: three teasers (criteria, jury, special mention) after the slider`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    const teaser = home.teaser;
    expect(teaser, 'pages.home.teaser').toBeDefined();
    if (!teaser) return;
    const parts = [teaser.left, teaser.middle, teaser.right];
    const teasers = page.locator('main .teaser article');
    await expect(teasers).toHaveCount(3);
    await expect(teasers.getByRole('heading', { level: 2 })).toHaveText(parts.map((p) => p.title));
    const targets = ['/kriterien', '/jury', '/special-mention'];
    for (const [i, part] of parts.entries()) {
      const teaser = teasers.nth(i);
      await expect(teaser).toContainText(plain(part.teaser).slice(0, 50));
      const link = part.links?.[0];
      expect(link?.link).toBe(targets[i]);
      await expect(teaser.getByRole('link', { name: t.linkLabels[link?.langKey ?? ''] })).toHaveAttribute(
        'href',
        localePath(locale, targets[i] as string),
      );
    }
    // Order on the page: intro, then the slider, then the teaser.
    const order = await page.evaluate(() =>
      ['section.page-intro', '[aria-roledescription="carousel"]', '.teaser'].map(
        (selector) => document.querySelector(`main ${selector}`)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order.every((top, i) => top >= 0 && (i === 0 || top > (order[i - 1] as number)))).toBe(true);
  });
}

test('the home pages have real copy: 150 words or more in each language', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(localePath(locale, '/'));
    const words = await page.locator('main').evaluate((main) => {
      const clone = main.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('[aria-roledescription="carousel"]').forEach((el) => el.remove());
      return (clone.textContent ?? '').split(/\s+/).filter(Boolean).length;
    });
    expect(words, locale).toBeGreaterThanOrEqual(150);
  }
});
