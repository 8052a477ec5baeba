import { notFound } from 'next/navigation';
import { PageShell } from '@/components/shell/PageShell';
import { Laudatio } from '@/components/participant/Laudatio';
import { ParticipantCategories } from '@/components/participant/ParticipantCategories';
import { ParticipantHead } from '@/components/participant/ParticipantHead';
import { ScoreProfile } from '@/components/participant/ScoreProfile';
import { ScoreTables } from '@/components/participant/ScoreTables';
import { WinnerTeaser } from '@/components/participant/WinnerTeaser';
import { findParticipant, loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { laudatioFor } from '@/lib/participant/laudatio';
import { participantPath } from '@/lib/routes';
import { JsonLd } from '@/components/seo/JsonLd';
import { participantStructuredData } from '@/components/seo/structuredData';

/**
 * One participant's result page (/teilnehmer/{ref}, spec section 2): the winner categories, the
 * participant's head with ranks and links, the jury's laudatio for winners and special mentions,
 * the score tables, the score profile, and the teaser to other winners. Server-rendered; only
 * the category header hydrates (components/participant/CategoryNav).
 */
export function ParticipantView({ locale, participantRef }: { locale: Locale; participantRef: string }) {
  const participant = findParticipant(participantRef);
  // Cannot happen in the export (dynamicParams = false); an unknown ref gets the 404 page.
  if (!participant) notFound();
  const laudatio = laudatioFor(loadMessages(locale), participant.ref);
  return (
    <PageShell locale={locale} page="participant" path={participantPath(participant.ref)}>
      <JsonLd data={participantStructuredData(locale, participant)} />
      <ParticipantCategories locale={locale} participantRef={participant.ref} />
      <ParticipantHead locale={locale} participant={participant} />
      {laudatio && <Laudatio locale={locale} participant={participant} entry={laudatio} />}
      <ScoreTables locale={locale} participant={participant} />
      <ScoreProfile locale={locale} participant={participant} />
      <WinnerTeaser locale={locale} participantRef={participant.ref} />
    </PageShell>
  );
}
