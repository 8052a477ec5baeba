import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { fillFigures, fillSitePages, type EditionFigures } from '../../lib/content/edition-figures';
import type { EditionDates } from '../../lib/editions/dates';
import type { EditionTexts } from '../../lib/content/edition-texts-schema';
import type { Messages as SiteMessages } from '../../lib/content/message-schema';
import { sampleDataOn } from '../../lib/content/sample-data';
import type { SiteSettings } from '../../lib/content/site-schema';
import { localeCodes, type Locale } from '../../lib/i18n/locales';
import { mainNav, metaNav, pageKeys, routes, type HeaderColour, type PageKey } from '../../lib/routes';

/**
 * What the suite knows about the site, read from the same sources the build uses: the route
 * table (lib/routes.ts), the translations (content/i18n/*.json with the current edition's own
 * texts, content/editions/{year}/i18n/*.json) and the participants (the current edition's
 * ranking.json). Nothing here is copied by hand, so a content change cannot make the suite check
 * stale values.
 */
export type { Locale };
export const locales: readonly Locale[] = localeCodes;

const root = path.resolve(__dirname, '../..');
const readJson = <T>(relative: string): T => JSON.parse(fs.readFileSync(path.join(root, relative), 'utf8')) as T;

/** content/site.json: the switches the build reads. */
export const site: SiteSettings = readJson<SiteSettings>('content/site.json');

/** The edition the spec's routes show, and the folder of any edition. */
export const currentYear: number = site.currentEdition;
export const editionFolder = (year: number = currentYear) => `content/editions/${year}`;
/** The years of every edition on the site, newest first. */
export const editionYears: readonly number[] = fs
  .readdirSync(path.join(root, 'content/editions'))
  .filter((name) => /^\d{4}$/.test(name))
  .map(Number)
  .sort((a, b) => b - a);
export const archivedYears: readonly number[] = editionYears.filter((year) => year !== currentYear);

/** An edition's key dates, content/editions/{year}/dates.json. */
export const editionDates = (year: number = currentYear): EditionDates =>
  readJson<EditionDates>(`${editionFolder(year)}/dates.json`);

/**
 * The figures an edition's texts name ({reports}, {certified}, {threshold}, {year}, and the dates
 * of dates.json), from its rows, awards.json and dates.json, as the build fills them in
 * (lib/content/edition-figures.ts).
 */
export function editionFiguresOf(year: number = currentYear): EditionFigures {
  const rows = readJson<{ certificate: string; totalVR: string; totalDS: string }[]>(
    `${editionFolder(year)}/ranking.json`,
  );
  const awards = readJson<{ certificateThreshold: number }>(`${editionFolder(year)}/awards.json`);
  return {
    year,
    reports: rows.length,
    certified: rows.filter((row) => row.certificate.trim() === '*').length,
    threshold: awards.certificateThreshold,
    dates: editionDates(year),
    medianTotal: medianTotalOf(rows),
  };
}

/** The figures of an edition by its year; undefined for a year without an edition. */
export const figuresOfYear = (year: number): EditionFigures | undefined =>
  editionYears.includes(year) ? editionFiguresOf(year) : undefined;

/** The median of the overall points (both totals rated, not zero), one decimal, from the rows as written. */
function medianTotalOf(rows: readonly { totalVR: string; totalDS: string }[]): number {
  const points = (value: string) => Number(value.trim().replace(',', '.')) || 0;
  const totals = rows
    .filter((row) => points(row.totalVR) > 0 && points(row.totalDS) > 0)
    .map((row) => points(row.totalVR) + points(row.totalDS))
    .sort((a, b) => a - b);
  if (!totals.length) return 0;
  const mid = Math.floor(totals.length / 2);
  const value =
    totals.length % 2 ? (totals[mid] as number) : ((totals[mid - 1] as number) + (totals[mid] as number)) / 2;
  return Math.round(value * 10) / 10;
}

const ignore = { problem: () => {}, warning: () => {} };

/** An edition's own texts (award titles, laudatios, the pages that speak of that year), figures filled in. */
export const editionTexts = (locale: Locale, year: number = currentYear): EditionTexts =>
  fillFigures(
    readJson<EditionTexts>(`${editionFolder(year)}/i18n/${locale}.json`),
    editionFiguresOf(year),
    locale,
    ignore,
  );

/** A locale's translations with the current edition's texts in them, as the current pages read them. */
export type Messages = SiteMessages &
  Pick<EditionTexts, 'awards' | 'laudatio'> & { pages: SiteMessages['pages'] & EditionTexts['pages'] };

