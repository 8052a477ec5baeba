import { controlCharacterProblem, visible } from '../../lib/content/control-characters';
import { rowMethodProblems } from '../../lib/content/method';
import { unknownSectorProblem } from '../../lib/content/sectors';
import {
  participantFields,
  participantSchema,
  type ParticipantRow,
  type ParticipantField,
} from '../../lib/content/participant-schema';
import { websiteWarnings, type Located } from '../../lib/content/validate';
import { columnLetter, type HeaderMapping } from './columns';
import type { SheetTable } from './table';

export interface ImportedRow {
  participant: ParticipantRow;
  /** The spreadsheet row it came from. */
  rowNumber: number;
  /** Where a field of the row is in the export: `row 5 (ref "sika") rankVR (column H "Rang VR")`. */
  at: (field: ParticipantField) => string;
}

export interface MappedRows {
  rows: ImportedRow[];
  /** Every bad row: the row, its ref, the field and column, and the reason. */
  problems: Located[];
  /** Rows that import but probably were not meant so (no website, a website that is not shown). */
  warnings: Located[];
}

/** The sheet's rows as participant rows, each validated, doubled refs found; every bad row is reported. */
export function mapRows(
  table: SheetTable,
  mapping: HeaderMapping,
  /** The keys of content/sectors.json; a sector outside them is a problem of its row. */
  sectorKeys: ReadonlySet<string> = new Set(),
): MappedRows {
  const columnOf = new Map(mapping.columns.flatMap((field, i) => (field ? [[field, i] as const] : [])));
  const result: MappedRows = { rows: [], problems: [], warnings: [] };
  const firstRowOfRef = new Map<string, number>();
  for (const row of table.rows) {
    const participant = Object.fromEntries(
      participantFields.map((field) => [field, row.cells[columnOf.get(field) ?? -1] ?? '']),
    ) as ParticipantRow;
    const label = `row ${row.rowNumber}${participant.ref ? ` (ref "${visible(participant.ref)}")` : ''}`;
    const where = (field: ParticipantField) => {
      const column = columnOf.get(field);
      return column === undefined ? field : `${field} (column ${columnLetter(column)} "${table.header[column]}")`;
    };
    const problems: Located[] = row.problems.map((message) => ({ at: label, message }));
    const parsed = participantSchema.safeParse(participant);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ at: `${label} ${where(issue.path[0] as ParticipantField)}`, message: issue.message });
    }
    for (const field of participantFields) {
      const control = controlCharacterProblem(participant[field]);
      if (control) problems.push({ at: `${label} ${where(field)}`, message: control });
    }
    // The published method, row by row; the ranks and certificates need the whole edition (planImport).
    if (parsed.success) {
      for (const p of rowMethodProblems(participant))
        problems.push({ at: `${label} ${where(p.field)}`, message: p.message });
    }
    const sectorProblem = parsed.success && unknownSectorProblem(parsed.data.sector, sectorKeys);
    if (sectorProblem) problems.push({ at: `${label} ${where('sector')}`, message: sectorProblem });
    if (participant.ref) {
      const first = firstRowOfRef.get(participant.ref);
      if (first !== undefined)
        problems.push({
          at: `${label} ${where('ref')}`,
          message: `"${participant.ref}" is already used by row ${first}`,
        });
      else firstRowOfRef.set(participant.ref, row.rowNumber);
    }
    if (problems.length) {
      result.problems.push(...problems);
      continue;
    }
    result.rows.push({ participant, rowNumber: row.rowNumber, at: (field) => `${label} ${where(field)}` });
    for (const w of websiteWarnings(participant))
      result.warnings.push({ at: w.at ? `${label} ${w.at}` : label, message: w.message });
  }
  return result;
}
