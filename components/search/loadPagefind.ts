import type { Pagefind } from '@/lib/search/hit';

/** Where the build writes the index's browser module (pipeline/search/). */
const PAGEFIND_URL = '/pagefind/pagefind.js';

/** Words of excerpt around the words found. */
const EXCERPT_WORDS = 26;

/**
 * Loads the index's module, once, at run time: it is no part of the site's bundles, and a page loads
 * it only when the reader starts to search. It picks the index of the page's <html lang> itself.
 */
export async function loadPagefind(): Promise<Pagefind> {
  const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL)) as Pagefind;
  await pagefind.options({ excerptLength: EXCERPT_WORDS });
  await pagefind.init();
  // The filters' data, so that every search counts its results per edition (lib/search/gather).
  await pagefind.filters();
  return pagefind;
}
