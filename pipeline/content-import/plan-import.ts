import path from 'node:path';
import { displayPath } from '../../lib/content/read-json';
import { ContentReport, type Problem } from '../../lib/content/errors';
import {
  participantFields,
  participantSchema,
  type ParticipantRow,
  type ParticipantField,
} from '../../lib/content/participant-schema';
import { editionMethodProblems } from '../../lib/content/method';
import { missingAwardRefs, rowLabel, validateParticipants } from '../../lib/content/validate';
import type { ExistingContent } from './existing-content';
import type { FileOperation } from './write-atomically';
import { isRecord } from '../../lib/content/lists';

export interface FieldChange {
  field: ParticipantField;
  from: string;
  to: string;
}

export interface ImportDiff {
  added: string[];
  /** Not in the export and removed (--prune). */
  removed: string[];
  /** Not in the export and kept as they are (no --prune). */
  kept: string[];
  changed: { ref: string; changes: FieldChange[] }[];
  unchanged: number;
}

export interface ImportPlan {
  /** The new ranking.json, in company order. */
  rows: ParticipantRow[];
  /** Files to write and delete, ranking.json last; only files whose text changes. */
  operations: FileOperation[];
  diff: ImportDiff;
  /** Reasons to refuse the import; empty when it may be written. */
  problems: Problem[];
}

/** The text of a participant file or ranking.json, as the sample generator writes them. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

const collator = new Intl.Collator('de-CH', { sensitivity: 'base' });

/**
 * What an import changes: exported rows replace or add; missing ones are kept, or removed with
 * `prune`. Refused for an invalid kept row, a file without a row, or awards naming someone gone.
 */
export interface PlanOptions {
  prune: boolean;
  /** The rows' certificate threshold; by default awards.json's; undefined: checked later by content:check. */
  threshold?: number | undefined;
  /** Where each imported row is in the export, by ref, so that a problem names the export's row. */
  sources?: ReadonlyMap<string, { file: string; at: (field: ParticipantField) => string }>;
}

