import path from 'node:path';
import { BADGE_CACHE, isBadgeFile } from '../../lib/badge/paths';
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
  return { kind: 'not-found', file: notFoundPage(normal, isFile), status: 404 };
}

const NOT_FOUND_PAGES = ['404.html', 'en/404.html'];

export function notFoundPage(pathname: string, isFile: (relative: string) => boolean): string {
  if ((pathname === '/en' || pathname.startsWith('/en/')) && isFile('en/404.html')) return 'en/404.html';
  return '404.html';
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  // A zip archive already: never compressed again (isCompressible).
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The extensions the server knows (lower case, no dot), in the table's order: the deploy configurations list them. */
export const servedExtensions: readonly string[] = Object.keys(TYPES).map((extension) => extension.slice(1));

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Hashed build assets never change; badges, shown on other sites on every view, keep for a day
 * (lib/badge/paths); everything else is revalidated.
 */
export function cacheControl(file: string): string {
  if (file.startsWith('_next/static/')) return 'public, max-age=31536000, immutable';
  if (isBadgeFile(file)) return BADGE_CACHE;
  return 'public, max-age=0, must-revalidate';
}

export function isCompressible(file: string): boolean {
  return /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(contentType(file));
}
