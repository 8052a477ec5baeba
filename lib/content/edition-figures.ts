import { IntlMessageFormat } from 'intl-messageformat';
import { formatKeyPath } from './errors';
import { mapTexts } from './lists';
import type { Edition } from '../editions/edition';
import { releaseFigureNames, releaseFigures } from '../press/release-figures';

/**
 * The figures of an edition that texts state (reports rated, certified, the threshold, the year).
 * A text names them as ICU arguments ("{reports} Berichte") and the content load fills them in,
 * so a text cannot disagree with the table beside it. Filled in: an edition's own texts with its
 * figures, and the site's `pages` texts with the current edition's.
 */
export type EditionFigures = ReturnType<typeof editionFigures>;

const figureNames: readonly (keyof EditionFigures)[] = [
  'year',
  'reports',
  'certified',
  'threshold',
  ...releaseFigureNames,
];

export function editionFigures(edition: Pick<Edition, 'year' | 'participants' | 'awards'>) {
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
  };
}

/** A text names a figure: `{reports}`, `{threshold, number}`, `{certified, plural, …}`. */
const NAMES_FIGURE = new RegExp(`\\{\\s*(?:${figureNames.join('|')})\\s*[,}]`);
/** Something that looks like an ICU argument: `{report}`, `{count, plural, …}`. */
const LOOKS_LIKE_ARGUMENT = /\{\s*([A-Za-z_]\w*)\s*[,}]/;

export function namesFigure(text: string): boolean {
  return NAMES_FIGURE.test(text);
}

const known = `the figures are ${figureNames.map((n) => `{${n}}`).join(', ')}`;

export type Filled = { text: string; warning?: string } | { problem: string };

/** A text with the figures filled in; one that names none stays as written (a warning for `{report}`). */
export function fillText(text: string, figures: EditionFigures, locale: string): Filled {
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
  try {
    const result = format.format<string>({ ...figures });
    return { text: Array.isArray(result) ? result.join('') : String(result) };
  } catch (error) {
    const name = /variable "([^"]+)"/.exec((error as Error).message)?.[1];
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
