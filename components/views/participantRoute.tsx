import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ParticipantView } from './ParticipantView';
import { participantDescription } from '@/components/participant/participantDescription';
import { COVER_HEIGHT, COVER_WIDTH } from '@/components/awards/ReportCover';
import { config, participantImage } from '@/lib/config';
import { findParticipant, loadMessages, loadParticipants } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { participantPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
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
    if (!participant) return pageMetadata({ locale, path: participantPath(ref), title: seo.title, description: seo.description, siteName: messages.site.name, siteUrl: config.siteUrl });
    const name = displayName(participant);
    const description = await participantDescription(locale, participant);
    const metadata = pageMetadata({ locale, path: participantPath(ref), title: `${name}: ${seo.title}`, description, siteName: messages.site.name, siteUrl: config.siteUrl });
    const t = await getTranslations({ locale, namespace: 'participant.head' });
    return {
      ...metadata,
      openGraph: {
        ...metadata.openGraph,
        images: [{ url: participantImage(ref), width: COVER_WIDTH, height: COVER_HEIGHT, alt: t('imageAlt', { name }) }],
      },
    };
  };
}
