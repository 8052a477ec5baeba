import fs from 'node:fs';
import path from 'node:path';
import { ContentReport, type Problem } from '../../lib/content/errors';
import { isRecord } from '../../lib/content/lists';
import { displayPath, readJson } from '../../lib/content/read-json';
import { checkContentFolder } from '../content/check-folder';
import { requireEdition } from '../content-import/edition-target';
import { nodeFileOps, syncFolder, type FileOps } from '../content-import/file-ops';
import { jsonText } from '../content-import/plan-import';
import { WriteFailedError } from '../content-import/write-atomically';
import { EditionError } from '../content-import/import-error';

export interface SetCurrentOptions {
  /** The content folder (site.json, editions/). */
  contentDir: string;
  year: number;
  /** The file system calls of the write (tests make them fail). */
  ops?: Pick<FileOps, 'writeFile' | 'rename'>;
}

export interface SetCurrentOutcome {
  /** site.json's currentEdition before. */
  previous: unknown;
  /** false when the year was current already (nothing written). */
  changed: boolean;
  /** The content check's warnings for the content as it is now. */
  warnings: Problem[];
}

/** content:edition current: rewrites site.json's currentEdition atomically when the check passes with it. */
export function setCurrentEdition(options: SetCurrentOptions): SetCurrentOutcome {
  const { contentDir, year } = options;
  const siteFile = path.join(contentDir, 'site.json');
  requireEdition(contentDir, year, EditionError);
  const report = new ContentReport();
  const site = readJson(siteFile, report);
  if (site === undefined) throw new EditionError(report.errors);
  if (!isRecord(site)) throw EditionError.about(displayPath(siteFile), 'must be an object ({ … })');
  const previous = site.currentEdition;
  if (previous === year) return { previous, changed: false, warnings: [] };

  const next = { ...site, currentEdition: year };
  const check = checkContentFolder(contentDir, next).report;
  if (!check.ok) throw new EditionError(check.errors);

  replaceFile(siteFile, jsonText(next), options.ops ?? nodeFileOps);
  return { previous, changed: true, warnings: check.warnings };
}

function replaceFile(file: string, content: string, ops: Pick<FileOps, 'writeFile' | 'rename'>): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${Date.now().toString(36)}.tmp`);
  try {
    ops.writeFile(temp, content);
    ops.rename(temp, file);
  } catch (error) {
    // A temporary file of that name that was there before (EEXIST) is not ours to remove.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      try {
        fs.rmSync(temp, { force: true });
      } catch {
        // Left behind: a hidden file the site does not read.
      }
    }
    throw new WriteFailedError(
      `writing ${displayPath(file)} failed: ${(error as Error).message}. It is as it was.`,
      true,
    );
  }
  syncFolder(path.dirname(file));
}
