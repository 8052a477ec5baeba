import { filesUnder } from '../files/walk';
import { interruptedImport } from '../content-import/journal';
import { checkContent, type ContentCheck } from '../../lib/content/load';
import { displayPath } from '../../lib/content/read-json';

/** `npm run content:check`: the content check, plus an interrupted import's journal. */
export interface FolderCheck extends ContentCheck {
  /** The JSON files of the content folder (not its JSON Schemas), for "all N files OK". */
  fileCount: number;
}

export function checkContentFolder(dir: string, siteOverride?: unknown): FolderCheck {
  const check = checkContent(dir, siteOverride);
  const journal = interruptedImport(dir);
  if (journal) check.report.error(displayPath(journal.file), '', journal.message);
  return { ...check, fileCount: contentJsonFiles(dir).length };
}

/** The content's JSON files, relative to its folder; content/schemas/ is written by npm run content:schemas. */
export function contentJsonFiles(dir: string): string[] {
  return filesUnder(dir, '.json').filter((file) => !file.startsWith('schemas/') && !file.startsWith('schemas\\'));
}
