/**
 * Company names for the generated sample ranking (sample data: real names, invented results).
 * The first entries are the refs that the awards in content/awards.json name.
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
