import fs from 'node:fs';
import path from 'node:path';
import { displayPath } from '../../lib/content/read-json';
import { ContentReport, type Problem } from '../../lib/content/errors';
import { readSectors } from '../../lib/content/sectors';
import { mapHeader } from './columns';
import { readExistingContent } from './existing-content';
import type { FileOps } from './file-ops';
import { ImportError } from './import-error';
import { interruptedImport } from './journal';
import { mapRows, type ImportedRow } from './map-rows';
import { planImport, type ImportPlan, type PlanOptions } from './plan-import';
import { readSpreadsheet } from './read-spreadsheet';
import { writeAtomically } from './write-atomically';

export interface ImportOptions {
  /** The CSV or XLSX export. */
  file: string;
  /** The edition folder (content/editions/{year}) that holds ranking.json, participants/ and awards.json. */
  contentDir: string;
  /** Remove participants that are not in the export (else they are kept). */
  prune?: boolean;
  /** Work out and report the changes, write nothing. */
  dryRun?: boolean;
  /** The file system calls of the write (tests make them fail). */
  ops?: FileOps;
  /** The sectors the export may name; by default those of the content folder that holds the edition. */
  sectorKeys?: ReadonlySet<string>;
}

/** The export as read, mapped and validated row by row. */
export interface ReadExport {
  /** What was read: "CSV, semicolon-separated, UTF-8 with byte order mark". */
  description: string;
  rows: ImportedRow[];
  /** Headers that name no field; their columns were not imported. */
  ignoredColumns: string[];
  warnings: Problem[];
  /** Where each row is in the export, by ref (planImport names the export's rows). */
  sources: NonNullable<PlanOptions['sources']>;
}

export interface ImportOutcome extends Omit<ReadExport, 'rows' | 'sources'> {
  rowCount: number;
  plan: ImportPlan;
  written: boolean;
}

/** Reads, maps and validates the export, or throws an ImportError; shared by content:import and content:edition. */
export async function readExport(file: string, sectorKeys: ReadonlySet<string>): Promise<ReadExport> {
  const shown = displayPath(file);
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw ImportError.about(shown, `cannot be read (${reason})`);
  }
  const table = await readSpreadsheet(bytes, shown);
  const mapping = mapHeader(table.header);
  if (mapping.problems.length)
    throw new ImportError(mapping.problems.map((message) => ({ file: shown, at: 'header row', message })));
  const mapped = mapRows(table, mapping, sectorKeys);
  if (mapped.problems.length) throw new ImportError(mapped.problems.map((p) => ({ file: shown, ...p })));
  if (!mapped.rows.length) throw ImportError.about(shown, 'has a header row but no participant rows');
  return {
    description: table.description,
    rows: mapped.rows,
    ignoredColumns: mapping.ignored,
    warnings: mapped.warnings.map((w) => ({ file: shown, ...w })),
    sources: new Map(mapped.rows.map((r) => [r.participant.ref, { file: shown, at: r.at }])),
  };
}

/** The sector keys an export may use; a broken sectors.json stops the import, naming its problems. */
export function knownSectorKeys(contentDir: string): ReadonlySet<string> {
  const report = new ContentReport();
  const sectors = readSectors(contentDir, report);
  if (!sectors) throw new ImportError(report.errors);
  return new Set(sectors.map((sector) => sector.key));
}

/** content:import: writes the new data set atomically, or throws an ImportError and writes nothing. */
export async function runImport(options: ImportOptions): Promise<ImportOutcome> {
  const busy = interruptedImport(options.contentDir);
  if (busy) throw ImportError.about(displayPath(busy.file), busy.message);

  // content/editions/{year} → content/
  const sectorKeys = options.sectorKeys ?? knownSectorKeys(path.resolve(options.contentDir, '..', '..'));
  const { rows, sources, ...read } = await readExport(options.file, sectorKeys);
  const plan = planImport(
    readExistingContent(options.contentDir),
    rows.map((r) => r.participant),
    { prune: options.prune ?? false, sources },
  );
  if (plan.problems.length) throw new ImportError(plan.problems);

  const outcome: ImportOutcome = { ...read, rowCount: rows.length, plan, written: false };
  if (options.dryRun || !plan.operations.length) return outcome;
  writeAtomically(options.contentDir, plan.operations, options.ops);
  return { ...outcome, written: true };
}
