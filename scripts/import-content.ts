/**
 * npm run content:import -- FILE [--edition YEAR] [--dry-run] [--prune] [--content DIR]
 * npm run content:import -- --recover [--edition YEAR] [--content DIR]
 *
 * Imports the export into an existing edition (default: the current one), atomically, or refuses
 * the whole file naming every bad row. Missing participants are kept unless --prune; --dry-run
 * shows the changes; --recover undoes an interrupted import. docs/content.md explains it all.
 */
import './env';
import path from 'node:path';
import { fail, failWithProblems, printExportNotes, readCommandLine } from './command-line';
import { plural } from '../lib/content/errors';
import { contentDir } from '../lib/content/load';
import { displayPath } from '../lib/content/read-json';
import { importTarget, parseEditionYear } from '../pipeline/content-import/edition-target';
import { nodeFileOps } from '../pipeline/content-import/file-ops';
import { ImportError } from '../pipeline/content-import/import-error';
import { foldersWithJournal, readJournal, undoJournal } from '../pipeline/content-import/journal';
import type { FieldChange, ImportDiff } from '../pipeline/content-import/plan-import';
import { runImport } from '../pipeline/content-import/run-import';
import { WriteFailedError } from '../pipeline/content-import/write-atomically';

const usage = [
  'usage: npm run content:import -- FILE [--edition YEAR] [--dry-run] [--prune] [--content DIR]',
  '       npm run content:import -- --recover [--edition YEAR] [--content DIR]',
].join('\n');

const args = readCommandLine(
  {
    'dry-run': { type: 'boolean', default: false },
    prune: { type: 'boolean', default: false },
    recover: { type: 'boolean', default: false },
    edition: { type: 'string' },
    content: { type: 'string' },
  },
  usage,
);
const root = args.values.content ? path.resolve(args.values.content) : contentDir();
const shown = (dir: string) => displayPath(dir) || dir;
const year = parseEditionYear(args.values.edition);
if (args.values.edition !== undefined && year === undefined) fail(`--edition needs a year such as 2027\n${usage}`);

if (args.values.recover) {
  let where = root;
  try {
    if (year !== undefined) where = importTarget(root, year).dir;
  } catch (error) {
    if (error instanceof ImportError) failWithProblems(error.problems, 'Recovery refused');
    throw error;
  }
  const folders = foldersWithJournal(where);
  if (!folders.length) {
    console.log(`Nothing to recover: no interrupted import in ${shown(where)}.`);
    process.exit(0);
  }
  for (const folder of folders) {
    const journal = readJournal(folder);
    if (!journal) continue;
    const problems = undoJournal(folder, journal, nodeFileOps);
    if (problems.length)
      fail(
        `Could not undo everything in ${shown(folder)}:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix the cause and run --recover again.`,
      );
    console.log(`Recovered: ${shown(folder)} is as it was before the import started ${journal.startedAt}.`);
  }
  process.exit(0);
}

if (args.positionals.length !== 1) fail(usage);
const file = path.resolve(args.positionals[0]!);
const dryRun = args.values['dry-run'];

async function main(): Promise<void> {
  try {
    const target = importTarget(root, year);
    const dir = shown(target.dir);
    const outcome = await runImport({ file, contentDir: target.dir, prune: args.values.prune, dryRun });
    console.log(`Read ${displayPath(file)}: ${outcome.description}; ${outcome.rowCount} participant rows.`);
    console.log(`Edition ${target.year} (${dir}).`);
    printExportNotes(outcome);
    printDiff(outcome.plan.diff, args.values.prune);
    const files = outcome.plan.operations.length;
    if (!files) console.log('No changes: nothing to write.');
    else if (dryRun)
      console.log(`Dry run: nothing was written (an import would write or delete ${plural(files, 'file')} in ${dir}).`);
    else
      console.log(
        `Imported into ${dir}: ${plural(files, 'file')} written or deleted. Check with npm run content:check, then build.`,
      );
  } catch (error) {
    if (error instanceof ImportError) failWithProblems(error.problems, 'Import refused');
    if (error instanceof WriteFailedError) fail(`Import failed while writing: ${error.message}`);
    fail(`Import failed: ${(error as Error).message}`);
  }
}

void main();

function printDiff(diff: ImportDiff, prune: boolean): void {
  const list = (title: string, refs: string[], mark: string) => {
    if (!refs.length) return;
    console.log(`${title} (${refs.length}):`);
    for (const ref of refs) console.log(`  ${mark} ${ref}`);
  };
  list('Added', diff.added, '+');
  list(prune ? 'Removed (--prune)' : 'Removed', diff.removed, '-');
  list('Kept, not in the export (--prune would remove them)', diff.kept, '=');
  const change = (c: FieldChange) => `${c.field} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`;
  const changed = diff.changed.map(({ ref, changes }) => `${ref}: ${changes.map(change).join(', ')}`);
  list('Changed', changed, '~');
  console.log(`Unchanged: ${diff.unchanged}`);
}
