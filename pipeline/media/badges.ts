/**
 * The badges /badge/{ref}.svg and /en/badge/{ref}.svg in public/, for every company of an edition on
 * the site, with its newest result, so an embedded badge never breaks.
 */
import type { MediaContent, Produce } from './produce';
import { badgeSvg } from './badge-svg';
import { badgeTexts } from '../../lib/badge/badge-texts';
import { badgePath } from '../../lib/badge/paths';
import type { Participant } from '../../lib/content/participant';
import { locales } from '../../lib/i18n/locales';

/** Bump when the design changes, to regenerate every badge. */
const DESIGN = 1;

/** Each company's newest participation, by ref. */
export function newestParticipations(editions: MediaContent['editions']) {
  const newest = new Map<string, { year: number; participant: Participant }>();
  for (const { year, participants } of [...editions].sort((a, b) => b.year - a.year)) {
    for (const participant of participants)
      if (!newest.has(participant.ref)) newest.set(participant.ref, { year, participant });
  }
  return newest;
}

/** A badge lives beside globalassets/, so its name climbs one folder up. */
const publicFile = (url: string) => `..${url}`;

export async function generateBadges(produce: Produce, { editions, messages }: MediaContent): Promise<void> {
  for (const [ref, { year, participant }] of newestParticipations(editions)) {
    for (const { code } of locales) {
      const texts = badgeTexts(code, messages[code], participant, year);
      await produce(publicFile(badgePath(code, ref)), `badge|${DESIGN}|${JSON.stringify(texts)}`, async () =>
        Buffer.from(badgeSvg(texts)),
      );
    }
  }
}
