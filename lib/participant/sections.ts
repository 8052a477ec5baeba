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

/** The page renders the result and the profile always, each other section as `presence` says. */
export function sectionsOf(presence: Record<Exclude<ParticipantSection, 'result' | 'profile'>, boolean>) {
  return participantSections.filter((key) => key === 'result' || key === 'profile' || presence[key]);
}
