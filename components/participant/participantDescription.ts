import { getTranslations } from 'next-intl/server';
import { loadAwards, loadMessages } from '@/lib/content/load';
import type { Participant } from '@/lib/content/participant-schema';
import type { Locale } from '@/lib/i18n/locales';
import { placesOf, specialMentionsOf } from '@/lib/participant/categories';
import { rankKind, formatRank } from '@/lib/participant/format';
import { displayName } from '@/lib/participant/values';

/**
 * The meta and Open Graph description of a participant page: its awards, if any, then its three
 * ranks ("Gesamtsieger, Platz 1. Sika AG im Geschäftsberichte-Rating 2026: Value Reporting
 * Rang 4, …").
 */
export async function participantDescription(locale: Locale, participant: Participant): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'participant' });
  const messages = loadMessages(locale);
  const awards = loadAwards();
  const rank = (value: string) => (rankKind(value) === 'ranked' ? t('seo.rankText', { rank: formatRank(value) }) : t('seo.unranked'));
  const awardTexts = [
    ...placesOf(awards, participant.ref).map(({ key, place }) => t('head.award', { category: messages.awards.categories[key].title, place })),
    ...specialMentionsOf(awards, participant.ref).map((key) => messages.awards.specialMentions[key].title),
  ];
  const ranks = t('seo.description', { name: displayName(participant), vr: rank(participant.rankVR), ds: rank(participant.rankDS), overall: rank(participant.rankOverall) });
  return awardTexts.length ? `${awardTexts.join(' · ')}. ${ranks}` : ranks;
}
