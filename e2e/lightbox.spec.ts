import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import {
  dialog,
  expectShown,
  galleryUrl,
  images,
  openGallery,
  openLightboxAt,
  plainText,
  shownImage,
  thumbnail,
} from './support/gallery';
import { locales, messages } from './support/site';

/**
 * The lightbox on the gallery page (spec sections 2, 4, 5 and 9): opens at the thumbnail's
 * index by click or keyboard, a modal dialog with focus inside and back on the thumbnail after
 * closing, every key, the ends without wrap-around, a loader until the image has loaded, the
 * fade on close, no page scrolling behind, captions sanitised, axe clean open and closed.
 */
const de = messages['de-CH'].editorial.lightbox;
const last = images('de-CH').length - 1;
const previousButton = (page: Page) => page.getByRole('button', { name: de.previous });
const nextButton = (page: Page) => page.getByRole('button', { name: de.next });

test.beforeEach(async ({ page }) => {
  await openGallery(page, 'de-CH');
});

test('opens at the clicked thumbnail as a modal dialog, focus inside, with the caption', async ({ page }) => {
  await openLightboxAt(page, 'de-CH', 3);
  const box = page.getByRole('dialog', { name: de.dialogLabel });
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('aria-modal', 'true');
  expect(await box.evaluate((el) => el.matches(':modal')), 'opened with showModal()').toBe(true);
  await expect(box.getByRole('button', { name: de.close })).toBeFocused();
  const { caption, credit } = images('de-CH')[3]!;
  if (caption) await expect(box.locator('figcaption p').first()).toHaveText(plainText(caption));
  // The credit below the caption.
  if (credit) await expect(box.locator('figcaption p').last()).toHaveText(credit);
  // The number label is off by default (spec section 9).
  await expect(box.getByText(de.imageOf.replace('{current}', '4').replace('{total}', String(last + 1)))).toHaveCount(0);
});

test('opens at the focused thumbnail with Enter', async ({ page }) => {
  await thumbnail(page, 3).focus();
  await page.keyboard.press('Enter');
  await expectShown(page, 'de-CH', 3);
  await expect(page.getByRole('button', { name: de.close })).toBeFocused();
});

test('next with n and the right arrow, previous with p and the left arrow', async ({ page }) => {
  await openLightboxAt(page, 'de-CH', 3);
  await page.keyboard.press('n');
  await expectShown(page, 'de-CH', 4);
  await page.keyboard.press('ArrowRight');
  await expectShown(page, 'de-CH', 5);
  await page.keyboard.press('p');
  await expectShown(page, 'de-CH', 4);
  await page.keyboard.press('ArrowLeft');
  await expectShown(page, 'de-CH', 3);
  await nextButton(page).click();
  await expectShown(page, 'de-CH', 4);
  await previousButton(page).click();
  await expectShown(page, 'de-CH', 3);
});

for (const key of ['Escape', 'x', 'o', 'c']) {
  test(`${key} closes with a fade and focus returns to the thumbnail`, async ({ page }) => {
    await openLightboxAt(page, 'de-CH', 3);
    const pressed = Date.now();
    await page.keyboard.press(key);
    // The dialog fades out (0.7 s) before it is closed.
    await expect(dialog(page)).toHaveAttribute('data-phase', 'closing');
    await expect(dialog(page)).toBeHidden();
    expect(Date.now() - pressed, 'the fade lasted').toBeGreaterThanOrEqual(600);
    await expect(thumbnail(page, 3)).toBeFocused();
  });
}

