import type { SiteSettings } from './site-schema';

/**
 * Whether the site shows sample data: then every page says so, no page may be indexed, and the
 * share images carry a mark. content/site.json's `sampleData` decides; SAMPLE_DATA in the
 * environment (1/0, true/false; anything else is ignored) overrides it for one build.
 */
export function sampleDataOn(site: Pick<SiteSettings, 'sampleData'>, override = process.env.SAMPLE_DATA): boolean {
  const value = override?.trim().toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return site.sampleData ?? false;
}

/** A site URL nobody on the internet can reach: localhost, *.localhost, 127.x.x.x, [::1], 0.0.0.0, [::], *.local. */
export function isLocalSiteUrl(siteUrl: string): boolean {
  let host: string;
  try {
    host = new URL(siteUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  return ['localhost', '[::1]', '[::]', '0.0.0.0'].includes(host) || /\.local(host)?$|^127(\.\d{1,3}){3}$/.test(host);
}
