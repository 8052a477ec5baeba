import companySectors from './company-sectors.json';

const sectors: Readonly<Record<string, string>> = companySectors;

/**
 * The sample's sector of a company, by its name (company-sectors.json: each real company's line
 * of business). A synthetic name made from a listed one ("ABB Ltd 2") takes that one's sector;
 * an empty entry leaves a company unassigned, as a real export may.
 */
export function sampleSector(company: string): string {
  return sectors[company] ?? sectors[company.replace(/ \d+$/, '')] ?? '';
}
