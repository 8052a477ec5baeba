import type { ScoreField } from '../content/participant';

/** The design rating's criterion groups (quality, communication, media), each with its criteria and total. */
export const detailGroups = [
  { key: 'quality', fields: ['qualDS1', 'qualDS2', 'qualDS3', 'qualDS4'], total: 'totalQualDS' },
  { key: 'communication', fields: ['commDS1', 'commDS2', 'commDS3', 'commDS4'], total: 'totalCommDS' },
  { key: 'media', fields: ['mediaDS1', 'mediaDS2', 'mediaDS3'], total: 'averageMedia' },
] as const satisfies readonly { key: string; fields: readonly ScoreField[]; total: ScoreField }[];
