import { cacheControl } from '../server/resolve';
export { BADGE_CACHE } from '../badge/paths';

/**
 * The bundled server's caching, for the deployment configurations: /_next/static/ a year; badges a
 * day, then stale while revalidating; the rest revalidated on every use; a not-found not stored.
 */
export const IMMUTABLE_PREFIX = '_next/static/';

/** Cache-Control for files under IMMUTABLE_PREFIX. */
export const LONG_CACHE = cacheControl(`${IMMUTABLE_PREFIX}chunks/app.js`);

/** Cache-Control for every other file. */
export const SHORT_CACHE = cacheControl('index.html');

/** Cache-Control of a 404 answer (scripts/serve.ts). */
export const NOT_FOUND_CACHE = 'no-store';
