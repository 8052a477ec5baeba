import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ParticipantView } from './ParticipantView';
import { participantDescription } from '@/components/participant/participantDescription';
import { config } from '@/lib/config';
import { findParticipant, loadMessages, loadParticipants } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { participantPath } from '@/lib/routes';
import { defaultShareImagePath, pageMetadata, participantShareImagePath, shareImage } from '@/lib/seo';
import { formatRank, rankKind } from '@/lib/participant/format';
import { displayName } from '@/lib/participant/values';

/** The participant route (/teilnehmer/{ref}): static params, page and metadata per locale. */
type ParticipantParams = { params: Promise<{ participant: string }> };

export function participantStaticParams() {
  return loadParticipants().map((p) => ({ participant: p.ref }));
}

export function participantRoutePage(locale: Locale) {
  return async function ParticipantRoutePage({ params }: ParticipantParams) {
    const { participant } = await params;
    setRequestLocale(locale);
    return <ParticipantView locale={locale} participantRef={participant} />;
  };
}

export function participantRouteMetadata(locale: Locale) {
  return async function generateMetadata({ params }: ParticipantParams): Promise<Metadata> {
    const { participant: ref } = await params;
    const messages = loadMessages(locale);
    const participant = findParticipant(ref);
    const seo = messages.pages.participant.seo;
    const page = { locale, path: participantPath(ref), siteName: messages.site.name, siteUrl: config.siteUrl };
    if (!participant) return pageMetadata({ ...page, title: seo.title, description: seo.description, image: shareImage(defaultShareImagePath(locale), messages.seo.shareImage.alt) });
    const name = displayName(participant);
    const t = await getTranslations({ locale, namespace: 'participant.seo' });
    const rank = (value: string) => (rankKind(value) === 'ranked' ? t('rankText', { rank: formatRank(value) }) : t('unranked'));
    const tImage = await getTranslations({ locale, namespace: 'seo.shareImage' });
    const alt = tImage('participantAlt', { name, overall: rank(participant.rankOverall), vr: rank(participant.rankVR), ds: rank(participant.rankDS) });
    const description = await participantDescription(locale, participant);
    return pageMetadata({ ...page, title: `${name}: ${seo.title}`, description, image: shareImage(participantShareImagePath(ref), alt) });
  };
}
