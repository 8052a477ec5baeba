import path from 'node:path';
import { reportControlCharacters } from './control-characters';
import { editionDir, editionYears, editionsFolder, readEdition } from './edition-files';
import { ContentReport } from './errors';
import type { Messages } from './message-schema';
import { displayPath, readJson, readLocaleFiles } from './read-json';
import type { SiteSettings } from './site-schema';
import { readSectors, type Sector } from './sectors';
import { checkLocales, validateMessages, validateSiteSettings } from './validate';
import { editionFigures, fillFigures, fillSitePages } from './edition-figures';
import { defaultLocale, localeCodes, type Locale } from '../i18n/locales';
import { buildEditions, type CompleteEditionFiles } from '../editions/build-editions';
import type { Edition } from '../editions/edition';
import { editionHistories, type HistoryEntry } from '../editions/history';

/** The content folder: `content/` or CONTENT_DIR. */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || path.join(process.cwd(), 'content'));
}

export interface Content {
  messages: Record<Locale, Messages>;
  site: SiteSettings;
  /** content/sectors.json, in its order. */
  sectors: readonly Sector[];
  /** Every edition, newest first. */
  editions: readonly Edition[];
  /** The edition site.json names as current: the one the unprefixed routes show. */
  current: Edition;
  editionsByYear: ReadonlyMap<number, Edition>;
  /** Each ref's history over all editions (lib/editions/history), built once. */
  histories: ReadonlyMap<string, HistoryEntry[]>;
}

export interface ContentCheck {
  /** Everything wrong (errors) or doubtful (warnings), in every file. */
  report: ContentReport;
  /** The content, when there are no errors. */
  content: Content | undefined;
  /** Rows in every edition's ranking.json (valid or not), editions and locales, for the summary. */
  participantCount: number;
  editionCount: number;
  localeCount: number;
}

/**
 * Reads and validates every file of the content folder and reports every problem; `siteOverride`
 * is checked in place of site.json (content:edition current, before it writes it).
 */
export function checkContent(dir: string = contentDir(), siteOverride?: unknown): ContentCheck {
  const report = new ContentReport();
  const messageFiles = readLocaleFiles(dir, report);
  const messages: Partial<Record<Locale, Messages>> = {};
  for (const { locale, file, data } of messageFiles)
    if (data !== undefined) messages[locale] = validateMessages(data, file, report);
  for (const { file, data } of messageFiles) reportControlCharacters(data, file, report);
  checkLocales(messageFiles, report);

  const siteFile = path.join(dir, 'site.json');
  const siteData = siteOverride ?? readJson(siteFile, report);
  reportControlCharacters(siteData, displayPath(siteFile), report);
  const site = siteData === undefined ? undefined : validateSiteSettings(siteData, displayPath(siteFile), report);

  const sectors = readSectors(dir, report);
  const sectorKeys = sectors && new Set(sectors.map((s) => s.key));
  const linkLabels = messages[defaultLocale]?.linkLabels;
  const years = editionYears(dir);
  if (!years.length)
    report.error(displayPath(path.join(dir, editionsFolder)), '', 'holds no edition (a folder per year, such as 2026)');
  const files = years.map((year) => readEdition(dir, year, linkLabels, report, sectorKeys));
  if (site && !years.includes(site.currentEdition))
    report.error(
      displayPath(siteFile),
      'currentEdition',
      `${site.currentEdition} is not an edition (content/editions/ holds ${years.join(', ') || 'none'})`,
    );
  const sink = (file: string) => ({
    problem: (at: string, message: string) => report.error(file, at, message),
    warning: (at: string, message: string) => report.warn(file, at, message),
  });
  const complete = files.every(
    (f): f is CompleteEditionFiles => f.awards !== undefined && f.dates !== undefined && f.texts !== undefined,
  );
  // Built also with errors elsewhere, so that the prevYear warnings show in the same run.
  const built = complete
    ? buildEditions(files, (year) => path.join(editionDir(dir, year), 'ranking.json'), report)
    : [];
  // The figures texts state come from the data (edition-figures.ts): each edition's own texts get its own.
  const editions = built.map((edition) => {
    const figures = editionFigures(edition);
    const texts = Object.fromEntries(
      localeCodes.map((locale) => {
        const file = displayPath(path.join(editionDir(dir, edition.year), 'i18n', `${locale}.json`));
        return [locale, fillFigures(edition.texts[locale], figures, locale, sink(file))];
      }),
    ) as Edition['texts'];
    return { ...edition, texts };
  });

  const participantCount = files.reduce((sum, f) => sum + f.rowCount, 0);
  const summary = { participantCount, editionCount: years.length, localeCount: localeCodes.length };
  const current = editions.find((e) => e.year === site?.currentEdition);
  // The site's pages and footer speak of the current edition: the criteria page's threshold, the
  // gallery's count, the contact page's dates; each download group of its own year.
  if (current) {
    const figures = editionFigures(current);
    const byYear = new Map(editions.map((edition) => [edition.year, edition]));
    const figuresOf = (year: number) => {
      const edition = byYear.get(year);
      return edition && editionFigures(edition);
    };
    for (const { locale, file } of messageFiles) {
      const m = messages[locale];
      if (m)
        messages[locale] = {
          ...m,
          // The footer's addresses (the media partner names the publication day), never its {year} of the copyright.
          footer: {
            ...m.footer,
            addresses: fillFigures(m.footer.addresses, figures, locale, sink(file), ['footer', 'addresses']),
          },
          pages: fillSitePages(m.pages, figures, figuresOf, locale, sink(file)),
        };
    }
  }
  if (!report.ok || !site || !current || !sectors || !localeCodes.every((locale) => messages[locale]))
    return { report, content: undefined, ...summary };
  return {
    report,
    content: {
      messages: messages as Record<Locale, Messages>,
      site,
      sectors,
      editions,
      current,
      editionsByYear: new Map(editions.map((e) => [e.year, e])),
      histories: editionHistories(editions),
    },
    ...summary,
  };
}

let cached: Content | undefined;

/** The validated content, once per build (every call in development); throws a ContentError. */
export function loadContent(): Content {
  if (cached && process.env.NODE_ENV === 'production') return cached;
  const { report, content } = checkContent();
  report.throwIfErrors();
  if (!content) throw new Error('content check passed without content'); // unreachable
  cached = content;
  return cached;
}
