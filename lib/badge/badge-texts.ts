import { createTranslator } from 'next-intl';
import type { Messages } from '../content/message-schema';
import type { Participant } from '../content/participant';
import { printableText } from '../certificate/printable';
import type { Locale } from '../i18n/locales';

/** What a badge says: "Rang 3 · 2026", "zertifiziert", or a participation mark ("Bewertet · 2026"). */
export type BadgeKind = 'rank' | 'certified' | 'rated';

export function badgeKind(participant: Pick<Participant, 'rankOverall' | 'certificate'>): BadgeKind {
  if (typeof participant.rankOverall === 'number') return 'rank';
  return participant.certificate ? 'certified' : 'rated';
}

export function badgeTexts(
  locale: Locale,
  messages: Messages,
  participant: Pick<Participant, 'rankOverall' | 'certificate' | 'name'>,
  year: number,
) {
  const t = createTranslator({ locale, messages, namespace: 'badge' });
  const kind = badgeKind(participant);
  const programme = messages.seo.organization.name;
  const args = { year: String(year), rank: String(participant.rankOverall), programme };
  const name = printableText(participant.name);
  return {
    kind,
    /** The programme's name, the badge's first line. */
    programme,
    /** The result, the badge's second line. */
    line: t(`line.${kind}`, args),
    /** The text alternative: the SVG's title and aria-label, the snippet's alt text. */
    label: t(`label.${kind}`, { ...args, name }),
  };
}

export type BadgeTexts = ReturnType<typeof badgeTexts>;
