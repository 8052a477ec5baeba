import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { sampleDataOn } from '@/lib/content/sample-data';

export const dynamic = 'force-static';

/**
 * Everything may be indexed and the sitemap lists every page in both languages, except while the
 * site shows sample data: then no crawler is welcome (invented results must not be found).
 */
export default function robots(): MetadataRoute.Robots {
  const sitemap = `${config.siteUrl}/sitemap.xml`;
  if (sampleDataOn(loadContent().site)) return { rules: { userAgent: '*', disallow: '/' }, sitemap };
  return { rules: { userAgent: '*', allow: '/' }, sitemap };
}