function currentMessages(locale: Locale): Messages {
  const raw = readJson<SiteMessages>(`content/i18n/${locale}.json`);
  // The site's pages state the current edition's figures.
  const global = {
    ...raw,
    footer: { ...raw.footer, addresses: fillFigures(raw.footer.addresses, editionFiguresOf(), locale, ignore) },
    pages: fillSitePages(raw.pages, editionFiguresOf(), figuresOfYear, locale, ignore),
  };
  const edition = editionTexts(locale);
  return {
    ...global,
    awards: edition.awards,
    laudatio: edition.laudatio,
    pages: { ...global.pages, ...edition.pages },
  };
}

export const messages: Record<Locale, Messages> = {
  'de-CH': currentMessages('de-CH'),
  'en-GB': currentMessages('en-GB'),
};
/** Whether the build shows sample data, decided as the build decides it (site.json, SAMPLE_DATA). */
export const sampleData: boolean = sampleDataOn(site);

/** next-intl's formatter over a locale's messages, for expected texts with ICU arguments. */
export const translator = (locale: Locale) => createTranslator({ locale, messages: messages[locale] });

interface RankingRow {
  ref: string;
  pubRef: string;
  company: string;
  /** A key of content/sectors.json, or empty. */
  sector?: string;
}
export const participants: readonly RankingRow[] = readJson<RankingRow[]>(`${editionFolder()}/ranking.json`);
export const participantRefs: readonly string[] = participants.map((p) => p.ref);
/** content/sectors.json: each sector's key and names. */
export const sectors = readJson<{ sectors: { key: string; name: Record<Locale, string> }[] }>(
  'content/sectors.json',
).sectors;
/** The participant the per-route checks open. */
export const sampleParticipant: RankingRow = participants[0] ?? {
  ref: 'missing',
  pubRef: 'missing',
  company: 'missing',
};

export const otherLocale = (locale: Locale): Locale => (locale === 'de-CH' ? 'en-GB' : 'de-CH');

/** Locale-neutral path ("/rangliste") to the locale's URL ("/en/rangliste"; "/" → "/en"). */
export function localePath(locale: Locale, neutral: string): string {
  if (locale === 'de-CH') return neutral;
  return neutral === '/' ? '/en' : `/en${neutral}`;
}

export interface RouteCase {
  key: PageKey;
  locale: Locale;
  /** Locale-neutral path, e.g. "/teilnehmer/sika". */
  neutral: string;
  /** The URL path to visit, e.g. "/en/teilnehmer/sika". */
  url: string;
  colour: HeaderColour;
  /** The full <title> the page must have. */
  title: string;
  /** The page's h1 (the intro title; for participants the display name). */
  heading: string;
}

/** The document title as lib/seo.ts composes it: "Page | Site", or the site name alone. */
export function documentTitle(locale: Locale, pageTitle: string): string {
  const site = messages[locale].site.name;
  return pageTitle === site ? pageTitle : `${pageTitle} | ${site}`;
}

function routeCase(key: PageKey, locale: Locale): RouteCase {
  const m = messages[locale];
  const seoTitle = m.pages[key].seo.title;
  if (key === 'participant') {
    const neutral = `${routes.participant.path}/${sampleParticipant.ref}`;
    const name = sampleParticipant.pubRef || sampleParticipant.company;
    return {
      key,
      locale,
      neutral,
      url: localePath(locale, neutral),
      colour: routes.participant.headerColour,
      title: documentTitle(locale, `${name}: ${seoTitle}`),
      heading: name,
    };
  }
  const neutral = routes[key].path;
  return {
    key,
    locale,
    neutral,
    url: localePath(locale, neutral),
    colour: routes[key].headerColour,
    title: documentTitle(locale, seoTitle),
    heading: m.pages[key].intro.pageTitle,
  };
}

/** Every route of the spec's table in both locales (28 cases). */
export const routeCases: readonly RouteCase[] = locales.flatMap((locale) =>
  pageKeys.map((key) => routeCase(key, locale)),
);

export const routeFor = (key: PageKey, locale: Locale): RouteCase => routeCase(key, locale);

export const navKeys: readonly PageKey[] = [...mainNav, ...metaNav];

/** Computed background colours of the header (app/globals.css tokens). */
export const headerBackground: Record<HeaderColour, string> = {
  white: 'rgb(255, 255, 255)',
  black: 'rgb(17, 17, 17)',
  red: 'rgb(200, 16, 46)',
  gold: 'rgb(201, 162, 39)',
};

export { mainNav, metaNav, routes };
