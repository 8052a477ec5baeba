import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/test';
import { localePath, locales, messages, routes, type Messages } from './support/site';
import { CONSENT_KEY, LANGUAGE_KEY } from '../lib/consent';
import { INTRO_STORAGE_KEY } from '../lib/intro/suppression';
import { layoutShiftSoFar } from './support/layout-shift';

/**
 * The about, contact and privacy pages (issue 4) in both languages, at 1440 px: every part the
 * spec lists is rendered from content/i18n/*.json, which the expectations are read from.
 * Phone-width checks are in e2e/mobile/editorial-pages.spec.ts.
 */
type Intro = Messages['pages']['about']['intro'];

/** Headings of one level in a piece of content HTML, as plain text. */
const headingsIn = (html: string | undefined, level: 2 | 3): string[] =>
  [...(html ?? '').matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );

/** Every href of a given scheme in content HTML (mailto:, tel:). */
const hrefsIn = (html: string | undefined, scheme: string): string[] =>
  [...(html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '').filter((h) => h.startsWith(scheme));

/** The text a visitor reads from content HTML (parsed by the browser, as the page does). */
const plainText = (page: Page, html: string): Promise<string> =>
  page.evaluate(
    (source) =>
      (new DOMParser().parseFromString(source, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim(),
    html,
  );

/** The element of <main> that holds exactly this content HTML's text. */
async function blockOf(page: Page, html: string) {
  const text = await plainText(page, html);
  const first = text.slice(0, 60);
  return page.locator('main .rich-text').filter({ hasText: first }).first();
}

/** Left and right intro columns sit side by side, left first, starting on the same line. */
async function expectSideBySide(page: Page, intro: Intro) {
  const left = await blockOf(page, intro.leftIntro ?? '');
  const right = await blockOf(page, intro.rightIntro ?? '');
  await expect(left).toBeVisible();
  await expect(right).toBeVisible();
  const [a, b] = [await left.boundingBox(), await right.boundingBox()];
  expect(a && b, 'both columns have a box').toBeTruthy();
  if (!a || !b) return;
  expect(a.x + a.width, 'the left column ends before the right one starts').toBeLessThanOrEqual(b.x);
  expect(Math.abs(a.y - b.y), 'both columns start level').toBeLessThan(4);
}

async function expectIntroHead(page: Page, intro: Intro) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(intro.pageTitle);
  if (intro.navTitle) await expect(page.locator('main').getByText(intro.navTitle, { exact: true })).toBeVisible();
  if (intro.subTitle) await expect(page.locator('main').getByText(intro.subTitle, { exact: true })).toBeVisible();
}

async function expectRichTextHeadings(page: Page, html: string | undefined) {
  const h2 = headingsIn(html, 2);
  expect(h2.length, 'the rich text has sections').toBeGreaterThan(0);
  for (const name of h2) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  for (const name of headingsIn(html, 3))
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
}

const isBefore = (page: Page, first: string, second: string) =>
  page.evaluate(
    ({ a, b }) => {
      const x = document.querySelector(a);
      const y = document.querySelector(b);
      return !!x && !!y && (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    },
    { a: first, b: second },
  );

for (const locale of locales) {
  const t = messages[locale];

  test.describe(`${locale}`, () => {
    test(`about: two-column intro, side image, preface, winner slider, teaser`, async ({ page }) => {
      const { intro, teaser } = t.pages.about;
      await page.goto(localePath(locale, routes.about.path));
      await expectIntroHead(page, intro);
      await expectSideBySide(page, intro);

      // The side image: alt text and source from content, width and height set, and the
      // attributes' aspect ratio is the image's own (so the reserved box is right).
      const side = intro.sideAsset;
      expect(side, 'pages.about.intro.sideAsset').toBeDefined();
      if (!side) return;
      const image = page.getByRole('img', { name: side.altText, exact: true });
      await expect(image).toBeVisible();
      expect(new URL((await image.getAttribute('src')) ?? '', page.url()).pathname).toBe(side.url);
      const width = Number(await image.getAttribute('width'));
      const height = Number(await image.getAttribute('height'));
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: 'the side image loads',
        })
        .toBe(true);
      const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      expect(Math.abs(width / height - natural)).toBeLessThan(0.01);
      const box = await image.boundingBox();
      expect(box && Math.abs(box.width / box.height - width / height)).toBeLessThan(0.01);

      await expectRichTextHeadings(page, intro.richText);

      // The winner slider, named by its heading, then the teaser.
      const slider = page.getByRole('region', { name: t.slider.title });
      await expect(slider).toBeVisible();
      await expect(slider.locator('[aria-roledescription="slide"]').first()).toBeAttached();
      expect(
        await isBefore(page, '.page-intro', '[aria-roledescription="carousel"]'),
        'the slider follows the intro',
      ).toBe(true);

      expect(teaser, 'pages.about.teaser').toBeDefined();
      if (!teaser) return;
      const parts = [teaser.left, teaser.middle, teaser.right];
      for (const part of parts) {
        const article = page
          .locator('article')
          .filter({ has: page.getByRole('heading', { level: 2, name: part.title, exact: true }) });
        await expect(article).toBeVisible();
        for (const link of part.links ?? []) {
          // Not exact: the arrow after the label (CSS generated content) is part of the name.
          await expect(article.getByRole('link', { name: t.linkLabels[link.langKey] })).toHaveAttribute(
            'href',
            localePath(locale, link.link),
          );
        }
      }
      // Spec section 2: the about teaser leads to the criteria, the jury and the partners.
      const teaserTargets = parts.flatMap((part) => (part.links ?? []).map((link) => link.link));
      expect(teaserTargets).toEqual([routes.criteria.path, routes.jury.path, routes.partners.path]);
    });

    test(`about: the side image causes no layout shift`, async ({ page }) => {
      await page.goto(localePath(locale, routes.about.path));
      await waitForHydration(page);
      const image = page.getByRole('img', { name: t.pages.about.intro.sideAsset?.altText ?? '', exact: true });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // Layout shifts so far, from the start of the page (buffered), above the fold and below.
      const shift = await layoutShiftSoFar(page);
      expect(shift).toBeLessThan(0.01);
    });

    test(`contact: both columns, mailto and tel links, rich text`, async ({ page }) => {
      const { intro } = t.pages.contact;
      await page.goto(localePath(locale, routes.contact.path));
      await expectIntroHead(page, intro);
      await expectSideBySide(page, intro);
      const html = [intro.leftIntro, intro.rightIntro, intro.richText].join('');
      const mailto = hrefsIn(html, 'mailto:');
      expect(mailto.length, 'the contact texts give e-mail addresses').toBeGreaterThan(0);
      for (const href of [...mailto, ...hrefsIn(html, 'tel:')]) {
        const link = page.locator(`main a[href="${href}"]`);
        await expect(link.first(), href).toBeVisible();
        await expect(link.first()).toHaveText(/\S/);
      }
      await expectRichTextHeadings(page, intro.richText);
    });

    test(`privacy: what the site stores, and the tag manager after consent`, async ({ page }) => {
      const { intro } = t.pages.privacy;
      await page.goto(localePath(locale, routes.privacy.path));
      await expectIntroHead(page, intro);
      await expect(await blockOf(page, intro.leftIntro ?? '')).toBeVisible();
      await expectRichTextHeadings(page, intro.richText);
      // The storage keys the code really uses, each named on the page.
      const main = page.locator('main');
      for (const key of [CONSENT_KEY, LANGUAGE_KEY, INTRO_STORAGE_KEY]) {
        await expect(main.locator('code', { hasText: key }).first(), key).toBeVisible();
      }
      await expect(main).toContainText('Google Tag Manager');
      for (const href of hrefsIn(intro.richText, 'mailto:'))
        await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
    });
  });
}
