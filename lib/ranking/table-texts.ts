import type { createTranslator } from 'next-intl';
import type { Messages } from '@/lib/content/message-schema';
import { messageParts } from '@/lib/i18n/message-parts';
import { pluralParts } from '@/lib/i18n/plural-parts';
import type { Locale } from '@/lib/i18n/locales';
import { downloadOnlyColumnKeys, tableColumnKeys } from './columns';
import type { RankingRow } from './row';

/** The `ranking` namespace's t(), as next-intl's getTranslations gives it on the server. */
type RankingTranslator = ReturnType<typeof createTranslator<Messages, 'ranking'>>;

const textsByKey = <K extends string>(keys: readonly K[], text: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;

/** A sector as the filter offers it: its key and its name in the page's language. */
export interface SectorChoice {
  key: string;
  name: string;
}

/**
 * Every text of the ranking table island, formatted on the server: the island is sent strings,
 * never the catalogue, and has no ICU formatter. The result count, the no-results text and the
 * compare texts change in the browser, so they come as parts to fill in (lib/i18n/message-parts);
 * the movements up and down as plural parts (lib/ranking/movement-labels). The sector filter is
 * left out when no row has a sector, the sort by movement when no row has a previous rank.
 */
export function rankingTableTexts(
  t: RankingTranslator,
  locale: Locale,
  rows: readonly RankingRow[],
  sectors: readonly SectorChoice[] = [],
) {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.sector) counts.set(row.sector, (counts.get(row.sector) ?? 0) + 1);
  const offered = sectors.filter((sector) => counts.has(sector.key));
  const compareToggle = messageParts(['name'], (markers) => t('compare.toggle', markers));
  return {
    caption: t('caption'),
    regionLabel: t('regionLabel'),
    columns: textsByKey(tableColumnKeys, (key) => t(`columns.${key}`)),
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    ...(offered.length && {
      sectorFilter: {
        label: t('sectorLabel'),
        all: t('sectorAll'),
        options: offered.map(({ key, name }) => ({
          key,
          label: t('sectorOption', { sector: name, count: counts.get(key) ?? 0 }),
        })),
      },
    }),
    // Sorting by movement only where the edition before is on the site (the rows know their previous rank).
    ...(rows.some((row) => row.prevYearOverall !== undefined) && {
      movementSort: { label: t('movementSort.label'), name: t('movementSort.name') },
    }),
    resultCount: messageParts(['count', 'total'], (markers) => t('resultCount', markers)),
    noResults: messageParts(['query'], (markers) => t('noResults', markers)),
    downloadLabel: t('downloadLabel'),
    download: t('download'),
    downloadXlsx: t('downloadXlsx'),
    downloadFormat: { csv: t('downloadFormat.csv'), xlsx: t('downloadFormat.xlsx') },
    compare: {
      toggle: compareToggle,
      remove: messageParts(['name'], (markers) => t('compare.remove', markers)),
      title: t('compare.title'),
      count: messageParts(['count', 'max'], (markers) => t('compare.count', markers)),
      link: t('compare.link'),
      full: t('compare.full'),
    },
    // The view's downloads: the file name, the headings the table does not show, the tab name.
    csv: {
      fileName: t('csv.fileName'),
      ...textsByKey(downloadOnlyColumnKeys, (key) => t(`csv.${key}`)),
      yes: t('csv.yes'),
      sheetName: t('csv.sheetName'),
    },
    // The cells' texts; newShort is shown beside a rank new this year.
    cells: {
      unranked: t('unranked'),
      separatelyRanked: t('separatelyRanked'),
      certificate: t('certificate'),
      newShort: t('movement.newShort'),
      compareToggle,
      movements: {
        up: pluralParts(locale, (count) => t('movement.up', { count })),
        down: pluralParts(locale, (count) => t('movement.down', { count })),
        same: t('movement.same'),
        new: t('movement.new'),
      },
    },
  };
}

export type RankingTableTexts = ReturnType<typeof rankingTableTexts>;
/** The texts of the rows' cells (lib/ranking/rows-html). */
export type CellTexts = RankingTableTexts['cells'];
