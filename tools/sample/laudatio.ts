/**
 * The laudatios of a past edition: the jury's copy (laudatio-copy-2025.ts, laudatio-copy-early.ts)
 * for each ref whose awards that year are the ones the copy was written for (a synthetic field
 * can rank differently: its winners then go without), with a subtitle naming the awards and the
 * texts of the three report spreads (figures, picture, typography) that the media script draws
 * for every ref of the edition's awards.json.
 */
import type { Awards, SpecialMentionKey, WinnerCategoryKey } from '../../lib/content/awards-schema';
import type { LaudatioEntry } from '../../lib/content/participant-messages-schema';
import type { Locale } from '../../lib/i18n/locales';
import { awardTitles } from './award-titles';
import { earlyLaudatios } from './laudatio-copy-early';
import { laudatios2025 } from './laudatio-copy-2025';

/** `overall:1` … `text:3`, or `mention:value`. */
export type AwardKey = `${WinnerCategoryKey}:${number}` | `mention:${SpecialMentionKey}`;

export interface LaudatioText {
  title: string;
  /** Paragraphs of HTML (inline markup only); each becomes a <p>. */
  paragraphs: string[];
  /** Captions of the three spreads, in order. */
  captions: [string, string, string];
}

export interface LaudatioCopy {
  /** The awards the text speaks of, as awardsOf lists them. */
  awards: AwardKey[];
  'de-CH': LaudatioText;
  'en-GB': LaudatioText;
}

/** Year → ref → copy. */
export type LaudatioCopies = Record<number, Record<string, LaudatioCopy>>;

const copies: LaudatioCopies = { ...earlyLaudatios, ...laudatios2025 };

/** The awards a ref holds in an edition: categories in their order with the place, then the mentions. */
export function awardsOf(awards: Awards, ref: string): AwardKey[] {
  const won = awards.winnerCategories.flatMap((c) =>
    c.winners.flatMap((r, i) => (r === ref ? [`${c.key}:${i + 1}` as AwardKey] : [])),
  );
  const mentioned = awards.specialMentions.flatMap((m) => (m.ref === ref ? [`mention:${m.key}` as AwardKey] : []));
  return [...won, ...mentioned];
}

interface SubtitleLabels {
  /** The award named first, before the year. */
  first: Record<string, string>;
  /** The awards after it, where they are written differently (lower case). */
  then?: Record<string, string>;
  place: string;
  and: string;
}

const labels: Record<Locale, SubtitleLabels> = {
  'de-CH': {
    first: awardTitles['de-CH'],
    place: 'Platz',
    and: 'und',
  },
  'en-GB': {
    first: awardTitles['en-GB'],
    then: {
      overall: 'overall winner',
      valueReporting: 'value reporting',
      design: 'design',
      text: 'text',
      'mention:text': 'special mention for writing',
      'mention:value': 'special mention for value reporting',
      'mention:design': 'special mention for design',
    },
    place: 'place',
    and: 'and',
  },
};

/** "Gesamtsieger 2025, Platz 3, und Text, Platz 2", as the hand-written laudatios of 2026 have it. */
export function laudatioSubtitle(locale: Locale, year: number, keys: readonly AwardKey[]): string {
  const l = labels[locale];
  const parts = keys.map((key, i) => {
    const mention = key.startsWith('mention:');
    const [category, place] = key.split(':') as [string, string];
    const label = (i === 0 ? l.first : (l.then ?? l.first))[mention ? key : category] as string;
    const named = i === 0 ? `${label} ${year}` : label;
    return mention ? named : `${named}, ${l.place} ${place}`;
  });
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')}, ${l.and} ${parts.at(-1)}`;
}

const spreadAlts: Record<Locale, (name: string) => [string, string, string]> = {
  'de-CH': (name) => [
    `Doppelseite aus dem Geschäftsbericht von ${name}: Text zu den Kennzahlen neben einem Balkendiagramm`,
    `Doppelseite aus dem Geschäftsbericht von ${name}: grossflächiges Bild neben Fliesstext`,
    `Doppelseite aus dem Geschäftsbericht von ${name}: hervorgehobenes Zitat neben Fliesstext`,
  ],
  'en-GB': (name) => [
    `Spread from the annual report of ${name}: text on key figures beside a bar chart`,
    `Spread from the annual report of ${name}: a full-page picture beside running text`,
    `Spread from the annual report of ${name}: a highlighted quotation beside running text`,
  ],
};

const sameAwards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/** The edition's laudatios in one language, by ref. `names` are the companies' names that year. */
export function editionLaudatios(
  locale: Locale,
  year: number,
  awards: Awards,
  names: ReadonlyMap<string, string>,
): Record<string, LaudatioEntry> {
  const entries: Record<string, LaudatioEntry> = {};
  for (const [ref, copy] of Object.entries(copies[year] ?? {})) {
    const held = awardsOf(awards, ref);
    const name = names.get(ref);
    if (!name || !sameAwards(held, copy.awards)) continue;
    const text = copy[locale];
    const alts = spreadAlts[locale](name);
    entries[ref] = {
      title: text.title,
      subtitle: laudatioSubtitle(locale, year, held),
      richText: text.paragraphs.map((p) => `<p>${p}</p>`).join(''),
      images: text.captions.map((caption, i) => ({ alt: alts[i] as string, caption })),
    };
  }
  return entries;
}

/** Every laudatio written, for the tests. */
export const laudatioCopies: Readonly<LaudatioCopies> = copies;
