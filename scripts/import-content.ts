/**
 * npm run content:import -- FILE [--dry-run] [--prune] [--content DIR]
 * npm run content:import -- --recover [--content DIR]
 *
 * Imports the rating team's export (CSV or XLSX) into content/ranking.json and
 * content/participants/*.json (or the folder named by --content or CONTENT_DIR). Refuses the
 * whole file, naming every bad row, when anything is wrong, and then writes nothing; otherwise
 * writes atomically (lib/content-import/write-atomically.ts). Participants missing from the
 * export are kept unless --prune is given. --dry-run shows what would change. --recover undoes
 * an import that was interrupted while it replaced files. docs/content.md explains it all.
 */
import './env';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from '../lib/content/errors';
import { contentDir, displayPath } from '../lib/content/load';
import { nodeFileOps } from '../lib/content-import/file-ops';
import { ImportError } from '../lib/content-import/import-error';
import { readJournal, undoJournal } from '../lib/content-import/journal';
import type { ImportDiff } from '../lib/content-import/plan-import';
import { runImport } from '../lib/content-import/run-import';
import { WriteFailedError } from '../lib/content-import/write-atomically';

const usage =
  'usage: npm run content:import -- FILE [--dry-run] [--prune] [--content DIR]\n       npm run content:import -- --recover [--content DIR]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      prune: { type: 'boolean', default: false },
      recover: { type: 'boolean', default: false },
      content: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
try {
  args = parse();
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
const dir = args.values.content ? path.resolve(args.values.content) : contentDir();
const shownDir = displayPath(dir) || dir;

if (args.values.recover) {
  const journal = readJournal(dir);
  if (!journal) {
    console.log(`Nothing to recover: no interrupted import in ${shownDir}.`);
    process.exit(0);
  }
  const problems = undoJournal(dir, journal, nodeFileOps);
  if (problems.length)
    fail(
      `Could not undo everything:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix the cause and run --recover again.`,
    );
  console.log(`Recovered: ${shownDir} is as it was before the import started ${journal.startedAt}.`);
  process.exit(0);
}

if (args.positionals.length !== 1) fail(usage);
const file = path.resolve(args.positionals[0]!);
const dryRun = args.values['dry-run'];

async function main(): Promise<void> {
  try {
    const outcome = await runImport({ file, contentDir: dir, prune: args.values.prune, dryRun });
    console.log(`Read ${displayPath(file)}: ${outcome.description}; ${outcome.rowCount} participant rows.`);
    if (outcome.ignoredColumns.length) {
      console.log(
        `Ignored columns (they name no field of the content contract): ${outcome.ignoredColumns.map((c) => `"${c}"`).join(', ')}`,
      );
    }
    for (const warning of outcome.warnings) console.log(`warning: ${formatProblem(warning)}`);
    printDiff(outcome.plan.diff, args.values.prune);
    const files = outcome.plan.operations.length;
    if (!files) console.log('No changes: nothing to write.');
    else if (dryRun)
      console.log(
        `Dry run: nothing was written (an import would write or delete ${files} file${files === 1 ? '' : 's'} in ${shownDir}).`,
      );
    else
      console.log(
        `Imported into ${shownDir}: ${files} file${files === 1 ? '' : 's'} written or deleted. Check with npm run content:check, then build.`,
      );
  } catch (error) {
    if (error instanceof ImportError) {
      for (const problem of error.problems) console.error(formatProblem(problem));
      const n = error.problems.length;
      fail(`\nImport refused (${n} problem${n === 1 ? '' : 's'}); nothing was written.`);
    }
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
  if (diff.changed.length) {
    console.log(`Changed (${diff.changed.length}):`);
    for (const { ref, changes } of diff.changed) {
      console.log(
        `  ~ ${ref}: ${changes.map((c) => `${c.field} ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`).join(', ')}`,
      );
    }
  }
  console.log(`Unchanged: ${diff.unchanged}`);
}
