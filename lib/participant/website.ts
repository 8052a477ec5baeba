/** A participant's website (`url`, else `website`) as a safe link: https:// added, only http(s), else null. */
export function websiteUrl(participant: { url: string; website: string }): string | null {
  const raw = participant.url.trim() || participant.website.trim();
  if (!raw) return null;
  // Browsers ignore tabs, newlines and control characters inside a scheme ("java\tscript:").
  const compact = raw.replace(/[\u0000-\u0020\u007f]+/g, '');
  const isHttp = /^https?:\/\//i.test(compact);
  // Another scheme (but not host:port) is refused.
  if (!isHttp && /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i.test(compact)) return null;
  const candidate = isHttp ? compact : compact.startsWith('//') ? `https:${compact}` : `https://${compact}`;
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!parsed.hostname.includes('.') && parsed.hostname !== 'localhost') return null;
  if (parsed.username || parsed.password) return null;
  return parsed.href;
}

/** The link text for a website: host and path without scheme or trailing slash (www.sika.ch). */
export function websiteLabel(href: string): string {
  const parsed = new URL(href);
  const rest = `${parsed.pathname}${parsed.search}`.replace(/\/+$/, '');
  return `${parsed.host}${rest}`;
}
