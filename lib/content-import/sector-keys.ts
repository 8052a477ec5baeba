import { ContentReport } from '../content/errors';
import { readSectors } from '../content/sectors';
import { ImportError } from './import-error';

/**
 * The sector keys an export's `sector` column may hold (content/sectors.json of the content
 * folder). A broken sectors.json stops the import before anything is read, naming its problems.
 */
export function knownSectorKeys(contentDir: string): ReadonlySet<string> {
  const report = new ContentReport();
  const sectors = readSectors(contentDir, report);
  if (!sectors) throw new ImportError(report.errors);
  return new Set(sectors.map((sector) => sector.key));
}
