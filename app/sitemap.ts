import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { editionInfo } from '@/lib/editions/edition-info';
import { localePaths, sitemapEntries } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const { editions, current } = loadContent();
  const sitemapEditions = editions.map((edition) => ({
    archivedYear: editionInfo(edition.year, current.year).archivedYear,
    refs: edition.participants.map((p) => p.ref),
  }));
  return sitemapEntries(config.siteUrl, localePaths(sitemapEditions));
}
