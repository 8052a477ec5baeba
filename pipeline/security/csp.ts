/**
 * The Content Security Policy of every page: scripts only from this site and the page's own
 * inline scripts by their hashes (pipeline/postbuild/); no 'unsafe-inline' or 'unsafe-eval'. The tag
 * manager's hosts only with a container ID. frame-ancestors cannot be in a <meta> policy: see
 * headerPolicy().
 */

export interface PolicyOptions {
  /** 'sha256-…' sources for the page's inline scripts. */
  scriptHashes: readonly string[];
  /** A valid GTM container ID, or null: no tag manager, no Google hosts. */
  gtmId: string | null;
  /** NEXT_PUBLIC_STORAGE_BASE_URL: assets may come from there (images, video). */
  storageBaseUrl?: string;
  /** Other origins this page's content loads images or video from (absolute asset URLs). */
  mediaOrigins?: readonly string[];
  /**
   * The search page: its index (Pagefind, /pagefind/) runs as WebAssembly in a worker, so it may
   * compile WebAssembly ('wasm-unsafe-eval', which allows no eval() of JavaScript) and start
   * workers from this site. Every other page may do neither.
   */
  search?: boolean;
}

// Hosts Google documents for a tag manager container with Google Analytics 4.
const GTM_SCRIPT = ['https://www.googletagmanager.com'];
const GTM_IMG = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];
const GTM_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** The origin of an absolute http(s) URL, or null (empty, relative or another scheme). */
export function httpOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The per-page policy, as written into the page's <meta http-equiv="Content-Security-Policy">. */
export function pagePolicy({
  scriptHashes,
  gtmId,
  storageBaseUrl,
  mediaOrigins = [],
  search = false,
}: PolicyOptions): string {
  const gtm = gtmId !== null;
  const storage = httpOrigin(storageBaseUrl);
  const extra = [...(storage ? [storage] : []), ...mediaOrigins];
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(search ? ["'wasm-unsafe-eval'"] : []),
      ...[...scriptHashes].sort(),
      ...(gtm ? GTM_SCRIPT : []),
    ],
    // React and the carousel set style attributes; styles cannot run code, scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...extra, ...(gtm ? GTM_IMG : [])],
    'media-src': ["'self'", ...extra],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(gtm ? GTM_CONNECT : [])],
    'frame-src': ["'none'"],
    'worker-src': [search ? "'self'" : "'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** What only a response header can carry; both policies are enforced, so it never loosens the page's. */
export function headerPolicy(): string {
  return ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", "form-action 'self'"].join('; ');
}
