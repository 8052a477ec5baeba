/**
 * npm run content:check: validates the content folder and prints every problem, one per line
 * (errors to stderr, warnings to stdout), then a summary; exit 1 on any error. --facts FILE also
 * writes what the build needs to know (pipeline/build/content-facts), so that the build's own process
 * never loads the content. --watch checks again on every save and prints what changed.
 */
import './env';
import path from 'node:path';
import { contentFacts, writeContentFacts } from '../pipeline/build/content-facts';
import { checkContentFolder } from '../pipeline/content/check-folder';
import { plural } from '../lib/content/errors';
import { contentDir } from '../lib/content/load';
import { findingsOf, watchReport, type CheckState } from '../pipeline/content/problem-diff';
import { displayPath } from '../lib/content/read-json';
import { watchFolder } from '../pipeline/content/watch-folder';
import { fail, printProblems, readCommandLine } from './command-line';

const { values } = readCommandLine(
  { watch: { type: 'boolean', default: false }, facts: { type: 'string' } },
  'usage: npm run content:check [-- --watch]',
);
const dir = contentDir();
const shownDir = displayPath(dir) || path.basename(dir);

if (values.watch) watch();
else checkOnce();

function checkOnce(): void {
  const started = process.hrtime.bigint();
  const { report, content, participantCount, editionCount, localeCount } = checkContentFolder(dir);
  printProblems(report.warnings, (line) => console.log(line), 'warning: ');
  printProblems(report.errors, (line) => console.error(line));

  const seconds = (Number(process.hrtime.bigint() - started) / 1e9).toFixed(2);
  const counts = [
    plural(editionCount, 'edition'),
    plural(participantCount, 'participant row'),
    plural(localeCount, 'locale'),
    plural(report.warnings.length, 'warning'),
  ].join(', ');
  if (report.ok) {
    if (values.facts && content) writeContentFacts(values.facts, contentFacts(content));
    console.log(`Content OK (${shownDir}): ${counts}; checked in ${seconds} s.`);
  } else {
    const files = report.filesWithErrors().length;
    fail(
      `\nContent has ${plural(report.errors.length, 'error')} in ${plural(files, 'file')} (${shownDir}): ${counts}.`,
    );
  }
}

function watch(): void {
  let previous: CheckState | undefined;
  const check = () => {
    const time = new Date().toTimeString().slice(0, 8);
    try {
      const { report, fileCount } = checkContentFolder(dir);
      const next = { findings: findingsOf(report), fileCount };
      for (const line of watchReport(previous, next, time)) console.log(line);
      previous = next;
    } catch (error) {
      // A folder renamed while it was read, say; the next save checks again.
      console.error(`${time}  the check failed: ${(error as Error).message}`);
    }
  };
  check();
  const watcher = watchFolder(dir, check, {
    onError: (error) => {
      console.error(`Watching ${shownDir}/ stopped: ${error.message}`);
      process.exit(1);
    },
  });
  console.log(`Watching ${shownDir}/ for changes (Ctrl-C to stop).`);
  process.on('SIGINT', () => {
    watcher.close();
    console.log('\nStopped watching.');
    process.exit(0);
  });
}
