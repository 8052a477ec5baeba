import type { Participant } from '../content/participant';
import type { Edition } from '../editions/edition';
import { overallPoints } from '../editions/peers';
import type { Locale } from '../i18n/locales';
import { localeHref } from '../i18n/paths';
import { participantPath } from '../routes';

/** The participant's nearest peers (lib/editions/peers), with their names and page addresses in the edition. */
export function peerLinks(locale: Locale, edition: Edition, participant: Participant, archivedYear?: number) {
  return (edition.peers.get(participant.ref) ?? []).flatMap((ref) => {
    const peer = edition.byRef.get(ref);
    if (!peer) return [];
    const href = localeHref(locale, participantPath(ref, undefined, archivedYear));
    return [{ ref, name: peer.name, href, points: overallPoints(peer), rankOverall: peer.rankOverall }];
  });
}

export type PeerLink = ReturnType<typeof peerLinks>[number];
