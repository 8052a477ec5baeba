import { expect, test } from './support/test';
import { galleryUrl, images, openGallery, plainText, thumbnail, thumbnails } from './support/gallery';
import { locales, messages } from './support/site';

/**
 * The gallery page (spec section 2, issue 4): intro and a grid of lazy-loaded grayscale images,
 * in colour on hover and keyboard focus; every thumbnail links to its full-size image, so the
 * page works without JavaScript. Expectations come from pages.gallery in the translations.
 */
const GALLERY_MEDIA = '/globalassets/media/gallery/';
/**
 * Chromium's native lazy loading fetches images that are within 1250 px of the viewport on a
 * fast connection (measured here), so that they are ready when scrolled to. Images further
 * down must wait for the scroll.
 */
const LAZY_MARGIN = 1250;
/**
 * The margin depends on the connection type Chromium estimates; on a busy machine even localhost
 * can look like 2G (6000 px: every image). The browser for this file assumes a fast connection.
 */
test.use({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--force-effective-connection-type=4G'] }),
    { scope: 'worker' },
  ],
});

for (const locale of locales) {
  test(`${galleryUrl(locale)}: the intro and every image of the translations, in order`, async ({ page }) => {
    const texts = messages[locale];
    const intro = texts.pages.gallery.intro;
    await openGallery(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(intro.pageTitle);
    if (intro.subTitle) await expect(page.getByText(intro.subTitle, { exact: true })).toBeVisible();
    if (intro.leftIntro)
      await expect(page.locator('.page-intro')).toContainText(plainText(intro.leftIntro).slice(0, 60));

    const list = page.getByRole('list', { name: texts.editorial.gallery.label });
    await expect(list).toBeVisible();
    const expected = images(locale);
    expect(expected.length, 'the sample gallery has about a dozen images').toBeGreaterThanOrEqual(10);
    await expect(thumbnails(page)).toHaveCount(expected.length);
    for (const [i, image] of expected.entries()) {
      const link = thumbnail(page, i);
      await expect(link).toHaveAttribute('href', image.src);
      await expect(link).toHaveAccessibleName(texts.editorial.gallery.open.replace('{alt}', image.altText));
      const img = link.locator('img');
      await expect(img).toHaveAttribute('alt', image.altText);
      // Width and height reserve the space (no layout shift); the grid is below the fold.
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      await expect(img).toHaveAttribute('loading', 'lazy');
    }
  });
}

test('thumbnails are grayscale and in colour on hover and on keyboard focus', async ({ page }) => {
  await openGallery(page, 'de-CH');
  const filter = (index: number) =>
    thumbnail(page, index)
      .locator('img')
      .evaluate((img) => getComputedStyle(img).filter);
  await thumbnail(page, 0).scrollIntoViewIfNeeded();
  expect(await filter(0)).toContain('grayscale(1)');
  await thumbnail(page, 0).hover();
  await expect.poll(() => filter(0)).toBe('none');

  await page.mouse.move(0, 0);
  await expect.poll(() => filter(0)).toContain('grayscale(1)');
  // Keyboard focus (focus-visible): tab past the first photo's download link to the second thumbnail.
  await thumbnail(page, 0).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(thumbnail(page, 1)).toBeFocused();
  await expect.poll(() => filter(1)).toBe('none');
});

test('images far below the fold are not requested at load, and are once scrolled to', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(GALLERY_MEDIA)) requested.add(url.pathname);
  });
  await page.addInitScript(() => localStorage.setItem('allowCookies', '0'));
  await page.goto(galleryUrl('de-CH'));
  await page.waitForLoadState('load');
  expect(
    await page.evaluate(
      () => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType,
    ),
  ).toBe('4g');
  const fold = page.viewportSize()?.height ?? 900;

  // The file (original or WebP variant) each thumbnail uses, and its distance from the top.
  const placed = await thumbnails(page).evaluateAll((links) =>
    links.map((link) => {
      const img = link.querySelector('img') as HTMLImageElement;
      const base = (img.getAttribute('src') ?? '').replace(/\.[a-z]+$/i, '');
      return { base, top: img.getBoundingClientRect().top + window.scrollY };
    }),
  );
  const wasRequested = (base: string) =>
    [...requested].some((path) => path.startsWith(`${base}.`) || path.startsWith(`${base}-`));

  const belowFold = placed.filter((p) => p.top > fold);
  const farBelow = placed.filter((p) => p.top > fold + LAZY_MARGIN);
  expect(belowFold.length, 'images below the fold at 1440 × 900').toBeGreaterThanOrEqual(6);
  expect(farBelow.length, 'images beyond the browser’s lazy-loading margin').toBeGreaterThanOrEqual(6);
  for (const image of farBelow)
    expect(wasRequested(image.base), `${image.base} (top ${Math.round(image.top)} px) at load`).toBe(false);

  // Scrolling down brings every image in.
  for (let y = 0; y <= (await page.evaluate(() => document.documentElement.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const due = placed.filter((p) => p.top < y + fold);
    await expect
      .poll(() => due.every((p) => wasRequested(p.base)), { message: `images above ${y + fold} px requested` })
      .toBe(true);
  }
  for (const image of placed) expect(wasRequested(image.base), image.base).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a thumbnail is a link to the full-size image', async ({ page, consoleGuard }) => {
    // Chromium asks for a favicon when it shows the image as a document.
    consoleGuard.allowNotFound('/favicon.ico');
    const first = images('en-GB')[0];
    await page.goto(galleryUrl('en-GB'));
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === first?.src),
      thumbnail(page, 0).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/jpeg');
    await expect(page).toHaveURL((url) => url.pathname === first?.src);
  });
});
