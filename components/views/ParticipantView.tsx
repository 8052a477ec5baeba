import { PageShell } from '@/components/shell/PageShell';
import { RichText } from '@/components/content/RichText';
import { findParticipant, loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { participantPath } from '@/lib/routes';

/** One participant's result page. The full result view arrives with the rating issue. */
export function ParticipantView({ locale, participantRef }: { locale: Locale; participantRef: string }) {
  const messages = loadMessages(locale);
  const participant = findParticipant(participantRef);
  const intro = messages.pages.participant.intro;
  return (
    <PageShell locale={locale} page="participant" path={participantPath(participantRef)}>
      <section className="page-intro" aria-labelledby="page-title">
        <div className="container">
          <p className="eyebrow">{intro.pageTitle}</p>
          <h1 id="page-title" className="page-intro__title">
            {participant?.pubRef || participant?.company}
          </h1>
          <RichText html={intro.leftIntro} className="page-intro__left lead" />
        </div>
      </section>
    </PageShell>
  );
}
