import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/test';
import { images, openGallery, thumbnail, dialog } from './support/gallery';
import { archivedYears, currentYear, editionFolder, locales, messages } from './support/site';
import { formatFileSize } from '../lib/downloads/format';
import { jpegSize } from '../lib/images/jpeg-size';

/**
 * Press photos: on the gallery page each photo shows its credit below the caption (and in the
 * lightbox) and links its full-resolution JPEG, whose stated size is the file's; each edition's
 * ZIP holds the files the content names, with credits.txt listing every photo's credit.
 * Expectations come from the content files, not from the code that writes the ZIP.
 */
const root = path.resolve(__dirname, '..');
const readJson = <T>(relative: string): T => JSON.parse(fs.readFileSync(path.join(root, relative), 'utf8')) as T;
const baseName = (src: string) => path.basename(src).replace(/\.jpe?g$/i, '');

/** The ZIP's entries for an edition, as the content files name them. */
function expectedZip(year: number) {
  const awards = readJson<{ winnerCategories: { winners: string[] }[] }>(`${editionFolder(year)}/awards.json`);
  const refs = [...new Set(awards.winnerCategories.flatMap((category) => category.winners))];
  const gallery = year === currentYear ? images('de-CH') : [];
  const credits = [
    ...locales.flatMap((locale) => (year === currentYear ? images(locale).map((image) => image.credit!) : [])),
    ...refs.map(
      (ref) => `© ${readJson<{ company: string }>(`${editionFolder(year)}/participants/${ref}.json`).company}`,
    ),
  ];
  const photos = [
    ...gallery.map((image) => `rating-${year}-${baseName(image.src)}.jpg`),
    ...refs.map((ref) => `rating-${year}-bericht-${ref}.jpg`),
  ];
  return { photos, credits, gallery, refs };
}

for (const locale of locales) {
  test(`${locale}: every gallery photo shows its credit and downloads at the stated size`, async ({
    page,
    request,
  }) => {
    await openGallery(page, locale);
    const download = messages[locale].pressPhotos.download;
    for (const [i, image] of images(locale).entries()) {
      const figure = page.locator('figure').filter({ has: thumbnail(page, i) });
      const caption = figure.locator('figcaption');
      expect(image.credit, `pages.gallery.gallery[${i}].credit`).toBeTruthy();
      await expect(caption).toContainText(image.credit!);
      const link = caption.getByRole('link', { name: new RegExp(`^${download}`) });
      await expect(link).toHaveAttribute('href', image.src);
      await expect(link).toHaveAttribute('download', `rating-${currentYear}-${baseName(image.src)}.jpg`);
      const answer = await request.get(image.src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/jpeg');
      const body = await answer.body();
      const size = jpegSize(body)!;
      await expect(caption).toContainText(
        `JPEG, ${size.width} × ${size.height} px, ${formatFileSize(body.length, locale)}`,
      );
    }
  });
}

test('the lightbox shows the credit below the caption', async ({ page }) => {
  await openGallery(page, 'de-CH');
  const [first] = images('de-CH');
  await thumbnail(page, 0).click();
  await expect(dialog(page).locator('figcaption')).toBeVisible();
  await expect(dialog(page).locator('figcaption')).toContainText(first!.credit!);
});

for (const year of [currentYear, archivedYears[0]!]) {
  test(`${year}: the ZIP holds the edition's press photos, the logos and credits.txt`, async ({ request }) => {
    const answer = await request.get(`/presse/pressebilder-${year}.zip`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/zip');
    expect(answer.headers()['content-encoding']).toBeUndefined();
    const zip = unzipSync(new Uint8Array(await answer.body()));
    const { photos, credits, gallery } = expectedZip(year);
    expect(Object.keys(zip)).toEqual([
      'credits.txt',
      ...photos,
      'rating-logo-black.svg',
      'rating-logo-black.png',
      'rating-logo-white.svg',
      'rating-logo-white.png',
    ]);
    expect(gallery.length > 0).toBe(year === currentYear);
    const text = strFromU8(zip['credits.txt']!);
    for (const name of photos) expect(text).toContain(name);
    for (const credit of credits) expect(text).toContain(credit);
    // The photos are the published files, byte for byte.
    const first = gallery[0]?.src ?? `/globalassets/participants/${year}/${expectedZip(year).refs[0]}.jpg`;
    const published = await (await request.get(first)).body();
    expect(Buffer.from(zip[photos[0]!]!).equals(published)).toBe(true);
    // The logos are published beside the ZIPs.
    for (const logo of ['rating-logo-black.svg', 'rating-logo-white.png']) {
      const file = await request.get(`/presse/${logo}`);
      expect(file.status()).toBe(200);
      expect(Buffer.from(zip[logo]!).equals(await file.body())).toBe(true);
    }
  });
}
