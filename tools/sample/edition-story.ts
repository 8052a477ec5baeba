/**
 * The story of the sample's past editions (sample data: real names, invented results). The
 * overall, value reporting and design winners are read from the ranks (edition-awards.ts), so
 * each year pins the scores of the companies the story is about: the winners, and the latest
 * edition's winners, whose scores would otherwise carry them to the top every year. Between the
 * pins the scores drift (rank-drift.ts). The jury's text winners and special mentions are not in
 * the ranks and are named here. The laudatios (laudatio-copy-*.ts) are written for these awards.
 */
import type { SpecialMentionKey, WinnerCategoryKey } from '../../lib/content/awards-schema';

/** [value reporting, design]; null keeps the drifted score. */
type Pin = [number | null, number | null];

export interface EditionStory {
  pins: Record<string, Pin>;
  /** The winners the pins give (checked by the tests), and the text winners, first place first. */
  winners: Record<WinnerCategoryKey, string[]>;
  mentions: Record<SpecialMentionKey, string>;
}

export const editionStories: Record<number, EditionStory> = {
  2022: {
    pins: {
      swisscom: [86.5, 87.5],
      geberit: [85.5, 86.5],
      'die-schweizerische-post-ag': [84, 86.2],
      sika: [86, 83.5],
      'swiss-prime-site': [83, 85],
      sgs: [90, 64.5],
      bucher: [89.2, 59],
      'ubs-group': [88.8, 66],
      'rieter-holding-ag': [86.8, 75],
      'berner-kantonalbank': [84.5, 72],
      'avolta-ag': [64, 90],
      'zrcher-kantonalbank': [66.5, 89],
      'migros-konzern': [68.5, 88.4],
      'lindt-sprungli-ag': [null, 87.4],
      swica: [57, 82],
    },
    winners: {
      overall: ['swisscom', 'geberit', 'die-schweizerische-post-ag'],
      valueReporting: ['sgs', 'bucher', 'ubs-group'],
      design: ['avolta-ag', 'zrcher-kantonalbank', 'migros-konzern'],
      text: ['die-schweizerische-post-ag', 'swisscom', 'swiss-prime-site'],
    },
    mentions: { text: 'flughafen-zurich-ag', value: 'berner-kantonalbank', design: 'adecco-group-ag' },
  },
  2023: {
    pins: {
      swisscom: [87, 88],
      sika: [87.5, 86.5],
      'swiss-prime-site': [84.5, 86.8],
      geberit: [85, 85.5],
      'die-schweizerische-post-ag': [83, 85],
      'ubs-group': [90.5, 67],
      sgs: [89.8, 65],
      bucher: [88.2, 60],
      'rieter-holding-ag': [87.6, 75.5],
      'berner-kantonalbank': [85.5, 73],
      'avolta-ag': [65, 90.5],
      'migros-konzern': [69, 89.8],
      'lindt-sprungli-ag': [null, 88.6],
      'zrcher-kantonalbank': [67, 87.2],
      swica: [57.5, 83],
    },
    winners: {
      overall: ['swisscom', 'sika', 'swiss-prime-site'],
      valueReporting: ['ubs-group', 'sgs', 'bucher'],
      design: ['avolta-ag', 'migros-konzern', 'lindt-sprungli-ag'],
      text: ['swisscom', 'die-schweizerische-post-ag', 'graubundner-kantonalbank'],
    },
    mentions: { text: 'raiffeisen-schweiz-genossenschaft', value: 'rieter-holding-ag', design: 'swiss-re-ag' },
  },
  2024: {
    pins: {
      sika: [88.5, 87.5],
      swisscom: [86, 87],
      geberit: [85, 87.8],
      'die-schweizerische-post-ag': [83.5, 84],
      'swiss-prime-site': [82.5, 83],
      sgs: [91, 66],
      'ubs-group': [90, 68.5],
      'rieter-holding-ag': [88.8, 76],
      'berner-kantonalbank': [86, 74],
      bucher: [86, 61],
      'migros-konzern': [70, 89.5],
      'zrcher-kantonalbank': [67.5, 88.5],
      'avolta-ag': [65.5, 86.5],
      'lindt-sprungli-ag': [null, 85.6],
      swica: [58, 84],
    },
    winners: {
      overall: ['sika', 'swisscom', 'geberit'],
      valueReporting: ['sgs', 'ubs-group', 'rieter-holding-ag'],
      design: ['migros-konzern', 'zrcher-kantonalbank', 'geberit'],
      text: ['die-schweizerische-post-ag', 'swiss-prime-site', 'swisscom'],
    },
    mentions: { text: 'berner-kantonalbank', value: 'bucher', design: 'swica' },
  },
  2025: {
    pins: {
      geberit: [87, 90.5],
      sika: [87.5, 87],
      'die-schweizerische-post-ag': [84.5, 85],
      swisscom: [84, 84.5],
      'swiss-prime-site': [82, 81.5],
      'ubs-group': [91.5, 69],
      sgs: [90.5, 65.5],
      'berner-kantonalbank': [89, 75],
      'rieter-holding-ag': [85.5, 76.5],
      bucher: [85, 60.5],
      'migros-konzern': [70.5, 89.5],
      'avolta-ag': [66, 89],
      'zrcher-kantonalbank': [67, 86.5],
      'lindt-sprungli-ag': [null, 83.6],
      swica: [57.5, 83],
    },
    winners: {
      overall: ['geberit', 'sika', 'die-schweizerische-post-ag'],
      valueReporting: ['ubs-group', 'sgs', 'berner-kantonalbank'],
      design: ['geberit', 'migros-konzern', 'avolta-ag'],
      text: ['swisscom', 'die-schweizerische-post-ag', 'raiffeisen-schweiz-genossenschaft'],
    },
    mentions: { text: 'flughafen-zurich-ag', value: 'aryzta-ag', design: 'komax-holding-ag' },
  },
};

/** Every ref a story names, with the first year it is named in (it must take part from then on). */
export function storyRefs(years: readonly number[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const year of [...years].sort((a, b) => a - b)) {
    const story = editionStories[year];
    if (!story) continue;
    const refs = [...Object.keys(story.pins), ...Object.values(story.winners).flat(), ...Object.values(story.mentions)];
    for (const ref of refs) if (!first.has(ref)) first.set(ref, year);
  }
  return first;
}
