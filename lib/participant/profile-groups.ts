import type { ScoreField } from '../content/participant';

/**
 * The score profile's groups: design's three (quality, communication, media) and value
 * reporting. `max` is the group's scale: 100, 4 × 10, 4 × 10, and the media average's 10.
 */
export const profileGroups = [
  { key: 'valueReporting', field: 'totalVR', max: 100 },
  { key: 'quality', field: 'totalQualDS', max: 40 },
  { key: 'communication', field: 'totalCommDS', max: 40 },
  { key: 'media', field: 'averageMedia', max: 10 },
] as const satisfies readonly { key: string; field: ScoreField; max: number }[];

export type ProfileGroupKey = (typeof profileGroups)[number]['key'];
