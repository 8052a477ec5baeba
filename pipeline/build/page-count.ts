import type { Content } from '../../lib/content/load';
import { editionInfo } from '../../lib/editions/edition-info';
import { locales } from '../../lib/i18n/locales';
import { localePaths } from '../../lib/seo/sitemap';

/** The HTML pages a build writes ("812 of 1823"): the sitemap's, a 404 per language and _not-found.html. */
export function expectedPageCount(content: Pick<Content, 'editions' | 'current'>): number {
  const editions = content.editions.map((edition) => ({
    archivedYear: editionInfo(edition.year, content.current.year).archivedYear,
    refs: edition.participants.map((p) => p.ref),
  }));
  return localePaths(editions).length * locales.length + locales.length + 1;
}
