import path from 'node:path';
import { ContentReport, zodProblems, type Problem } from '../../lib/content/errors';
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
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).currentEdition : undefined;
  const result = siteSettingsSchema.shape.currentEdition.safeParse(value);
  if (result.success) return { year: result.data };
  return {
    problems: zodProblems(result.error, 'currentEdition').map((p) => ({ file: displayPath(file), ...p })),
  };
}

/** "2026, 2025" or "none", for messages that list the editions. */
export function editionList(contentDir: string): string {
  return editionYears(contentDir).join(', ') || 'none';
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
  if (!editionYears(contentDir).includes(year)) {
    throw new ImportError([
      {
        file: displayPath(path.join(contentDir, editionsFolder)),
        at: '',
        message: `has no edition ${year} (the editions are: ${editionList(contentDir)}); to start a new edition, use "npm run content:edition -- new ${year} FILE"`,
      },
    ]);
  }
  return { year, dir: editionDir(contentDir, year) };
}
