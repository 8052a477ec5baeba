import path from 'node:path';
import { ContentReport, parseOrReport, type Problem } from '../../lib/content/errors';
import { isRecord } from '../../lib/content/lists';
import { editionDir, editionYears, editionsFolder } from '../../lib/content/edition-files';
import { displayPath, readJson } from '../../lib/content/read-json';
import { siteSettingsSchema } from '../../lib/content/site-schema';
import { ImportError } from './import-error';

/** A year as given on the command line (--edition 2027): four digits, else undefined. */
export function parseEditionYear(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** site.json's currentEdition, read alone, so that another problem in site.json does not stop an import. */
export function currentEditionYear(contentDir: string): { year: number } | { problems: Problem[] } {
  const file = path.join(contentDir, 'site.json');
  const report = new ContentReport();
  const data = readJson(file, report);
  if (data === undefined) return { problems: report.errors };
  const value = isRecord(data) ? data.currentEdition : undefined;
  const year = parseOrReport(
    siteSettingsSchema.shape.currentEdition,
    value,
    displayPath(file),
    report,
    'currentEdition',
  );
  return year === undefined ? { problems: report.errors } : { year };
}

/** Why `year` cannot be written into: it has no folder under editions/ (the editions listed); else undefined. */
export function missingEdition(contentDir: string, year: number): Problem | undefined {
  const years = editionYears(contentDir);
  if (years.includes(year)) return undefined;
  return {
    file: displayPath(path.join(contentDir, editionsFolder)),
    at: '',
    message: `has no edition ${year} (the editions are: ${years.join(', ') || 'none'}); to start a new edition, use "npm run content:edition -- new ${year} FILE"`,
  };
}

/** The existing edition folder an import writes into: the year given, or site.json's currentEdition. */
export function importTarget(contentDir: string, year?: number): { year: number; dir: string } {
  if (year === undefined) {
    const current = currentEditionYear(contentDir);
    if ('problems' in current) {
      throw new ImportError([
        ...current.problems,
        {
          file: displayPath(path.join(contentDir, 'site.json')),
          at: '',
          message: 'does not say which edition is current: fix it, or name the edition with --edition YEAR',
        },
      ]);
    }
    year = current.year;
  }
  const missing = missingEdition(contentDir, year);
  if (missing) throw new ImportError([missing]);
  return { year, dir: editionDir(contentDir, year) };
}
