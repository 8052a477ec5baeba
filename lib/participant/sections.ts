/** The participant page's sections for "on this page", in page order; each key is also the section's id. */
export const participantSections = [
  'certificate',
  'laudatio',
  'result',
  'profile',
  'gaps',
  'peers',
  'history',
  'badge',
] as const;

export type ParticipantSection = (typeof participantSections)[number];

/** Which of the optional sections the page renders; the rest are always there. */
export interface SectionPresence {
  certificate: boolean;
  laudatio: boolean;
  gaps: boolean;
  peers: boolean;
  history: boolean;
  badge: boolean;
}

const alwaysShown: readonly ParticipantSection[] = ['result', 'profile'];

export function sectionsOf(presence: SectionPresence): ParticipantSection[] {
  return participantSections.filter(
    (key) => alwaysShown.includes(key) || presence[key as keyof SectionPresence] === true,
  );
}