export function planImport(
  existing: ExistingContent,
  imported: readonly ParticipantRow[],
  options: PlanOptions,
): ImportPlan {
  const problems: Problem[] = [];
  const participantsDir = path.join(existing.dir, 'participants');
  const participantFile = (ref: string) => path.join(participantsDir, `${ref}.json`);
  const shownFile = (ref: string) => displayPath(participantFile(ref));
  const awardsFile = displayPath(path.join(existing.dir, 'awards.json'));

  const diff: ImportDiff = { added: [], removed: [], kept: [], changed: [], unchanged: 0 };
  if (!existing.rows && !options.prune) {
    // Without its rows nothing else can be worked out; this is the one thing to fix.
    problems.push(...existing.problems.ranking, {
      file: existing.rankingFile,
      at: '',
      message:
        'the participants missing from the export cannot be kept from it: fix it, or import with --prune to replace the whole ranking',
    });
    return { rows: [], operations: [], diff, problems };
  }
  const oldByRef = new Map<string, { index: number; row: Record<string, unknown> }>();
  (existing.rows ?? []).forEach((row, index) => {
    if (isRecord(row) && typeof row.ref === 'string' && !oldByRef.has(row.ref)) oldByRef.set(row.ref, { index, row });
  });

  const importedRefs = new Set(imported.map((p) => p.ref));
  /** Every row of the edition is among `rows` (a kept row that cannot be read is not): the ranks can be checked. */
  let complete = true;
  const rows: ParticipantRow[] = [...imported];
  for (const [ref, { index, row }] of oldByRef) {
    if (importedRefs.has(ref)) continue;
    if (options.prune) {
      diff.removed.push(ref);
      continue;
    }
    diff.kept.push(ref);
    const parsed = participantSchema.safeParse(row);
    if (parsed.success) rows.push(inFieldOrder(parsed.data as ParticipantRow));
    else {
      complete = false;
      for (const issue of parsed.error.issues) {
        problems.push({
          file: existing.rankingFile,
          at: [rowLabel(index, row), issue.path.map(String).join('.')].filter(Boolean).join(' '),
          message: `${issue.message} (not in the export, so it is kept: fix the row, or import with --prune to remove it)`,
        });
      }
    }
  }
  for (const participant of imported) {
    const old = oldByRef.get(participant.ref);
    if (!old) {
      diff.added.push(participant.ref);
      continue;
    }
    const changes = participantFields.flatMap((field) => {
      const [from, to] = [old.row[field], participant[field]];
      return from === to ? [] : [{ field, from: typeof from === 'string' ? from : '', to }];
    });
    if (changes.length) diff.changed.push({ ref: participant.ref, changes });
    else diff.unchanged++;
  }
  rows.sort((a, b) => collator.compare(a.company, b.company) || (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
  const finalRefs = new Set(rows.map((r) => r.ref));
  const keptRefs = new Set(diff.kept);

  // Files without a row: removed with --prune (also those of removed participants), else refused.
  const deletes: string[] = [];
  for (const ref of [...existing.files.keys()].sort()) {
    if (finalRefs.has(ref) || keptRefs.has(ref)) continue;
    if (options.prune) {
      deletes.push(participantFile(ref));
      if (!oldByRef.has(ref)) diff.removed.push(ref);
    } else {
      problems.push({
        file: shownFile(ref),
        at: '',
        message: `has no row in ${existing.rankingFile} and is not in the export: delete it, or import with --prune`,
      });
    }
  }

  const gone = `after this import (not in the export${options.prune ? ', and --prune removes it' : ''}): add it to the export`;
  if (!existing.awards) problems.push(...existing.problems.awards);
  for (const p of existing.awards ? missingAwardRefs(existing.awards, finalRefs) : [])
    problems.push({ file: awardsFile, at: p.at, message: `${p.message} ${gone}, or change awards.json first` });
  for (const { file, refs } of existing.laudatioRefs ?? []) {
    for (const ref of refs.filter((r) => !finalRefs.has(r)).sort()) {
      const message = `"${ref}" is not a participant ${gone}, or remove its laudatio first`;
      problems.push({ file, at: `laudatio.${ref}`, message });
    }
  }

  // The published method across the edition: the ranks against every total, the certificates
  // against the threshold. Checked on the rows as they will be written, kept ones included.
  const threshold = 'threshold' in options ? options.threshold : existing.awards?.certificateThreshold;
  for (const p of editionMethodProblems(rows, {
    threshold,
    thresholdSource: 'threshold' in options ? 'the --threshold given' : `${awardsFile} certificateThreshold`,
    ranks: complete,
  })) {
    const row = rows[p.index] as ParticipantRow;
    const source = importedRefs.has(row.ref) ? options.sources?.get(row.ref) : undefined;
    const old = oldByRef.get(row.ref);
    if (source) problems.push({ file: source.file, at: source.at(p.field), message: p.message });
    else if (!importedRefs.has(row.ref) && old)
      problems.push({
        file: existing.rankingFile,
        at: `${rowLabel(old.index, row)} ${p.field}`,
        message: `${p.message} (not in the export, so it is kept: add it to the export, or import with --prune)`,
      });
    else problems.push({ file: existing.rankingFile, at: `${rowLabel(p.index, row)} ${p.field}`, message: p.message });
  }

  // Safety net: the data set as it will be written passes the content check.
  const report = new ContentReport();
  validateParticipants(
    { file: existing.rankingFile, data: rows },
    rows.map((row) => ({ file: shownFile(row.ref), data: row })),
    report,
  );
  if (!problems.length) problems.push(...report.errors);

  const operations: FileOperation[] = [];
  for (const row of rows) {
    const content = jsonText(row);
    if (existing.files.get(row.ref) !== content)
      operations.push({ kind: 'write', file: participantFile(row.ref), content });
  }
  for (const file of deletes) operations.push({ kind: 'delete', file });
  const ranking = jsonText(rows);
  if (existing.rankingText !== ranking)
    operations.push({ kind: 'write', file: path.join(existing.dir, 'ranking.json'), content: ranking });

  for (const refs of [diff.added, diff.removed, diff.kept]) refs.sort();
  diff.changed.sort((a, b) => (a.ref < b.ref ? -1 : 1));
  return { rows, operations, diff, problems };
}

function inFieldOrder(row: ParticipantRow): ParticipantRow {
  return Object.fromEntries(participantFields.map((field) => [field, row[field]])) as ParticipantRow;
}
