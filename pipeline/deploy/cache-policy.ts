import { cacheControl } from '../server/resolve';
export { BADGE_CACHE } from '../../lib/badge/paths';

/**
 * The caching rules of the bundled server (pipeline/server/resolve.ts), for the
 * deployment configurations: hashed build output under /_next/static/ is cached for a year and
 * never revalidated; everything else (pages, the RSC .txt payloads, /assets/*.json, the sitemap,
 * media) is revalidated on every use, except the embeddable badges (BADGE_CACHE, a day, then
 * stale while revalidating); a not-found answer is not stored at all.
 */
export const IMMUTABLE_PREFIX = '_next/static/';

/** Cache-Control for files under IMMUTABLE_PREFIX. */
export const LONG_CACHE = cacheControl(`${IMMUTABLE_PREFIX}chunks/app.js`);

/** Cache-Control for every other file. */
export const SHORT_CACHE = cacheControl('index.html');

/** Cache-Control of a 404 answer (pipeline/server/static-server.ts). */
export const NOT_FOUND_CACHE = 'no-store';
