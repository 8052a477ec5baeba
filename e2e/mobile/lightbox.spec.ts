import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { messages } from '../support/site';
import {
  dialog,
  expectShown,
  images,
  openGallery,
  openLightboxAt,
  shownImage,
  thumbnail,
  thumbnails,
} from '../support/gallery';

/**
 * The gallery and lightbox on a 390 px phone: one column that fits the screen, a lightbox that
 * fits too (arrows at the bottom), and swipes: a finger moving left shows the next image,
 * moving right the previous one. Touches go through the browser's own input pipeline (CDP), so
 * touch-action and pointer events behave as on a real phone.
 */
const de = messages['de-CH'].editorial.lightbox;
const WIDTH = 390;

async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(fromX) });
  const steps = 8;
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(fromX + ((toX - fromX) * i) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function imageMiddle(page: Page): Promise<number> {
  const box = await shownImage(page).boundingBox();
  if (!box) throw new Error('no image shown');
  return box.y + box.height / 2;
}

test.beforeEach(async ({ page }) => {
  await openGallery(page, 'de-CH');
});

test('the gallery fits the phone: one column, no horizontal scrolling', async ({ page }) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  const lefts = await thumbnails(page).evaluateAll((links) =>
    links.map((l) => Math.round(l.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size, 'every thumbnail starts at the same left edge').toBe(1);
  const box = await thumbnail(page, 0).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(WIDTH);
});

test('the lightbox fits 390 px, with the arrows at the bottom', async ({ page }) => {
  await openLightboxAt(page, 'de-CH', 1);
  const image = await shownImage(page).boundingBox();
  expect(image).not.toBeNull();
  if (!image) return;
  expect(image.x).toBeGreaterThanOrEqual(0);
  expect(image.x + image.width).toBeLessThanOrEqual(WIDTH);
  const viewportHeight = page.viewportSize()?.height ?? 844;
  for (const name of [de.close, de.previous, de.next]) {
    const button = await page.getByRole('button', { name }).boundingBox();
    expect(button, name).not.toBeNull();
    if (!button) continue;
    expect(button.x, name).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width, name).toBeLessThanOrEqual(WIDTH);
    expect(button.y + button.height, name).toBeLessThanOrEqual(viewportHeight);
    // Touch targets of at least 44 px.
    expect(button.width, name).toBeGreaterThanOrEqual(44);
  }
  const arrow = await page.getByRole('button', { name: de.next }).boundingBox();
  expect(arrow && arrow.y, 'the arrows sit below the image').toBeGreaterThan(image.y + image.height);
});

test('swiping left shows the next image, swiping right the previous one', async ({ page }) => {
  expect(images('de-CH').length).toBeGreaterThan(3);
  await openLightboxAt(page, 'de-CH', 2);
  const y = await imageMiddle(page);
  await swipe(page, 320, 60, y);
  await expectShown(page, 'de-CH', 3);
  await swipe(page, 60, 320, await imageMiddle(page));
  await expectShown(page, 'de-CH', 2);
  await swipe(page, 60, 320, await imageMiddle(page));
  await expectShown(page, 'de-CH', 1);
  // A short movement is a tap, not a swipe; the lightbox stays open on the same image.
  await swipe(page, 200, 185, await imageMiddle(page));
  await expectShown(page, 'de-CH', 1);
  await expect(dialog(page)).toBeVisible();
});

test('no swipe beyond the first image (no wrap-around)', async ({ page }) => {
  await openLightboxAt(page, 'de-CH', 0);
  await swipe(page, 60, 320, await imageMiddle(page));
  await expectShown(page, 'de-CH', 0);
});
