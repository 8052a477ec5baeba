import type { ScoreField } from '../content/participant';

/** The score profile's groups and their scales: value reporting 100, quality 40, communication 40, media 10. */
export const profileGroups = [
  { key: 'valueReporting', field: 'totalVR', max: 100 },
  { key: 'quality', field: 'totalQualDS', max: 40 },
  { key: 'communication', field: 'totalCommDS', max: 40 },
  { key: 'media', field: 'averageMedia', max: 10 },
] as const satisfies readonly { key: string; field: ScoreField; max: number }[];

export type ProfileGroupKey = (typeof profileGroups)[number]['key'];
