import path from 'node:path';
import { ContentReport, parseOrReport } from '../../lib/content/errors';
import { isRecord } from '../../lib/content/lists';
import { editionDir, editionYears, editionsFolder } from '../../lib/content/edition-files';
import { displayPath, readJson } from '../../lib/content/read-json';
import { siteSettingsSchema } from '../../lib/content/site-schema';
import { ImportError, ProblemsError } from './import-error';

/** A year as given on the command line (--edition 2027): four digits, else undefined. */
export function parseEditionYear(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/**
 * site.json's currentEdition, read alone, so that another problem in site.json does not stop an
 * import; else refused with `error`, site.json's problems and then `advice`.
 */
export function currentEditionYear(contentDir: string, error: typeof ProblemsError, advice: string): number {
  const file = path.join(contentDir, 'site.json');
  const report = new ContentReport();
  const data = readJson(file, report);
  const value = isRecord(data) ? data.currentEdition : undefined;
  const { currentEdition } = siteSettingsSchema.shape;
  const year =
    data === undefined ? undefined : parseOrReport(currentEdition, value, displayPath(file), report, 'currentEdition');
  if (year === undefined) throw new error([...report.errors, { file: displayPath(file), at: '', message: advice }]);
  return year;
}

/** Refuses `year` with an `error` when it has no folder under editions/, listing the editions. */
export function requireEdition(contentDir: string, year: number, error: typeof ProblemsError): void {
  const years = editionYears(contentDir);
  if (years.includes(year)) return;
  throw error.about(
    displayPath(path.join(contentDir, editionsFolder)),
    `has no edition ${year} (the editions are: ${years.join(', ') || 'none'}); to start a new edition, use "npm run content:edition -- new ${year} FILE"`,
  );
}

/** The existing edition folder an import writes into: the year given, or site.json's currentEdition. */
export function importTarget(contentDir: string, year?: number): { year: number; dir: string } {
  year ??= currentEditionYear(
    contentDir,
    ImportError,
    'does not say which edition is current: fix it, or name the edition with --edition YEAR',
  );
  requireEdition(contentDir, year, ImportError);
  return { year, dir: editionDir(contentDir, year) };
}
