import { parseParticipant, type Participant } from '../participant';
import { participantFields, type ParticipantRow } from '../participant-fields';

/** A content row for tests: every field empty except an id, names and the overrides. */
export function participantRow(ref: string, overrides: Partial<ParticipantRow> = {}): ParticipantRow {
  const row = Object.fromEntries(participantFields.map((field) => [field, ''])) as ParticipantRow;
  return { ...row, id: `id-${ref}`, ref, pubRef: ref, company: `${ref} AG`, rankOverall: '999', ...overrides };
}

/** The typed participant of such a row: tests write the values as the content files do. */
export function participant(ref: string, overrides: Partial<ParticipantRow> = {}): Participant {
  return parseParticipant(participantRow(ref, overrides));
}

/** The certificate threshold of the fixtures' awards (validAwards). */
export const FIXTURE_THRESHOLD = 140;

const points = (n: number) => n.toFixed(2).replace('.', ',');

/**
 * A row that follows the published method, at `place` in all three ranks: value reporting
 * 90 − place, design 80 − place (every design criterion (80 − place) / 10, so the group totals,
 * the media average and the design total add up), the certificate from FIXTURE_THRESHOLD. Rows at
 * different places of one edition rank consistently; the overrides may break that on purpose.
 */
export function rankedRow(ref: string, place: number, overrides: Partial<ParticipantRow> = {}): ParticipantRow {
  const c = (80 - place) / 10;
  const criteria = Object.fromEntries(
    [
      'qualDS1',
      'qualDS2',
      'qualDS3',
      'qualDS4',
      'commDS1',
      'commDS2',
      'commDS3',
      'commDS4',
      'mediaDS1',
      'mediaDS2',
      'mediaDS3',
    ].map((field) => [field, points(c)]),
  );
  return participantRow(ref, {
    rankVR: String(place),
    rankDS: String(place),
    rankOverall: String(place),
    totalVR: points(90 - place),
    totalDS: points(80 - place),
    ...criteria,
    totalQualDS: points(4 * c),
    totalCommDS: points(4 * c),
    averageMedia: points(c),
    certificate: 170 - 2 * place >= FIXTURE_THRESHOLD ? '*' : '',
    ...overrides,
  });
}
