import { getMessages } from 'next-intl/server';
import type { ParticipantPageData } from '@/components/participant/participant-page-data';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import type { Participant } from '@/lib/content/participant-schema';
import type { Locale } from '@/lib/i18n/locales';
import { participantAwards } from '@/lib/participant/awards';
import { categoriesOf } from '@/lib/participant/categories';
import { laudatioFor } from '@/lib/participant/laudatio';
import { rankedCounts, scoreProfile } from '@/lib/participant/profile';
import { categoryLinks, namesByRef, teaserLinks } from '@/lib/participant/winner-links';
import { participantStructuredData } from '@/lib/seo/page-structured-data';

/** The participant a page address names; undefined for an unknown ref. */
export function participantByRef(ref: string): Participant | undefined {
  return loadContent().participantsByRef.get(ref);
}

/** Everything the participant's page needs; null for an unknown ref. */
export async function loadParticipantPage(locale: Locale, ref: string): Promise<ParticipantPageData | null> {
  const participant = participantByRef(ref);
  if (!participant) return null;
  const { participants, awards } = loadContent();
  const messages = await getMessages({ locale });
  const names = namesByRef(participants);
  const titles = messages.awards.categories;
  return {
    participant,
    texts: messages.pages.participant,
    awards: participantAwards(awards, ref, messages.awards),
    categoryNav: { own: categoriesOf(awards, ref), categories: categoryLinks(locale, awards, names, titles) },
    laudatio: laudatioFor(messages, ref),
    rankedCounts: rankedCounts(participants),
    profile: { rows: scoreProfile(participant, participants), participantCount: participants.length },
    teaser: teaserLinks(locale, awards, names, titles, ref),
    structuredData: participantStructuredData(locale, messages.nav, participant, config.siteUrl),
  };
}
