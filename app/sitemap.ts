import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { loadParticipants } from '@/lib/content/load';
import { localePaths, sitemapEntries } from '@/lib/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(config.siteUrl, localePaths(loadParticipants().map((p) => p.ref)));
}
