/**
 * npm run content:check — validates everything under the content folder (content/ or
 * CONTENT_DIR) without building, and prints every problem at once, one per line: the file,
 * where in it (a 1-based row of ranking.json with its ref, or a key path) and what is wrong.
 * Errors go to stderr, warnings to stdout, then a one-line summary. Exit 1 on any error, else 0.
 *
 * `npm run build` runs this first and stops when it fails.
 */
import './env';
import path from 'node:path';
import { formatProblem, type Problem } from '../lib/content/errors';
import { checkContent, contentDir } from '../lib/content/load';
import { displayPath } from '../lib/content/read-json';
import { interruptedImport } from '../lib/content-import/journal';

const started = process.hrtime.bigint();
const dir = contentDir();
const { report, participantCount, editionCount, localeCount } = checkContent(dir);

// An import that was killed while it swapped files in leaves its journal: the folder may hold
// part of the new data set, so it must not be built until the import is finished or undone.
const journal = interruptedImport(dir);
if (journal) report.error(displayPath(journal.file), '', journal.message);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const print = (problems: Problem[], write: (line: string) => void, prefix = '') => {
  for (const problem of problems) write(`${prefix}${formatProblem(problem)}`);
};

print(report.warnings, (line) => console.log(line), 'warning: ');
print(report.errors, (line) => console.error(line));

const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(2);
const counts = `${plural(editionCount, 'edition')}, ${plural(participantCount, 'participant row')}, ${plural(localeCount, 'locale')}, ${plural(report.warnings.length, 'warning')}`;
const shownDir = displayPath(dir) || path.basename(dir);
if (report.ok) {
  console.log(`Content OK (${shownDir}): ${counts}; checked in ${seconds} s.`);
} else {
  const files = report.filesWithErrors().length;
  console.error(
    `\nContent has ${plural(report.errors.length, 'error')} in ${plural(files, 'file')} (${shownDir}): ${counts}.`,
  );
  process.exit(1);
}
