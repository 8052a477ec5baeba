import type { Participant } from '../content/participant';
import { sectorName, type Sector } from '../content/sectors';
import type { Locale } from '../i18n/locales';
import { localeHref } from '../i18n/paths';
import { participantPath } from '../routes';

/**
 * The company index (/unternehmen, and the search page below its form): every company of every
 * edition, A–Z in the page's language, grouped by initial letter.
 *
 * - A company is its ref; it is listed under its newest name (the name of the newest edition it
 *   took part in), with every year it took part, newest first, each linked to that edition's
 *   page of the company, and the sector of its newest edition (none when unassigned there).
 * - A renamed company is listed once more under each former name: that entry has the years it
 *   took part under that name, the sector of the newest of them, and points to the entry under
 *   the newest name; the entry under the newest name names the former ones, newest first.
 * - Sorting and grouping follow Intl.Collator of the page's locale: a name goes under the
 *   letter of its first letter or digit, "Ä…" under A, "É…" under E, "Ø…" under O; a digit or a
 *   letter of another script goes into one group before A (OTHER_GROUP). Names the collator
 *   finds equal: the entry under a company's newest name first, then the company that took
 *   part most recently, then by ref.
 */

/** What the index reads of an edition. */
export interface IndexEdition {
  year: number;
  participants: readonly Pick<Participant, 'ref' | 'name' | 'sector'>[];
}

export interface CompanyYear {
  year: number;
  /** The company's page of that edition: /teilnehmer/{ref}, or /{year}/teilnehmer/{ref} when archived. */
  href: string;
}

export interface CompanyEntry {
  /** The name the entry is listed under. */
  name: string;
  ref: string;
  /** The anchor of a company's entry under its newest name; undefined on a former name's entry. */
  id?: string;
  /** The sector's name in the page's language; undefined when not assigned. */
  sector?: string;
  /** Newest first. */
  years: CompanyYear[];
  /** On the entry under the newest name: the company's former names, newest first. */
  formerNames: string[];
  /** On a former name's entry: the newest name and the link to its entry. */
  nowListedAs?: { name: string; href: string };
}

/** The group of names that begin with a digit or a letter outside A–Z of the Latin script. */
export const OTHER_GROUP = '#';
const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

export interface CompanyGroup {
  /** 'A' to 'Z', or OTHER_GROUP. */
  key: string;
  /** The group's anchor. */
  id: string;
  entries: CompanyEntry[];
}

export interface CompanyIndex {
  locale: Locale;
  /** The jump row: OTHER_GROUP first when it has companies, then A–Z, each linked when it has companies. */
  letters: { key: string; id: string; linked: boolean }[];
  /** The groups that have companies, in the row's order. */
  groups: CompanyGroup[];
  /** How many companies (refs), and how many editions they come from. */
  companyCount: number;
  editionCount: number;
}

export interface CompanyIndexOptions {
  locale: Locale;
  /** The current edition's year: its pages have no year in their path. */
  currentYear: number;
  sectors: readonly Sector[];
}

const groupId = (key: string) => `letter-${key === OTHER_GROUP ? 'other' : key.toLowerCase()}`;
const entryId = (ref: string) => `company-${ref}`;

/** The index of the editions' companies in a locale. */
export function companyIndex(
  editions: readonly IndexEdition[],
  { locale, currentYear, sectors }: CompanyIndexOptions,
): CompanyIndex {
  const collator = new Intl.Collator(locale, { numeric: true });
  const letterOf = initialLetter(locale);

  // Each ref's rows, newest edition first.
  const byRef = new Map<string, { year: number; name: string; sector: string | null }[]>();
  for (const { year, participants } of [...editions].sort((a, b) => b.year - a.year)) {
    for (const { ref, name, sector } of participants) {
      const rows = byRef.get(ref) ?? [];
      byRef.set(ref, rows);
      rows.push({ year, name: name.trim(), sector });
    }
  }

  const yearLink = (ref: string, year: number): CompanyYear => ({
    year,
    href: localeHref(locale, participantPath(ref, undefined, year === currentYear ? undefined : year)),
  });
  const sectorOf = (key: string | null) => (key ? sectorName(sectors, key, locale) : undefined);

  const entries: CompanyEntry[] = [];
  for (const [ref, rows] of byRef) {
    // Its names, the one used last first; the same name in another Unicode form is the same name.
    const names = new Map<string, { name: string; sector: string | null; years: CompanyYear[] }>();
    for (const row of rows) {
      const key = row.name.normalize('NFC');
      const named = names.get(key) ?? { name: row.name, sector: row.sector, years: [] };
      names.set(key, named);
      named.years.push(yearLink(ref, row.year));
    }
    const [newest, ...former] = names.values();
    if (!newest) continue;
    entries.push({
      name: newest.name,
      ref,
      id: entryId(ref),
      sector: sectorOf(newest.sector),
      years: rows.map((row) => yearLink(ref, row.year)),
      formerNames: former.map(({ name }) => name),
    });
    for (const { name, sector, years } of former) {
      entries.push({
        name,
        ref,
        sector: sectorOf(sector),
        years,
        formerNames: [],
        nowListedAs: { name: newest.name, href: `#${entryId(ref)}` },
      });
    }
  }

  entries.sort(
    (a, b) =>
      collator.compare(a.name, b.name) ||
      Number(a.id === undefined) - Number(b.id === undefined) ||
      (b.years[0]?.year ?? 0) - (a.years[0]?.year ?? 0) ||
      (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0),
  );

  const byKey = new Map<string, CompanyEntry[]>();
  for (const entry of entries) {
    const key = letterOf(entry.name);
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  const keys = [...(byKey.has(OTHER_GROUP) ? [OTHER_GROUP] : []), ...LETTERS];
  return {
    locale,
    letters: keys.map((key) => ({ key, id: groupId(key), linked: byKey.has(key) })),
    groups: keys.flatMap((key) => {
      const grouped = byKey.get(key);
      return grouped ? [{ key, id: groupId(key), entries: grouped }] : [];
    }),
    companyCount: byRef.size,
    editionCount: editions.length,
  };
}

/**
 * A name's group in a locale: the last of A–Z that its first letter sorts at or after, when that
 * letter is Latin (Ä → A, É → E, Ø → O, Ł → L); OTHER_GROUP for a digit, another script or no
 * letter at all. Leading punctuation ("«…", "(…") is skipped.
 */
export function initialLetter(locale: Locale): (name: string) => string {
  const base = new Intl.Collator(locale, { sensitivity: 'base' });
  return (name) => {
    const first = name.match(/[\p{L}\p{N}]/u)?.[0];
    if (first === undefined || !/\p{Script=Latin}/u.test(first)) return OTHER_GROUP;
    let group = OTHER_GROUP;
    for (const letter of LETTERS) {
      if (base.compare(first, letter) < 0) break;
      group = letter;
    }
    return group;
  };
}
