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
