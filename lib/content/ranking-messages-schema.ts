import { z } from 'zod';
import { downloadOnlyColumnKeys, tableColumnKeys } from '@/lib/ranking/columns';
import { openDataColumns, openDataEditionColumns } from '@/lib/ranking/open-data';
import { icuMessage, labels, plainArguments, text, usesArgument } from './primitives-schema';

/** Namespace `ranking`: the ranking table's texts. */
/** An ICU message that uses the argument `name`, plainly ({count}) or formatted ({count, plural, …}). */
const template = (name: string) =>
  text.refine((value) => usesArgument(value, name), { error: `must use the argument {${name}}` });

/** A workbook's tab name: Excel allows at most 31 characters, none of [ ] : * ? / \, no apostrophe at either end. */
export const sheetName = text.regex(
  /^(?!')[^[\]:*?/\\]{1,31}(?<!')$/,
  "must be at most 31 characters, without [ ] : * ? / \\ and without ' at the start or end",
);

export const rankingMessagesSchema = z.strictObject({
  caption: text,
  regionLabel: text,
  // One heading per column of the table, and one per column only in the downloads (csv), from lib/ranking/columns.
  columns: labels(tableColumnKeys),
  searchLabel: text,
  searchPlaceholder: text,
  /** The sector filter: its label, the option for every sector, and each sector's option with its count. */
  sectorLabel: text,
  sectorAll: text,
  sectorOption: icuMessage(['sector', 'count']),
  /**
   * The view option that sorts by the overall rank's movement, largest move up first: a checkbox
   * below the overall rank's heading: its short visible label ("Aufsteiger") and its full name
   * ("Aufsteiger zuerst"), which should begin with the label (what is seen is what is said).
   */
  movementSort: labels(['label', 'name']),
  /** The compare control of each row (its name: toggle), the tray of the chosen companies and its link. */
  compare: z.strictObject({
    toggle: plainArguments('name'),
    remove: plainArguments('name'),
    title: text,
    count: plainArguments('count', 'max'),
    /** The tray's link, and the label beside each toggle's box on wide screens: a word of `toggle`, so that speech input finds it. */
    link: text,
    full: text,
  }),
  resultCount: plainArguments('count', 'total'),
  noResults: plainArguments('query'),
  unranked: text,
  separatelyRanked: text,
  certificate: text,
  movement: z.strictObject({
    /** ICU plural of {count}: "{count, plural, one {# Platz} other {# Plätze}} besser als im Vorjahr". */
    up: template('count'),
    down: template('count'),
    ...labels(['same', 'new', 'newShort']).shape,
  }),
  legendLabel: text,
  legendMovement: text,
  /** The view's downloads: the group's label, each button's full name and its short visible label. */
  downloadLabel: text,

  /** The legend's entry for the compare toggle's sign, shown where the toggles show no label. */
  legendCompare: text,
  /** Below the legend on narrow screens, where the table scrolls sideways. */
  swipeHint: text,
  download: text,
  downloadXlsx: text,
  downloadFormat: labels(['csv', 'xlsx']),
  csv: z.strictObject({
    fileName: text.regex(/^[a-z0-9-]+$/, 'must be a file name of a-z, 0-9 and hyphens'),
    ...labels(downloadOnlyColumnKeys).shape,
    yes: text,
    /** The tab name of the view's workbook. */
    sheetName: sheetName,
  }),
  openData: z.strictObject({
    title: text,
    text,
    /** Said on an archived edition's ranking, which offers the files of every edition. */
    editionsText: text,
    ...labels(['csv', 'json', 'editionsCsv', 'editionsJson', 'xlsx', 'editionsXlsx']).shape,
    /** The workbooks' tab names. */
    sheets: z.strictObject({ ranking: sheetName, editions: sheetName }),
    // The workbooks' column headings, in the page's language: one per column of the editions table.
    headings: labels(openDataEditionColumns),
    columnsSummary: text,
    // One description per open data column (lib/ranking/open-data.ts), no more, no fewer.
    columns: labels(openDataColumns),
  }),
});