test('the close button and a click on the overlay close too', async ({ page }) => {
  await openLightboxAt(page, 'de-CH', 2);
  await page.getByRole('button', { name: de.close }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(thumbnail(page, 2)).toBeFocused();
  await openLightboxAt(page, 'de-CH', 2);
  await page.mouse.click(5, (page.viewportSize()?.height ?? 900) - 5);
  await expect(dialog(page)).toBeHidden();
});

test('first image: previous is hidden and p does nothing (no wrap-around)', async ({ page }) => {
  await openLightboxAt(page, 'de-CH', 0);
  await expect(nextButton(page)).toBeVisible();
  await expect(previousButton(page)).toBeHidden();
  await page.keyboard.press('p');
  await page.keyboard.press('ArrowLeft');
  await expectShown(page, 'de-CH', 0);
});

test('last image: next is hidden and n does nothing (no wrap-around)', async ({ page }) => {
  await thumbnail(page, last).scrollIntoViewIfNeeded();
  await openLightboxAt(page, 'de-CH', last);
  await expect(previousButton(page)).toBeVisible();
  await expect(nextButton(page)).toBeHidden();
  await page.keyboard.press('n');
  await page.keyboard.press('ArrowRight');
  await expectShown(page, 'de-CH', last);
});

test('shows a loader until the image has loaded, then image, arrows and caption', async ({ page }) => {
  const target = images('de-CH')[5];
  const base = target?.src.replace(/\.jpg$/, '') ?? '';
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(base),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  await thumbnail(page, 5).click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(de.loading);
  await expect(page.locator('dialog figure')).toHaveAttribute('data-loaded', 'false');
  await expect(previousButton(page)).toBeHidden();
  await expect(page.locator('dialog figcaption')).toBeHidden();
  release();
  await expectShown(page, 'de-CH', 5);
  await expect(page.getByRole('status')).not.toHaveText(de.loading);
  await expect(previousButton(page)).toBeVisible();
  await expect(page.locator('dialog figcaption')).toBeVisible();
  await expect.poll(() => shownImage(page).evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
});

test('focus stays in the dialog', async ({ page }) => {
  await openLightboxAt(page, 'de-CH', 3);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    // Leaving the page for the browser's own controls is allowed; reaching the page is not.
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return (
        active === document.body || active === null || (document.querySelector('dialog')?.contains(active) ?? false)
      );
    });
    expect(inside, `after ${i + 1} × Tab`).toBe(true);
  }
});

test('the page behind does not scroll while the lightbox is open', async ({ page }) => {
  const settle = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await openLightboxAt(page, 'de-CH', 1);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(700, 450);
  await page.mouse.wheel(0, 1200);
  await settle();
  await page.keyboard.press('End');
  await settle();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  // Closed, the same wheel scrolls again.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('a hostile caption is sanitised: its onerror handler never runs', async ({ page, consoleGuard }) => {
  // DOMPurify parses the caption in an inert document; Chromium still checks the page's policy
  // when that parser meets the onerror attribute and logs a violation, although nothing could
  // run there. The assertions below are what counts: no element with a handler, no execution.
  consoleGuard.allow(/Executing inline event handler violates the following Content Security Policy/);
  // The lightbox reads captions from the thumbnails' data-caption; serve a page with a payload.
  const payload = '<img src=x onerror="window.__xss=1">Feindliche Legende <em>kursiv</em>';
  const escaped = payload.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  await page.route(
    (url) => url.pathname === galleryUrl('de-CH'),
    async (route) => {
      // Only the document; the header's link prefetches the page's RSC data under the same path.
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(/(data-gallery-index="3"[^>]*?data-caption=")[^"]*(")/, `$1${escaped}$2`);
      expect(patched, 'the fixture replaced the caption').not.toBe(html);
      await route.fulfill({ response, body: patched });
    },
  );
  await openGallery(page, 'de-CH');
  expect(await thumbnail(page, 3).getAttribute('data-caption')).toBe(payload);
  await openLightboxAt(page, 'de-CH', 3);
  const caption = page.locator('dialog figcaption p').first();
  await expect(caption).toHaveText('Feindliche Legende kursiv');
  await expect(caption.locator('em')).toHaveText('kursiv');
  await expect(caption.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

for (const locale of locales) {
  // The gallery with the lightbox closed: routes.spec.
  test(`axe: ${galleryUrl(locale)} with the lightbox open`, async ({ page }) => {
    await openGallery(page, locale);
    await openLightboxAt(page, locale, 3);
    await expect(dialog(page)).toHaveAttribute('data-phase', 'open');
    // Contrast is measured once the fade-in (0.7 s) has ended.
    await expect.poll(() => dialog(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expectNoSeriousViolations(page, `${galleryUrl(locale)} (lightbox open)`);
  });
}
