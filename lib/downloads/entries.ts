import { assetUrl } from '../assets';
import type { DownloadCategory } from '../content/editorial-schema';
import type { Locale } from '../i18n/locales';
import { fileMeta, fileTypeLabel } from './format';
import { groupByYearNewestFirst } from './order';

/** The downloads page's years, newest first, each file with link, type and size; only http(s) and site paths. */
export function downloadYears(
  categories: readonly DownloadCategory[],
  locale: Locale,
  sizeOf: (url: string) => number | undefined,
  storageBase = '',
) {
  return groupByYearNewestFirst(categories)
    .map(({ year, downloads }) => ({
      year,
      files: downloads.flatMap((download) => {
        const url = download.url.trim();
        if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:\/\//i.test(url)) return [];
        const type = fileTypeLabel(download);
        return {
          name: download.name,
          href: assetUrl(url, storageBase),
          // A file (its type is known) gets the download icon, a web page the external-link icon.
          kind: type ? ('file' as const) : ('page' as const),
          meta: fileMeta(type, download.size ?? sizeOf(url), locale),
        };
      }),
    }))
    .filter((group) => group.files.length > 0);
}

export type DownloadYear = ReturnType<typeof downloadYears>[number];
