import { ContentReport } from '../../lib/content/errors';
import { readSectors } from '../../lib/content/sectors';
import { ImportError } from './import-error';

/** The sector keys an export may use; a broken sectors.json stops the import, naming its problems. */
export function knownSectorKeys(contentDir: string): ReadonlySet<string> {
  const report = new ContentReport();
  const sectors = readSectors(contentDir, report);
  if (!sectors) throw new ImportError(report.errors);
  return new Set(sectors.map((sector) => sector.key));
}
