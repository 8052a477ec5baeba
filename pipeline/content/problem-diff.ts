import { formatProblem, plural, type ContentReport, type Problem } from '../../lib/content/errors';

/** What changed between two content checks, so that `content:check --watch` prints only what a save changed. */
export interface Finding extends Problem {
  severity: 'error' | 'warning';
}

/** A check's result as the watch compares it. */
export interface CheckState {
  findings: readonly Finding[];
  /** The content files checked, for "all N files OK". */
  fileCount: number;
}

export function findingsOf(report: Pick<ContentReport, 'errors' | 'warnings'>): Finding[] {
  return [
    ...report.errors.map((p): Finding => ({ ...p, severity: 'error' })),
    ...report.warnings.map((p): Finding => ({ ...p, severity: 'warning' })),
  ];
}

const keyOf = (f: Finding) => `${f.severity}\u0000${f.file}\u0000${f.at}\u0000${f.message}`;

/** The findings `after` adds (new) and those it drops (fixed); a finding listed twice counts twice. */
export function diffFindings(
  before: readonly Finding[],
  after: readonly Finding[],
): { added: Finding[]; fixed: Finding[] } {
  const without = (list: readonly Finding[], other: readonly Finding[]) => {
    const left = new Map<string, number>();
    for (const f of other) left.set(keyOf(f), (left.get(keyOf(f)) ?? 0) + 1);
    return list.filter((f) => {
      const n = left.get(keyOf(f)) ?? 0;
      if (n > 0) left.set(keyOf(f), n - 1);
      return n === 0;
    });
  };
  return { added: without(after, before), fixed: without(before, after) };
}

const line = (label: string, f: Finding) =>
  `  ${label} ${f.severity === 'warning' ? 'warning: ' : ''}${formatProblem(f)}`;

/** A watch-mode check's lines: nothing when nothing changed, else a summary and the new and fixed problems. */
export function watchReport(previous: CheckState | undefined, next: CheckState, time: string): string[] {
  const { added, fixed } = diffFindings(previous?.findings ?? [], next.findings);
  if (previous && !added.length && !fixed.length) return [];
  const errors = next.findings.filter((f) => f.severity === 'error');
  const warnings = next.findings.length - errors.length;
  const wasOk = previous?.findings.every((f) => f.severity !== 'error') ?? false;
  const warningNote = warnings ? `, ${plural(warnings, 'warning')}` : '';
  const status = errors.length
    ? `${plural(errors.length, 'error')} in ${plural(new Set(errors.map((f) => f.file)).size, 'file')}`
    : wasOk
      ? 'no errors'
      : `all ${plural(next.fileCount, 'file')} OK`;
  const changes = [added.length && plural(added.length, 'new problem'), fixed.length && `${fixed.length} fixed`];
  const header = [changes.filter(Boolean).join(', '), `${status}${warningNote}`].filter(Boolean).join('; ');
  return [`${time}  ${header}`, ...added.map((f) => line('new  ', f)), ...fixed.map((f) => line('fixed', f))];
}
