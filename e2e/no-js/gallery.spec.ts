import { expect, test } from '../support/test';
import { locales } from '../support/site';
import { galleryUrl, images, thumbnail, thumbnails } from '../support/gallery';
import { open } from './support';

/**
 * The gallery without JavaScript (issue 5): every thumbnail is a plain link to its full image
 * (the lightbox needs JavaScript), the linked file exists, and a click opens it.
 */
for (const locale of locales) {
  test(`thumbnails link to the full images, which load (${locale})`, async ({ page, request, consoleGuard }) => {
    const expected = images(locale);
    await open(page, galleryUrl(locale));
    await expect(thumbnails(page)).toHaveCount(expected.length);

    for (const [index, image] of expected.entries()) {
      const link = thumbnail(page, index);
      await expect(link).toHaveJSProperty('tagName', 'A');
      const href = await link.getAttribute('href');
      expect(href, `thumbnail ${index}`).not.toBeNull();
      expect(new URL(href as string, page.url()).pathname).toBe(new URL(image.src, page.url()).pathname);
      // The thumbnail shows its picture (alt text from the content).
      await expect(link.getByRole('img', { name: image.altText })).toHaveCount(1);
      const response = await request.get(href as string);
      expect(response.status(), href as string).toBe(200);
      expect(response.headers()['content-type'], href as string).toMatch(/^image\//);
    }

    const first = expected[0];
    if (!first) throw new Error('the gallery has no images');
    // Showing a bare image file, the browser asks for /favicon.ico; the site names its icon in
    // its pages only, so that request answers 404.
    consoleGuard.allowNotFound('/favicon.ico');
    await thumbnail(page, 0).click();
    await expect(page).toHaveURL(new URL(first.src, page.url()).href);
  });
}
