import { test, expect, waitForHydration } from './support/test';

/**
 * The hero image of a page is preloaded by that page's HTML only (criteria-jury.spec.ts checks
 * that preload). Next prefetches the router
 * payload of every link in view; a preload hint in that payload would make the browser fetch
 * another page's hero image (criteria, about) while the visitor is still on the home page.
 */
test('prefetching the linked pages does not download their images', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' || /\.(webp|jpe?g|png)(\?|$)/.test(request.url()))
      images.push(new URL(request.url()).pathname);
  });
  const prefetched = page.waitForRequest(
    (request) => /_rsc=|\.txt(\?|$)/.test(request.url()) && /kriterien|ueber-uns/.test(request.url()),
  );
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 4000);
  await prefetched;
  await page.waitForLoadState('networkidle');
  expect(images.filter((image) => /\/media\/(criteria|about)\//.test(image))).toEqual([]);
});
