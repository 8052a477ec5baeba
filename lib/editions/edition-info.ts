/**
 * Which edition a page shows, as its views need it: the year (covers, PDFs, headings), and the
 * year in the page addresses, which only an archived edition has (lib/routes, editionPath).
 */
export interface EditionInfo {
  year: number;
  /** undefined for the current edition, whose pages are at the unprefixed paths. */
  archivedYear?: number;
  currentYear: number;
}

export function editionInfo(year: number, currentYear: number): EditionInfo {
  return year === currentYear ? { year, currentYear } : { year, archivedYear: year, currentYear };
}
