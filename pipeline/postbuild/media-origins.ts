import { httpOrigin } from '../security/csp';

/** The absolute origins a page's images and video come from, exactly those allowed in img-src and media-src. */
const MEDIA_TAG = /<(?:img|source|video|audio|track)\b[^>]*>/gi;
const URL_ATTRIBUTE = /\s(src|srcSet|srcset|poster)="([^"]*)"/gi;

function unescapeAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export function externalMediaOrigins(html: string, siteOrigin?: string): string[] {
  const origins = new Set<string>();
  for (const [tag] of html.matchAll(MEDIA_TAG)) {
    for (const [, name, raw] of tag.matchAll(URL_ATTRIBUTE)) {
      const value = unescapeAttribute(raw ?? '');
      // A srcset lists "url width" pairs separated by commas.
      const urls = /^srcset$/i.test(name ?? '')
        ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
        : [value.trim()];
      for (const url of urls) {
        const origin = httpOrigin(url);
        if (origin && origin !== siteOrigin) origins.add(origin);
      }
    }
  }
  return [...origins].sort();
}
