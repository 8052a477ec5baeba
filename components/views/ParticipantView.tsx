import type { ParticipantPageData } from '@/components/participant/participant-page-data';
import type { ViewProps } from '@/components/views/view-props';
import { Laudatio } from '@/components/participant/Laudatio';
import { ParticipantCategories } from '@/components/participant/ParticipantCategories';
import { OnThisPage } from '@/components/participant/OnThisPage';
import { ParticipantHead } from '@/components/participant/ParticipantHead';
import { ScoreProfile } from '@/components/participant/ScoreProfile';
import { ScoreTables } from '@/components/participant/ScoreTables';
import { WinnerTeaser } from '@/components/participant/WinnerTeaser';
import { BadgeBox } from '@/components/participant/badge/BadgeBox';
import { PointGaps } from '@/components/participant/gaps/PointGaps';
import { ParticipantHistory } from '@/components/participant/history/ParticipantHistory';
import { NearestPeers } from '@/components/participant/peers/NearestPeers';
import { PageShell } from '@/components/shell/PageShell';
import { overallPoints } from '@/lib/editions/peers';
import { hasGaps } from '@/lib/participant/gaps';
import { sectionsOf } from '@/lib/participant/sections';
import { participantPath } from '@/lib/routes';

/**
 * One participant's page, result first, from head to teaser; only the category band and the badge's
 * copy button hydrate.
 */
export function ParticipantView(props: ParticipantPageData & ViewProps) {
  const { locale, shell, participant, edition, laudatio } = props;
  // The same conditions under which each section below renders.
  const sections = sectionsOf({
    certificate: props.certificates.length > 0,
    laudatio: laudatio !== null,
    gaps: hasGaps(props.gaps),
    peers: props.peers.length > 0 && overallPoints(participant) !== null,
    history: props.history.some((entry) => entry.kind === 'took-part'),
    badge: props.badge !== null,
  });
  return (
    <PageShell
      locale={locale}
      page="participant"
      path={participantPath(participant.ref, undefined, edition.archivedYear)}
      shell={shell}
      edition={edition}
      currentPath={props.currentPath}
    >
      <ParticipantHead {...props} />
      <OnThisPage locale={locale} sections={sections} />
      <ParticipantCategories {...props} />
      {laudatio && <Laudatio {...props} entry={laudatio} />}
      <ScoreTables {...props} />
      <ScoreProfile {...props} />
      <PointGaps {...props} />
      <NearestPeers {...props} />
      <ParticipantHistory {...props} />
      {props.badge && <BadgeBox locale={locale} badge={props.badge} />}
      <WinnerTeaser {...props} />
    </PageShell>
  );
}
