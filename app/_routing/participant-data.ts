import { getMessages } from 'next-intl/server';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import type { Messages } from '@/lib/content/message-schema';
import type { LaudatioEntry } from '@/lib/content/participant-messages-schema';
import type { Participant } from '@/lib/content/participant-schema';
import type { Locale } from '@/lib/i18n/locales';
import { participantAwards, type ParticipantAwards } from '@/lib/participant/awards';
import { categoriesOf } from '@/lib/participant/categories';
import { laudatioFor } from '@/lib/participant/laudatio';
import { rankedCounts, scoreProfile, type ProfileRow, type RankedCounts } from '@/lib/participant/profile';
import { categoryLinks, namesByRef, teaserLinks } from '@/lib/participant/winner-links';
import type { CategoryLinks, TeaserLink } from '@/lib/participant/winner-links';
import { participantStructuredData } from '@/lib/seo/page-structured-data';
import type { JsonLdDocument } from '@/lib/seo/structured-data/types';

/**
 * What one participant's page shows, loaded once here and handed to ParticipantView as props:
 * the participant and everything derived from the content around it (its awards, the category
 * header, the score comparisons, the teaser), and the texts editors write for it (page texts,
 * award titles, the laudatio). Labels with ICU arguments are read by the components themselves.
 */
export interface ParticipantPageData {
  participant: Participant;
  /** The editors' texts of the participant pages (pages.participant). */
  texts: Messages['pages']['participant'];
  /** Its places and special mentions, with their titles. */
  awards: ParticipantAwards;
  categoryNav: {
    /** Indexes of the categories naming the participant, for the island's active category. */
    own: number[];
    categories: CategoryLinks[];
  };
  /** The jury's texts; null for a participant without an award. */
  laudatio: LaudatioEntry | null;
  rankedCounts: RankedCounts;
  /** Its points per criterion group against the median and best of all participants. */
  profile: { rows: ProfileRow[]; participantCount: number };
  teaser: TeaserLink[];
  structuredData: JsonLdDocument;
}

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
