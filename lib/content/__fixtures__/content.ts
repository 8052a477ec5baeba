import deMessages from '../../../content/i18n/de-CH.json';
import enMessages from '../../../content/i18n/en-GB.json';
import { winnerCategoryKeys } from '../awards-schema';
import { participantFields, type Participant } from '../participant-schema';

/**
 * Valid content for tests: a fresh deep copy of the repository's own translation file, so the
 * fixture never falls behind the schema. Each call builds a fresh object, so a test can break
 * one thing in it.
 */
export function validMessages(label: 'de' | 'en' = 'de'): Record<string, unknown> {
  // JSON round trip: jsdom test environments have no structuredClone.
  return JSON.parse(JSON.stringify(label === 'de' ? deMessages : enMessages)) as Record<string, unknown>;
}

/** Awards naming only the given ref, in the fixed category order. */
export function validAwards(ref: string): Record<string, unknown> {
  return {
    winnerCategories: winnerCategoryKeys.map((key) => ({ key, winners: [ref] })),
    specialMentions: [{ key: 'text', ref }],
  };
}

export function participant(ref: string, overrides: Partial<Participant> = {}): Participant {
  const row = Object.fromEntries(participantFields.map((field) => [field, ''])) as Participant;
  return { ...row, id: `id-${ref}`, ref, pubRef: ref, company: `${ref} AG`, rankOverall: '999', ...overrides };
}
