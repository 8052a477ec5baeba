import { IntlMessageFormat } from 'intl-messageformat';
import { formatKeyPath } from './errors';
import { mapTexts } from './lists';
import { datePlaceholderNames, datePlaceholders } from '../dates/format';
import type { Edition } from '../editions/edition';
import type { Locale } from '../i18n/locales';
import { releaseFigureNames, releaseFigures } from '../press/release-figures';

/**
 * The figures of an edition that texts state (reports rated, certified, the threshold, the year)
 * and its key dates (dates.json, formatted per language: lib/dates/format). A text names them as
 * ICU arguments ("{reports} Berichte", "seit dem {publicationDate}") and the content load fills
 * them in, so a text cannot disagree with the table beside it. Filled in: an edition's own texts
 * with its figures, and the site's `pages` texts with the current edition's (a download group's
 * texts with those of the group's year: fillSitePages).
 */
export type EditionFigures = ReturnType<typeof editionFigures>;

const numberNames = ['year', 'reports', 'certified', 'threshold', ...releaseFigureNames] as const;
const figureNames: readonly string[] = [...numberNames, ...datePlaceholderNames];

export function editionFigures(edition: Pick<Edition, 'year' | 'participants' | 'awards' | 'dates'>) {
  return {
    year: edition.year,
    /** Reports rated: the rows of the edition's ranking. */
    reports: edition.participants.length,
    /** Reports with the certificate. */
    certified: edition.participants.filter((p) => p.certificate).length,
    /** The certificate threshold, points out of 200 (awards.json certificateThreshold). */
    threshold: edition.awards.certificateThreshold,
    // The media release's own figures (lib/press/release-figures).
    ...releaseFigures(edition),
    /** dates.json: the date placeholders ({publicationDate} …) are formatted from it per language. */
    dates: edition.dates,
  };
}

/** A text names a figure: `{reports}`, `{threshold, number}`, `{certified, plural, …}`. */
const NAMES_FIGURE = new RegExp(`\\{\\s*(?:${figureNames.join('|')})\\s*[,}]`);
/** Something that looks like an ICU argument: `{report}`, `{count, plural, …}`. */
const LOOKS_LIKE_ARGUMENT = /\{\s*([A-Za-z_]\w*)\s*[,}]/;

export function namesFigure(text: string): boolean {
  return NAMES_FIGURE.test(text);
}

const known = `the figures are ${numberNames.map((n) => `{${n}}`).join(', ')}, the dates ${datePlaceholderNames.map((n) => `{${n}}`).join(', ')}`;

/** Every argument-like name of a text. */
const ARGUMENTS = /\{\s*([A-Za-z_]\w*)\s*[,}]/g;
/** A name that means a date of dates.json: a typo of one is an error, never shown as written. */
const DATE_LIKE = /date|deadline|jury|ceremony|embargo|publication|registration|submission|correction/i;

function unknownDatePlaceholder(text: string): string | undefined {
  return [...text.matchAll(ARGUMENTS)]
    .map((match) => match[1] as string)
    .find((name) => !figureNames.includes(name) && DATE_LIKE.test(name));
}

export type Filled = { text: string; warning?: string } | { problem: string };

/** A text with the figures filled in; one that names none stays as written (a warning for `{report}`). */
export function fillText(text: string, figures: EditionFigures, locale: string): Filled {
  const { dates, ...numbers } = figures;
  const unknownDate = unknownDatePlaceholder(text);
  if (unknownDate) return { problem: `uses {${unknownDate}}, which is not a date of dates.json; ${known}` };
  if (!namesFigure(text)) {
    const name = LOOKS_LIKE_ARGUMENT.exec(text)?.[1];
    return name
      ? { text, warning: `{${name}} is not a figure of the edition and is shown as written (${known})` }
      : { text };
  }
  let format: IntlMessageFormat;
  try {
    format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
  } catch (error) {
    return { problem: `is not a valid ICU message (${(error as Error).message}); ${known}` };
  }
  const values = { ...numbers, ...datePlaceholders(dates, locale as Locale) };
  try {
    const result = format.format<string>(values);
    return { text: Array.isArray(result) ? result.join('') : String(result) };
  } catch (error) {
    const name = /variable "([^"]+)"/.exec((error as Error).message)?.[1];
    if (name === 'nextRegistrationDeadline')
      return {
        problem:
          `uses {nextRegistrationDeadline}, but dates.json of ${figures.year} has no nextRegistrationDeadline; ` +
          'add it there or take the placeholder out of the text',
      };
    return {
      problem: name
        ? `uses {${name}}, which is not a figure of the edition; ${known}`
        : `cannot be filled in (${(error as Error).message}); ${known}`,
    };
  }
}

/** A copy of `value` with every text filled in; a text that cannot be is reported and left as it is. */
export function fillFigures<T>(
  value: T,
  figures: EditionFigures,
  locale: string,
  report: { problem: (at: string, message: string) => void; warning: (at: string, message: string) => void },
  prefix: PropertyKey[] = [],
): T {
  const fill = (text: string, path: PropertyKey[]) => {
    const filled = fillText(text, figures, locale);
    if ('problem' in filled) {
      report.problem(formatKeyPath(path), filled.problem);
      return text;
    }
    if (filled.warning) report.warning(formatKeyPath(path), filled.warning);
    return filled.text;
  };
  return mapTexts(value, fill, prefix) as T;
}

type Report = Parameters<typeof fillFigures>[3];

/**
 * The site's `pages` texts filled in: with the current edition's figures, except each download
 * group's (`downloads.downloads[i]`), which speaks of its own year ("Medienmitteilung vom
 * {publicationDate}") and gets that edition's; a group of a year without an edition keeps its
 * texts, and one that names a figure there is reported.
 */
export function fillSitePages<T extends { downloads?: { downloads?: readonly { year: number }[] } }>(
  pages: T,
  current: EditionFigures,
  figuresOf: (year: number) => EditionFigures | undefined,
  locale: string,
  report: Report,
): T {
  const groups = pages.downloads?.downloads;
  // The groups are filled apart, each with its year's figures; the rest with the current edition's.
  const rest = groups ? { ...pages, downloads: { ...pages.downloads, downloads: [] } } : pages;
  const filled = fillFigures(rest, current, locale, report, ['pages']);
  if (!groups) return filled;
  const filledGroups = groups.map((group, i) => {
    const at = ['pages', 'downloads', 'downloads', i];
    const figures = figuresOf(group.year);
    if (figures) return fillFigures(group, figures, locale, report, at);
    walkNamesFigure(group, at, (path) =>
      report.problem(formatKeyPath(path), `names a figure or date, but ${group.year} is not an edition`),
    );
    return group;
  });
  return { ...filled, downloads: { ...filled.downloads, downloads: filledGroups } } as T;
}

function walkNamesFigure(value: unknown, prefix: PropertyKey[], found: (path: PropertyKey[]) => void): void {
  mapTexts(
    value,
    (text, path) => {
      if (namesFigure(text)) found(path);
      return text;
    },
    prefix,
  );
}
