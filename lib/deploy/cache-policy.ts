import { cacheControl } from '../server/resolve';
export { BADGE_CACHE } from '../badge/paths';

/**
 * The caching rules of the bundled server, for the deployment configurations: /_next/static/ a
 * year, immutable; the badges a day, then stale while revalidating; everything else revalidated
 * on every use; a not-found answer not stored.
 */
export const IMMUTABLE_PREFIX = '_next/static/';

/** Cache-Control for files under IMMUTABLE_PREFIX. */
export const LONG_CACHE = cacheControl(`${IMMUTABLE_PREFIX}chunks/app.js`);

/** Cache-Control for every other file. */
export const SHORT_CACHE = cacheControl('index.html');

/** Cache-Control of a 404 answer (scripts/serve.ts). */
export const NOT_FOUND_CACHE = 'no-store';
