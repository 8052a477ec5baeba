import type { Locator, Page } from '@playwright/test';
import type { GalleryImage } from '../../lib/content/editorial-schema';
import { expect, waitForHydration } from './test';
import { localePath, messages, type Locale } from './site';

/**
 * What the gallery and lightbox specs know, read from the translations the build uses
 * (`messages` of ./site: pages.gallery, editorial.lightbox, editorial.gallery), and helpers to
 * drive the lightbox.
 */
export const galleryUrl = (locale: Locale) => localePath(locale, '/galerie');

/**
 * The album's images in content order. The schema makes the list optional; the gallery specs
 * need it, so a gallery without one fails here, by name.
 */
export function images(locale: Locale): GalleryImage[] {
  const gallery = messages[locale].pages.gallery.gallery;
  if (!gallery) throw new Error(`pages.gallery.gallery is missing from content/i18n/${locale}.json`);
  return gallery;
}
/** Visible text of an HTML snippet from the translations. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export const thumbnails = (page: Page): Locator => page.locator('a[data-gallery-index]');
export const thumbnail = (page: Page, index: number): Locator => page.locator(`a[data-gallery-index="${index}"]`);
export const dialog = (page: Page): Locator => page.locator('dialog');
/** The lightbox's image (not an image inside a caption). */
export const shownImage = (page: Page): Locator => page.locator('dialog figure > div > img');

/** Opens the gallery with consent decided (no banner over the thumbnails) and React running. */
export async function openGallery(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('allowCookies', '0'));
  await page.goto(galleryUrl(locale));
  await waitForHydration(page);
}

/** Waits until the lightbox shows the album's image `index`, loaded. */
export async function expectShown(page: Page, locale: Locale, index: number): Promise<void> {
  const image = images(locale)[index];
  if (!image) throw new Error(`no gallery image ${index}`);
  await expect(shownImage(page)).toHaveAttribute('src', image.src);
  await expect(shownImage(page)).toHaveAttribute('alt', image.altText);
  await expect(page.locator('dialog figure')).toHaveAttribute('data-loaded', 'true');
}

/** Clicks thumbnail `index` and waits for the loaded image in the open dialog. */
export async function openLightboxAt(page: Page, locale: Locale, index: number): Promise<void> {
  await thumbnail(page, index).click();
  await expect(dialog(page)).toBeVisible();
  await expectShown(page, locale, index);
}
