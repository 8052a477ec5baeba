import {
  accordionSection,
  accordionSections,
  excerpt,
  opensInitially,
  plainText,
  type AccordionPageTexts,
} from './support/accordion';
import { expect, test } from './support/test';
import { localePath, locales, messages, type Locale } from './support/site';
import type { AccordionSection } from '../lib/content/editorial-schema';
import type { Page } from '@playwright/test';

/**
 * The criteria (/kriterien) and jury (/jury) pages in both languages (spec section 2): intro,
 * the criteria's main image, every accordion section in content order with the initially open
 * one showing its contents, the criteria's teaser, the jury's embedded gallery and winner
 * slider. Expectations come from content/i18n/*.json.
 */
async function expectIntro(page: Page, texts: AccordionPageTexts) {
  const intro = page.locator('section.page-intro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.intro.pageTitle);
  if (texts.intro.subTitle) await expect(intro).toContainText(texts.intro.subTitle);
  for (const html of [texts.intro.leftIntro, texts.intro.rightIntro])
    if (html) await expect(intro).toContainText(plainText(html));
}

async function expectSections(page: Page, sections: AccordionSection[]) {
  const titles = sections.map((s) => s.title);
  expect(titles.length, 'the page has accordion sections in its content').toBeGreaterThan(0);
  await expect(page.locator('details > summary h2')).toHaveText(titles);
  for (const section of sections) {
    const { section: details, content } = accordionSection(page, section.title);
    const open = opensInitially(section);
    await expect(details, `${section.title} is ${open ? 'open' : 'closed'} at load`).toHaveJSProperty('open', open);
    const lead = section.lead ? excerpt(section.lead) : excerpt(section.bodyText?.[0] ?? '');
    if (open) {
      await expect(content.getByText(lead, { exact: false }).first()).toBeVisible();
      for (const html of section.bodyText ?? []) await expect(content).toContainText(plainText(html));
    } else {
      await expect(content).toBeHidden();
    }
  }
  expect(sections.filter(opensInitially).length, 'exactly one section is open at load').toBe(1);
}

for (const locale of locales) {
  const t = messages[locale];
  const href = (p: string) => localePath(locale, p);

  test(`criteria page (${locale}): intro, main image, every section, teaser`, async ({ page }) => {
    const texts = t.pages.criteria;
    const sections = accordionSections(locale, 'criteria');
    await page.goto(href('/kriterien'));
    await expectIntro(page, texts);

    // The main image is the first view's largest image: eager, high priority, preloaded.
    const asset = texts.intro.mainAsset;
    expect(asset, 'pages.criteria.intro.mainAsset').toBeDefined();
    if (asset) {
      const image = page.locator(`main img[src="${asset.url}"]`);
      await expect(image).toHaveCount(1);
      await expect(image).toHaveAttribute('alt', asset.altText);
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('srcset', /\.webp \d+w/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const stem = asset.url.replace(/\.[a-z]+$/, '');
      await expect(page.locator(`head link[rel="preload"][as="image"][imagesrcset*="${stem}"]`)).toHaveCount(1);
    }

    await expectSections(page, sections);

    // Section images load lazily.
    for (const section of sections.filter((s) => s.mainAsset)) {
      const img = accordionSection(page, section.title).content.locator(`img[src="${section.mainAsset?.url}"]`);
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('alt', section.mainAsset?.altText ?? '');
    }

    // Teaser: jury, partner, special mention, each linking into this language.
    const teaser = texts.teaser;
    expect(teaser, 'pages.criteria.teaser').toBeDefined();
    for (const part of teaser ? [teaser.left, teaser.middle, teaser.right] : []) {
      const article = page
        .locator('.teaser article')
        .filter({ has: page.getByRole('heading', { name: part.title, exact: true }) });
      await expect(article).toContainText(plainText(part.teaser));
      for (const link of part.links ?? []) {
        await expect(article.getByRole('link', { name: t.linkLabels[link.langKey] })).toHaveAttribute(
          'href',
          href(link.link),
        );
      }
    }
    const teaserTargets = teaser
      ? [teaser.left, teaser.middle, teaser.right].flatMap((p) => (p.links ?? []).map((l) => l.link))
      : [];
    expect(teaserTargets).toEqual(['/jury', '/partner', '/special-mention']);
  });

  test(`jury page (${locale}): intro, every section, embedded gallery, winner slider`, async ({ page }) => {
    const texts = t.pages.jury;
    const sections = accordionSections(locale, 'jury');
    await page.goto(href('/jury'));
    await expectIntro(page, texts);
    await expectSections(page, sections);

    const withGallery = sections.filter((s) => (s.embeddedGallery ?? []).length > 0);
    expect(withGallery.length, 'one jury section has an embedded gallery').toBeGreaterThan(0);
    for (const section of withGallery) {
      const { summary, content } = accordionSection(page, section.title);
      if (!opensInitially(section)) await summary.click();
      const gallery = content.getByRole('list', { name: section.title });
      await expect(gallery).toBeVisible();
      const images = gallery.locator('img');
      await expect(images).toHaveCount(section.embeddedGallery?.length ?? 0);
      for (const [i, image] of (section.embeddedGallery ?? []).entries()) {
        await expect(images.nth(i)).toHaveAttribute('alt', image.altText);
        await expect(images.nth(i)).toHaveAttribute('src', image.src);
      }
    }

    for (const section of sections) {
      for (const link of section.links ?? []) {
        await expect(
          accordionSection(page, section.title).content.getByRole('link', { name: t.linkLabels[link.langKey] }),
        ).toHaveAttribute('href', href(link.link));
      }
    }

    await expect(page.getByRole('heading', { level: 2, name: t.slider.title })).toBeVisible();
  });
}

test('the two languages have the same sections, in the same order and state', () => {
  for (const key of ['criteria', 'jury'] as const) {
    const [de, en] = locales.map((l: Locale) => accordionSections(l, key));
    expect(en?.map(opensInitially)).toEqual(de?.map(opensInitially));
    expect(en?.map((s) => s.mainAsset?.url)).toEqual(de?.map((s) => s.mainAsset?.url));
  }
});
