import type { Awards } from '../../content/awards-schema';

/** The winner categories of content/awards.json, written out so that tests' expectations follow from them. */
export const winnerCategories: Awards['winnerCategories'] = [
  { key: 'overall', winners: ['sika', 'geberit', 'swisscom'] },
  { key: 'valueReporting', winners: ['ubs-group', 'clariant', 'sgs'] },
  { key: 'design', winners: ['migros-konzern', 'avolta-ag', 'zrcher-kantonalbank'] },
  { key: 'text', winners: ['die-schweizerische-post-ag', 'swisscom', 'swiss-prime-site'] },
];
