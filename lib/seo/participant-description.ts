import type { createTranslator } from 'next-intl';
import type { Messages } from '@/lib/content/message-schema';
import type { Participant, Rank } from '@/lib/content/participant';
import { awardLines, type ParticipantAwards } from '@/lib/participant/awards';
import { formatRank, rankKind } from '@/lib/participant/format';

/** A participant page's description: its awards, then its ranks ("Gesamtsieger, Platz 1. Sika AG im …"). */
type ParticipantSeoTranslator = ReturnType<typeof createTranslator<Messages, 'participant'>>;

/** A rank as the description and the share image's alt text word it: "Rang 4" or "nicht rangiert". */
export function seoRankText(t: ParticipantSeoTranslator, rank: Rank): string {
  return rankKind(rank) === 'ranked' ? t('seo.rankText', { rank: formatRank(rank) }) : t('seo.unranked');
}

export function participantDescription(
  t: ParticipantSeoTranslator,
  participant: Participant,
  awards: ParticipantAwards,
  /** The edition's year, as written in the text. */
  year: string,
): string {
  const values = {
    name: participant.name,
    year,
    vr: seoRankText(t, participant.rankVR),
    ds: seoRankText(t, participant.rankDS),
    overall: seoRankText(t, participant.rankOverall),
  };
  const lines = awardLines(awards, (category, place) => t('head.award', { category, place }));
  if (lines.length === 0) return t('seo.description', values);
  return t('seo.awardedDescription', { ...values, awards: lines.map((line) => line.text).join(' · ') });
}
