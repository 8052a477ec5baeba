import path from 'node:path';
import { BADGE_CACHE, isBadgeFile } from '../../lib/badge/paths';
import { SEARCH_DATA_EXTENSIONS, SEARCH_HASHED_FOLDERS } from '../search/bundle';
import { isCompressedCopyName } from './accept-encoding';

/**
 * How the bundled server maps a request path onto out/ (pure; the file system is passed in):
 * clean URLs (/rangliste → rangliste.html), the index files, a redirect for trailing slashes, and
 * the 404 page in the visitor's language (en/404.html under /en/, 404.html elsewhere). A request
 * for a compressed copy by name (/index.html.br) is not found: copies are chosen by Accept-Encoding.
 */
export type Resolution =
  | { kind: 'file'; file: string; status: 200 }
  | { kind: 'redirect'; location: string; status: 308 }
  | { kind: 'not-found'; file: string; status: 404 }
  | { kind: 'bad-request'; status: 400 };

export function resolveRequest(rawPath: string, isFile: (relative: string) => boolean): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request', status: 400 };
  }
  if (decoded.includes('\0')) return { kind: 'bad-request', status: 400 };
  // Normalise and keep the path inside the root: "/../x" becomes "/x".
  const normal = path.posix.normalize(`/${decoded}`).replace(/^\/+/, '/');

  if (normal.length > 1 && normal.endsWith('/')) {
    // Re-encoded: a decoded "\" would make "/\host" a protocol-relative redirect in browsers.
    const location = (normal.replace(/\/+$/, '') || '/').split('/').map(encodeURIComponent).join('/');
    return { kind: 'redirect', location, status: 308 };
  }
  const relative = normal.slice(1);
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    // The build's compressed copies (x.html.br) are served only through Accept-Encoding.
    if (isCompressedCopyName(candidate) || !isFile(candidate)) continue;
    // The not-found pages answer 404 even when asked for by name (/404, /en/404).
    if (NOT_FOUND_PAGES.includes(candidate)) return { kind: 'not-found', file: candidate, status: 404 };
    return { kind: 'file', file: candidate, status: 200 };
  }
  const english = (normal === '/en' || normal.startsWith('/en/')) && isFile('en/404.html');
  return { kind: 'not-found', file: english ? 'en/404.html' : '404.html', status: 404 };
}

const NOT_FOUND_PAGES = ['404.html', 'en/404.html'];

/**
 * The clean URL path of an exported page file, the inverse of resolveRequest's candidates:
 * "index.html" → "/", "en.html" → "/en", "galerie/index.html" → "/galerie",
 * "en/2025/rangliste.html" → "/en/2025/rangliste". Not percent-encoded: file names are not.
 */
export function pageUrlPath(relativeFile: string): string {
  const clean = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${clean}`;
}

/**
 * The content types by extension, each MIME type once, in the order the nginx types block lists
 * them; `utf8` ones are sent with "; charset=utf-8". The deploy configurations are generated from it.
 */
const TYPES = [
  { mime: 'text/html', extensions: ['html'], utf8: true },
  { mime: 'text/plain', extensions: ['txt'], utf8: true },
  { mime: 'text/javascript', extensions: ['js', 'mjs'], utf8: true },
  { mime: 'text/css', extensions: ['css'], utf8: true },
  { mime: 'application/json', extensions: ['json'], utf8: true },
  { mime: 'text/csv', extensions: ['csv'], utf8: true },
  // The editions' calendar files (/termine/{year}.ics).
  { mime: 'text/calendar', extensions: ['ics'], utf8: true },
  { mime: 'image/svg+xml', extensions: ['svg'] },
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/webp', extensions: ['webp'] },
  { mime: 'image/avif', extensions: ['avif'] },
  { mime: 'image/gif', extensions: ['gif'] },
  { mime: 'image/x-icon', extensions: ['ico'] },
  { mime: 'font/woff2', extensions: ['woff2'] },
  { mime: 'font/woff', extensions: ['woff'] },
  { mime: 'application/pdf', extensions: ['pdf'] },
  // A zip archive already: never compressed again (isCompressible).
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  // The press photos' ZIPs (pipeline/media/press-kit.ts): compressed already, never again.
  { mime: 'application/zip', extensions: ['zip'] },
  { mime: 'video/mp4', extensions: ['mp4'] },
  { mime: 'application/xml', extensions: ['xml'], utf8: true },
  { mime: 'application/manifest+json', extensions: ['webmanifest'] },
  // The search index's data and WebAssembly (pipeline/search/bundle.ts): gzip inside already,
  // unpacked by its own script, which reads the WebAssembly as bytes rather than streaming it.
  { mime: 'application/octet-stream', extensions: SEARCH_DATA_EXTENSIONS },
];
export const DEFAULT_TYPE = 'application/octet-stream';
const COMPRESSIBLE = /^(text\/|application\/(json|xml|atom\+xml|manifest)|image\/svg)/;

/**
 * Files whose type is not their extension's, by their path in out/: the Atom feeds are .xml files
 * (the address feed readers look for) but Atom, not plain XML. The deploy configurations take them
 * from here too.
 */
const FILE_TYPES: readonly { file: string; mime: string; utf8: boolean }[] = [
  { file: 'feed.xml', mime: 'application/atom+xml', utf8: true },
  { file: 'en/feed.xml', mime: 'application/atom+xml', utf8: true },
];

/** The files served with a type of their own, with whether each is compressed. */
export function servedFileTypes() {
  return FILE_TYPES.map((type) => ({ ...type, compressible: COMPRESSIBLE.test(type.mime) }));
}

/** The served types with whether each is compressed, for the deploy configurations. */
export function servedTypes() {
  return TYPES.map((type) => ({ ...type, utf8: type.utf8 ?? false, compressible: COMPRESSIBLE.test(type.mime) }));
}

const byExtension = new Map(TYPES.flatMap((type) => type.extensions.map((ext) => [ext, type] as const)));

export function contentType(file: string): string {
  const own = FILE_TYPES.find((type) => type.file === file.split(path.sep).join('/').replace(/^\/+/, ''));
  if (own) return `${own.mime}${own.utf8 ? '; charset=utf-8' : ''}`;
  const type = byExtension.get(path.extname(file).slice(1).toLowerCase());
  return type ? `${type.mime}${type.utf8 ? '; charset=utf-8' : ''}` : DEFAULT_TYPE;
}

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(contentType(file));
}

/**
 * Caching: hashed build output under IMMUTABLE_PREFIX and the search index's folders of hashed
 * files (IMMUTABLE_FOLDERS) are cached for a year and never revalidated;
 * badges, shown on other sites on every view, keep for a day, then stale while revalidating
 * (lib/badge/paths); everything else (pages, the RSC .txt payloads, /assets/*.json, the sitemap,
 * media) is revalidated on every use; a not-found answer is not stored at all. The deployment
 * configurations take the same values.
 */
export const IMMUTABLE_PREFIX = '_next/static/';
export const IMMUTABLE_FOLDERS: readonly string[] = [IMMUTABLE_PREFIX, ...SEARCH_HASHED_FOLDERS];
export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=0, must-revalidate';
export const NOT_FOUND_CACHE = 'no-store';

export function cacheControl(file: string): string {
  if (IMMUTABLE_FOLDERS.some((folder) => file.startsWith(folder))) return LONG_CACHE;
  if (isBadgeFile(file)) return BADGE_CACHE;
  return SHORT_CACHE;
}
