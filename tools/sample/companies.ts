/**
 * Company names for the generated sample editions (sample data: real names, invented results).
 * The first entries are the refs that the awards in content/editions/2026/awards.json name.
 */
import otherCompanyNames from './other-companies.json';

export const awardCompanies: Record<string, string> = {
  sika: 'Sika AG',
  geberit: 'Geberit AG',
  swisscom: 'Swisscom AG',
  'ubs-group': 'UBS Group AG',
  clariant: 'Clariant AG',
  sgs: 'SGS SA',
  'migros-konzern': 'Migros-Konzern',
  'avolta-ag': 'Avolta AG',
  'zrcher-kantonalbank': 'Zürcher Kantonalbank',
  'die-schweizerische-post-ag': 'Die Schweizerische Post AG',
  'swiss-prime-site': 'Swiss Prime Site AG',
  bucher: 'Bucher Industries AG',
  swica: 'SWICA Gesundheitsorganisation',
};

/** The rest of the field, in a fixed order (the generator cycles through it); a long plain list, so kept as data. */
export const otherCompanies: string[] = otherCompanyNames;

/**
 * Companies that took part in earlier editions and are no longer in the latest one, with their
 * first and last edition (participation.ts; more are made from these names, with a number, when
 * a synthetic field needs them).
 */
export const formerCompanies: { name: string; from: number; to: number }[] = [
  { name: 'Vaudoise Assurances Holding SA', from: 2022, to: 2025 },
  { name: 'Orascom Development Holding AG', from: 2022, to: 2025 },
  { name: 'Cicor Technologies Ltd', from: 2022, to: 2025 },
  { name: 'Lalique Group SA', from: 2022, to: 2025 },
  { name: 'Medartis Holding AG', from: 2023, to: 2025 },
  { name: 'Villars Holding SA', from: 2024, to: 2025 },
  { name: 'GAM Holding AG', from: 2022, to: 2024 },
  { name: 'Von Roll Holding AG', from: 2022, to: 2024 },
  { name: 'Burkhalter Holding AG', from: 2022, to: 2024 },
  { name: 'Carlo Gavazzi Holding AG', from: 2022, to: 2024 },
  { name: 'Tornos Holding SA', from: 2023, to: 2024 },
  { name: 'Credit Suisse Group AG', from: 2022, to: 2023 },
  { name: 'Crealogix Holding AG', from: 2022, to: 2023 },
  { name: 'Zwahlen & Mayr SA', from: 2022, to: 2023 },
  { name: 'Orell Füssli AG', from: 2022, to: 2023 },
  { name: 'Vifor Pharma AG', from: 2022, to: 2022 },
  { name: 'Santhera Pharmaceuticals Holding AG', from: 2022, to: 2022 },
  { name: 'Evolva Holding SA', from: 2022, to: 2022 },
  { name: 'Züblin Immobilien Holding AG', from: 2022, to: 2022 },
];

/** Earlier names of a company (same ref, the name of that year): Avolta was Dufry until 2023. */
export const earlierNames: Record<string, { name: string; until: number }[]> = {
  'avolta-ag': [{ name: 'Dufry AG', until: 2022 }],
};

/** The company's name in `year`. */
export function nameInYear(ref: string, latestName: string, year: number): string {
  const earlier = (earlierNames[ref] ?? []).filter((e) => year <= e.until).sort((a, b) => a.until - b.until);
  return earlier[0]?.name ?? latestName;
}
