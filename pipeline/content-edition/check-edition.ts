import path from 'node:path';
import { editionDir } from '../../lib/content/edition-files';
import type { Problem } from '../../lib/content/errors';
import { checkContent } from '../../lib/content/load';
import { displayPath } from '../../lib/content/read-json';

/** What content:check reports about one edition's files, the rest of the content aside. */
export function editionCheck(contentDir: string, year: number): { errors: Problem[]; warnings: Problem[] } {
  const { report } = checkContent(contentDir);
  const prefix = `${displayPath(editionDir(contentDir, year))}${path.sep}`;
  const inEdition = (p: Problem) => p.file.startsWith(prefix);
  return { errors: report.errors.filter(inEdition), warnings: report.warnings.filter(inEdition) };
}
