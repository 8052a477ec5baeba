import type { Participant, Rank } from '../content/participant';
import type { Edition } from '../editions/edition';
import { overallPoints } from '../editions/peers';
import type { Locale } from '../i18n/locales';
import { localeHref } from '../i18n/paths';
import { participantPath } from '../routes';

/** A nearest peer as the participant page lists it. */
export interface PeerLink {
  ref: string;
  name: string;
  href: string;
  points: number | null;
  rankOverall: Rank;
}

/** The participant's nearest peers (lib/editions/peers), with their names and page addresses in the edition. */
export function peerLinks(
  locale: Locale,
  edition: Edition,
  participant: Participant,
  archivedYear?: number,
): PeerLink[] {
  return (edition.peers.get(participant.ref) ?? []).flatMap((ref) => {
    const peer = edition.byRef.get(ref);
    if (!peer) return [];
    return [
      {
        ref,
        name: peer.name,
        href: localeHref(locale, participantPath(ref, undefined, archivedYear)),
        points: overallPoints(peer),
        rankOverall: peer.rankOverall,
      },
    ];
  });
}
