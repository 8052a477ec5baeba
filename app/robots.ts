import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';

export const dynamic = 'force-static';

/** Everything may be indexed; the sitemap lists every page in both languages. */
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${config.siteUrl}/sitemap.xml` };
}
