import fs from 'node:fs';
import { displayPath } from '../content/load';
import type { Problem } from '../content/errors';
import { mapHeader } from './columns';
import { readExistingContent } from './existing-content';
import type { FileOps } from './file-ops';
import { ImportError } from './import-error';
import { interruptedImport } from './journal';
import { mapRows } from './map-rows';
import { planImport, type ImportPlan } from './plan-import';
import { readSpreadsheet } from './read-spreadsheet';
import { writeAtomically } from './write-atomically';

export interface ImportOptions {
  /** The CSV or XLSX export. */
  file: string;
  contentDir: string;
  /** Remove participants that are not in the export (else they are kept). */
  prune?: boolean;
  /** Work out and report the changes, write nothing. */
  dryRun?: boolean;
  /** The file system calls of the write (tests make them fail). */
  ops?: FileOps;
}

export interface ImportOutcome {
  /** What was read: "CSV, semicolon-separated, UTF-8 with byte order mark". */
  description: string;
  rowCount: number;
  /** Headers that name no field; their columns were not imported. */
  ignoredColumns: string[];
  warnings: Problem[];
  plan: ImportPlan;
  written: boolean;
}

/**
 * content:import: reads the export, maps and validates every row, works out the new data set
 * and writes it atomically, or, when anything is wrong, throws an ImportError listing every
 * problem and writes nothing.
 */
export async function runImport(options: ImportOptions): Promise<ImportOutcome> {
  const shown = displayPath(options.file);
  const busy = interruptedImport(options.contentDir);
  if (busy) throw new ImportError([{ file: displayPath(busy.file), at: '', message: busy.message }]);

  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(options.file);
  } catch (error) {
    throw new ImportError([
      {
        file: shown,
        at: '',
        message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      },
    ]);
  }
  const table = await readSpreadsheet(bytes, shown);
  const mapping = mapHeader(table.header);
  if (mapping.problems.length) {
    throw new ImportError(mapping.problems.map((message) => ({ file: shown, at: 'header row', message })));
  }
  const mapped = mapRows(table, mapping);
  if (mapped.problems.length) throw new ImportError(mapped.problems.map((p) => ({ file: shown, ...p })));
  if (!mapped.rows.length)
    throw new ImportError([{ file: shown, at: '', message: 'has a header row but no participant rows' }]);

  const plan = planImport(
    readExistingContent(options.contentDir),
    mapped.rows.map((r) => r.participant),
    { prune: options.prune ?? false },
  );
  if (plan.problems.length) throw new ImportError(plan.problems);

  const outcome: ImportOutcome = {
    description: table.description,
    rowCount: mapped.rows.length,
    ignoredColumns: mapping.ignored,
    warnings: mapped.warnings.map((w) => ({ file: shown, ...w })),
    plan,
    written: false,
  };
  if (options.dryRun || !plan.operations.length) return outcome;
  writeAtomically(options.contentDir, plan.operations, options.ops);
  return { ...outcome, written: true };
}
