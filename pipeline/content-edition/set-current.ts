import fs from 'node:fs';
import path from 'node:path';
import { editionYears, editionsFolder } from '../../lib/content/edition-files';
import { ContentReport, type Problem } from '../../lib/content/errors';
import { isRecord } from '../../lib/content/lists';
import { displayPath, readJson } from '../../lib/content/read-json';
import { editionList } from '../content-import/edition-target';
import { nodeFileOps, syncFolder, type FileOps } from '../content-import/file-ops';
import { interruptedImport } from '../content-import/journal';
import { jsonText } from '../content-import/plan-import';
import { WriteFailedError } from '../content-import/write-atomically';
import { checkWithSite } from './check-edition';
import { EditionError } from './edition-error';

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
  if (!editionYears(contentDir).includes(year)) {
    throw new EditionError([
      {
        file: displayPath(path.join(contentDir, editionsFolder)),
        at: '',
        message: `has no edition ${year} (the editions are: ${editionList(contentDir)}); to start a new edition, use "npm run content:edition -- new ${year} FILE"`,
      },
    ]);
  }
  const report = new ContentReport();
  const site = readJson(siteFile, report);
  if (site === undefined) throw new EditionError(report.errors);
  if (!isRecord(site)) {
    throw new EditionError([{ file: displayPath(siteFile), at: '', message: 'must be an object ({ … })' }]);
  }
  const previous = site.currentEdition;
  if (previous === year) return { previous, changed: false, warnings: [] };

  const text = jsonText({ ...site, currentEdition: year });
  const check = checkWithSite(contentDir, text);
  const journal = interruptedImport(contentDir);
  if (journal) check.errors.push({ file: displayPath(journal.file), at: '', message: journal.message });
  if (check.errors.length) throw new EditionError(check.errors);

  replaceFile(siteFile, text, options.ops ?? nodeFileOps);
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
