/** Which edition a page shows: its year, and the year in addresses that only an archived one has. */
export interface EditionInfo {
  year: number;
  /** undefined for the current edition, whose pages are at the unprefixed paths. */
  archivedYear?: number;
  currentYear: number;
}

export function editionInfo(year: number, currentYear: number): EditionInfo {
  return year === currentYear ? { year, currentYear } : { year, archivedYear: year, currentYear };
}
