import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { archivedEdition, archivedEditions, currentEdition, editionOf } from './page-data';
import { metadataFor, render } from './page-factory';
import { loadParticipantPage } from './participant-data';
import { ParticipantView } from '@/components/views/ParticipantView';
import type { Edition } from '@/lib/editions/edition';
import type { Locale } from '@/lib/i18n/locales';
import { participantAwards } from '@/lib/participant/awards';
import { participantPath, placeholderArchiveYear } from '@/lib/routes';
import { participantShareImagePath, shareImage } from '@/lib/seo/metadata';
import { participantDescription, seoRankText } from '@/lib/seo/participant-description';

/**
 * The participant routes, the same in every locale: /teilnehmer/{ref} for the current edition
 * and /{year}/teilnehmer/{ref} for an archived one. Their static params, the page and its
 * metadata; the route files only name their locale.
 */
type ParticipantParams = { params: Promise<{ participant: string; year?: string }> };

export function participantStaticParams() {
  return currentEdition().participants.map((p) => ({ participant: p.ref }));
}

export function archivedParticipantStaticParams() {
  const params = archivedEditions().flatMap((edition) =>
    edition.participants.map((p) => ({ year: String(edition.year), participant: p.ref })),
  );
  return params.length ? params : [{ year: placeholderArchiveYear, participant: 'none' }];
}

/** The edition a participant URL names: the current one without a year. */
function editionOfParams(year: string | undefined): Edition | undefined {
  return year === undefined ? currentEdition() : archivedEdition(year);
}

export function participantPage(locale: Locale) {
  return async function ParticipantPage({ params }: ParticipantParams) {
    const { participant: ref, year } = await params;
    setRequestLocale(locale);
    const edition = editionOfParams(year);
    const data = edition && (await loadParticipantPage(locale, ref, edition));
    // Cannot happen in the export (dynamicParams = false): an unknown year or ref gets the 404 page.
    if (!data) notFound();
    return render(ParticipantView, data, locale);
  };
}

export function participantMetadata(locale: Locale) {
  return async function generateMetadata({ params }: ParticipantParams): Promise<Metadata> {
    const { participant: ref, year } = await params;
    const edition = editionOfParams(year) ?? currentEdition();
    const participant = edition.byRef.get(ref);
    const texts = edition.texts[locale];
    const seo = texts.pages.participant.seo;
    const path = participantPath(ref, undefined, editionOf(edition).archivedYear);
    if (!participant) return metadataFor(locale, path, seo.title, seo.description);
    const { name } = participant;
    const t = await getTranslations({ locale, namespace: 'participant' });
    const tImage = await getTranslations({ locale, namespace: 'seo.shareImage' });
    const ranks = {
      overall: seoRankText(t, participant.rankOverall),
      vr: seoRankText(t, participant.rankVR),
      ds: seoRankText(t, participant.rankDS),
    };
    const yearText = String(edition.year);
    const image = shareImage(
      participantShareImagePath(ref, edition.year),
      tImage('participantAlt', { name, year: yearText, ...ranks }),
    );
    const awards = participantAwards(edition.awards, ref, texts.awards);
    const description = participantDescription(t, participant, awards, yearText);
    return metadataFor(locale, path, `${name}: ${seo.title}`, description, { image });
  };
}
