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
    const at = (field: ParticipantField) => {
      const column = columnOf.get(field);
      const where = column === undefined ? '' : ` (column ${columnLetter(column)} "${table.header[column]}")`;
      return `${label} ${field}${where}`;
    };
    const parsed = participantSchema.safeParse(participant);
    const found: { field: ParticipantField; message: string }[] = (parsed.error?.issues ?? []).map((issue) => ({
      field: issue.path[0] as ParticipantField,
      message: issue.message,
    }));
    for (const field of participantFields) {
      const message = controlCharacterProblem(participant[field]);
      if (message) found.push({ field, message });
    }
    // The published method, row by row; the ranks and certificates need the whole edition (planImport).
    if (parsed.success) found.push(...rowMethodProblems(participant));
    const sectorProblem = parsed.success && unknownSectorProblem(parsed.data.sector, sectorKeys);
    if (sectorProblem) found.push({ field: 'sector', message: sectorProblem });
    const first = participant.ref ? firstRowOfRef.get(participant.ref) : undefined;
    if (first !== undefined)
      found.push({ field: 'ref', message: `"${participant.ref}" is already used by row ${first}` });
    else if (participant.ref) firstRowOfRef.set(participant.ref, row.rowNumber);
    const problems: Located[] = [
      ...row.problems.map((message) => ({ at: label, message })),
      ...found.map((p) => ({ at: at(p.field), message: p.message })),
    ];
    if (problems.length) {
      result.problems.push(...problems);
      continue;
    }
    result.rows.push({ participant, rowNumber: row.rowNumber, at });
    for (const w of websiteWarnings(participant))
      result.warnings.push({ at: w.at ? `${label} ${w.at}` : label, message: w.message });
  }
  return result;
}
