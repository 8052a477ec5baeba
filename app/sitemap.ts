import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { localePaths, sitemapEntries } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(config.siteUrl, localePaths(loadContent().participants.map((p) => p.ref)));
}
