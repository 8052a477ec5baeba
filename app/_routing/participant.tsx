import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { loadShell } from './page-data';
import { loadParticipantPage, participantByRef } from './participant-data';
import { ParticipantView } from '@/components/views/ParticipantView';
import { config } from '@/lib/config';
import { loadContent } from '@/lib/content/load';
import { sampleDataOn } from '@/lib/content/sample-data';
import type { Locale } from '@/lib/i18n/locales';
import { participantAwards } from '@/lib/participant/awards';
import { displayName } from '@/lib/participant/values';
import { participantPath } from '@/lib/routes';
import { defaultShareImagePath, pageMetadata, participantShareImagePath, shareImage } from '@/lib/seo/metadata';
import { participantDescription, seoRankText } from '@/lib/seo/participant-description';

/**
 * The participant route (/teilnehmer/{ref}), the same in every locale: its static params, the
 * page and its metadata. The route files only name their locale.
 */
type ParticipantParams = { params: Promise<{ participant: string }> };

export function participantStaticParams() {
  return loadContent().participants.map((p) => ({ participant: p.ref }));
}

export function participantPage(locale: Locale) {
  return async function ParticipantPage({ params }: ParticipantParams) {
    const { participant: ref } = await params;
    setRequestLocale(locale);
    const data = await loadParticipantPage(locale, ref);
    // Cannot happen in the export (dynamicParams = false); an unknown ref gets the 404 page.
    if (!data) notFound();
    return <ParticipantView {...data} locale={locale} shell={await loadShell(locale)} />;
  };
}

export function participantMetadata(locale: Locale) {
  return async function generateMetadata({ params }: ParticipantParams): Promise<Metadata> {
    const { participant: ref } = await params;
    const messages = await getMessages({ locale });
    const participant = participantByRef(ref);
    const seo = messages.pages.participant.seo;
    const page = {
      locale,
      path: participantPath(ref),
      siteName: messages.site.name,
      siteUrl: config.siteUrl,
      noindex: sampleDataOn(loadContent().site),
    };
    if (!participant) {
      const image = shareImage(defaultShareImagePath(locale), messages.seo.shareImage.alt);
      return pageMetadata({ ...page, title: seo.title, description: seo.description, image });
    }
    const name = displayName(participant);
    const t = await getTranslations({ locale, namespace: 'participant' });
    const tImage = await getTranslations({ locale, namespace: 'seo.shareImage' });
    const ranks = {
      overall: seoRankText(t, participant.rankOverall),
      vr: seoRankText(t, participant.rankVR),
      ds: seoRankText(t, participant.rankDS),
    };
    const image = shareImage(participantShareImagePath(ref), tImage('participantAlt', { name, ...ranks }));
    const awards = participantAwards(loadContent().awards, ref, messages.awards);
    const description = participantDescription(t, participant, awards);
    return pageMetadata({ ...page, title: `${name}: ${seo.title}`, description, image });
  };
}
