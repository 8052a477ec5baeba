import type { ScoreField } from '../content/participant';

/**
 * The score profile's criterion groups: design splits into its three groups (quality,
 * communication, media); value reporting is one group. `max` is the group's scale in the
 * rating's grid: 100 points for value reporting, four criteria of up to 10 points for quality
 * and for communication, and the media average of up to 10.
 */
export const profileGroups = [
  { key: 'valueReporting', field: 'totalVR', max: 100 },
  { key: 'quality', field: 'totalQualDS', max: 40 },
  { key: 'communication', field: 'totalCommDS', max: 40 },
  { key: 'media', field: 'averageMedia', max: 10 },
] as const satisfies readonly { key: string; field: ScoreField; max: number }[];

export type ProfileGroupKey = (typeof profileGroups)[number]['key'];
