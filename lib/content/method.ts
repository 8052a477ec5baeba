import { UNRANKED } from './participant';
import { detailGroups, type ParticipantField, type ParticipantRow } from './participant-fields';

/**
 * The published method, checked on the rows: the criteria page says how every figure of a row
 * follows from the others, so a row that breaks it would publish numbers a reader can catch out.
 *
 * - group totals are the sums of their criteria, averageMedia the mean of mediaDS1…3, totalDS =
 *   totalQualDS + totalCommDS + 2 × averageMedia, each within 0.01 (the export rounds to cents);
 * - a rank is 1 + the rows of its pool with a higher total (equal totals share a rank); the pool
 *   holds the rows with that total and a rank other than '*'; a row without the total is
 *   unranked (999 or empty);
 * - the certificate ('*') goes to exactly the rows whose totalVR + totalDS reaches the threshold.
 *
 * Arithmetic is exact (scaled integers), so the 0.01 edge does not depend on floating point.
 */

/** A problem of one row: the field, and the message (expected and found). */
export interface MethodProblem {
  /** The row's position in the list checked. */
  index: number;
  field: ParticipantField;
  message: string;
}

/** The largest difference a computed figure may have from its stated value, in hundredths. */
const TOLERANCE_CENTS = 1n;

/** A decimal exactly: `units` / 10^`scale`. */
interface Exact {
  units: bigint;
  scale: number;
}

const DECIMAL = /^\s*(\d+)(?:[.,](\d+))?\s*$/;

/** "53,19" → 5319 / 10²; empty or not a number → null (the schema reports the latter). */
export function exactDecimal(value: string): Exact | null {
  const match = DECIMAL.exec(value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

function at(value: Exact, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** The common scale of some decimals: at least cents, so that the tolerance is a whole number. */
function scaleOf(values: readonly Exact[]): number {
  return Math.max(2, ...values.map((v) => v.scale));
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** units / 10^scale as text, rounded half up, with at least two decimals (as the export writes them). */
function formatExact(units: bigint, scale: number, separator: string, divisor = 1n): string {
  // (units / divisor) / 10^scale, to `scale` decimals, rounded half up.
  const rounded = (units * 2n + divisor) / (divisor * 2n);
  const text = rounded.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text
    .slice(text.length - scale)
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${whole}${separator}${fraction}`;
}

/** The separator the row's values use: a comma when any of them has one, as the export writes them. */
function separatorOf(values: readonly string[]): string {
  return values.some((v) => v.includes(',')) ? ',' : values.some((v) => v.includes('.')) ? '.' : ',';
}

const found = (value: string) => `found "${value}"`;

interface SumRule {
  total: ParticipantField;
  parts: readonly ParticipantField[];
  /** The parts are averaged (averageMedia) instead of added. */
  mean?: boolean;
  /** Multipliers of the parts (the media average counts twice in the design total). */
  weights?: readonly bigint[];
}

const sumRules: readonly SumRule[] = [
  ...detailGroups.map(({ key, fields, total }) => ({ total, parts: fields, mean: key === 'media' })),
  { total: 'totalDS', parts: ['totalQualDS', 'totalCommDS', 'averageMedia'], weights: [1n, 1n, 2n] },
];

/** How a total follows from its parts, each written by `show`: "a + b + 2 × c", "(a + b + c) / 3". */
function formula(rule: SumRule, show: (field: ParticipantField) => string = (field) => field): string {
  const weight = (i: number) => ((rule.weights?.[i] ?? 1n) === 1n ? '' : `${rule.weights?.[i]} × `);
  const terms = rule.parts.map((field, i) => `${weight(i)}${show(field)}`).join(' + ');
  return rule.mean ? `(${terms}) / ${rule.parts.length}` : terms;
}

/** One row's own rules; all parts and the total empty means not rated, parts with gaps cannot add up. */
export function rowMethodProblems(row: ParticipantRow): { field: ParticipantField; message: string }[] {
  const problems: { field: ParticipantField; message: string }[] = [];
  for (const rule of sumRules) {
    const stated = row[rule.total] ?? '';
    const parts = rule.parts.map((field) => ({ field, value: exactDecimal(row[field] ?? '') }));
    const present = parts.filter((p) => p.value !== null);
    const total = exactDecimal(stated);
    if (present.length === 0) {
      if (total !== null)
        problems.push({
          field: rule.total,
          message: `expected empty (${rule.parts.join(', ')} are empty: nothing to add up), ${found(stated)}`,
        });
      continue;
    }
    if (present.length < parts.length) {
      for (const p of parts.filter((part) => part.value === null)) {
        problems.push({
          field: p.field,
          message: `expected a score (the other parts of ${rule.total} = ${formula(rule)} have one), ${found(row[p.field] ?? '')}`,
        });
      }
      continue;
    }
    const values = parts.map((p) => p.value as Exact);
    const scale = scaleOf(total ? [...values, total] : values);
    const weights = rule.weights ?? values.map(() => 1n);
    const sum = values.reduce((acc, v, i) => acc + at(v, scale) * (weights[i] as bigint), 0n);
    const divisor = rule.mean ? BigInt(values.length) : 1n;
    const tolerance = TOLERANCE_CENTS * 10n ** BigInt(scale - 2);
    // mean: |sum / n − total| ≤ tolerance, as |sum − n × total| ≤ n × tolerance (no division).
    if (total !== null && abs(sum - at(total, scale) * divisor) <= tolerance * divisor) continue;
    const separator = separatorOf([stated, ...rule.parts.map((f) => row[f] ?? '')]);
    const shown = formula(rule, (field) => (row[field] ?? '').trim());
    problems.push({
      field: rule.total,
      message: `expected ${formatExact(sum, scale, separator, divisor)} (${formula(rule)} = ${shown}), ${found(stated)}`,
    });
  }
  return problems;
}

interface RankRule {
  rank: ParticipantField;
  /** The totals added up for the rank (one, or both for the overall rank). */
  totals: readonly ParticipantField[];
}

const rankRules: readonly RankRule[] = [
  { rank: 'rankVR', totals: ['totalVR'] },
  { rank: 'rankDS', totals: ['totalDS'] },
  { rank: 'rankOverall', totals: ['totalVR', 'totalDS'] },
];

/** The sum of the fields at `scale`, or null when one is empty. */
function totalOf(row: ParticipantRow, fields: readonly ParticipantField[], scale: number): bigint | null {
  const values = fields.map((field) => exactDecimal(row[field] ?? ''));
  return values.includes(null) ? null : values.reduce((sum, value) => sum + at(value as Exact, scale), 0n);
}

const isStar = (value: string) => value.trim() === '*';
const isUnranked = (value: string) => value.trim() === '' || value.trim() === UNRANKED;

export interface EditionMethodOptions {
  /** Points out of 200; undefined: not known yet, the certificates are not checked. */
  threshold?: number | undefined;
  /** Where the threshold is published, for the messages ("content/editions/2026/awards.json"). */
  thresholdSource?: string;
  /** Check the ranks (false when some rows of the edition are missing from `rows`, e.g. invalid ones). */
  ranks?: boolean;
}

/** Ranks against the whole edition's totals, certificates against the threshold; `rows`: all of the edition. */
export function editionMethodProblems(
  rows: readonly ParticipantRow[],
  options: EditionMethodOptions = {},
): MethodProblem[] {
  const problems: MethodProblem[] = [];
  const allScores = rows
    .flatMap((row) => [exactDecimal(row.totalVR ?? ''), exactDecimal(row.totalDS ?? '')])
    .filter((value) => value !== null);
  const thresholdExact = options.threshold === undefined ? null : exactDecimal(String(options.threshold));
  const scale = scaleOf(thresholdExact ? [...allScores, thresholdExact] : allScores);
  const separator = separatorOf(rows.flatMap((row) => [row.totalVR ?? '', row.totalDS ?? '']));
  const show = (units: bigint) => formatExact(units, scale, separator);

  if (options.ranks !== false) {
    for (const rule of rankRules) {
      const what = rule.totals.join(' + ');
      const totals = rows.map((row) => totalOf(row, rule.totals, scale));
      const pool = rows
        .flatMap((row, i) => (isStar(row[rule.rank] ?? '') || totals[i] === null ? [] : [totals[i] as bigint]))
        .sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
      // How many of the pool have a higher total: the total's first position in the sorted pool.
      const higher = new Map<bigint, number>();
      pool.forEach((total, i) => higher.set(total, higher.get(total) ?? i));
      rows.forEach((row, index) => {
        const stated = row[rule.rank] ?? '';
        if (isStar(stated)) return;
        const total = totals[index] as bigint | null;
        if (total === null) {
          if (!isUnranked(stated)) {
            problems.push({
              index,
              field: rule.rank,
              message: `expected ${UNRANKED} or empty (${rule.totals.length > 1 ? `totalVR or totalDS is empty: no overall total` : `${what} is empty: not rated in this part`}), ${found(stated)}`,
            });
          }
          return;
        }
        const above = higher.get(total) as number;
        const expected = above + 1;
        // From 999 ranked rows on, the 999th place and the marker for "not ranked" are the same
        // text; the stated rank is then taken at its word.
        if ((!isUnranked(stated) || expected === Number(UNRANKED)) && Number(stated.trim()) === expected) return;
        const tie = pool.filter((t) => t === total).length > 1 ? '; equal totals share a rank' : '';
        problems.push({
          index,
          field: rule.rank,
          message: `expected ${expected} (${above} ranked row${above === 1 ? ' has' : 's have'} a higher ${what} than ${show(total)}${tie}), ${found(stated)}`,
        });
      });
    }
  }

  if (thresholdExact) {
    const threshold = at(thresholdExact, scale);
    const source = options.thresholdSource ? ` (${options.thresholdSource})` : '';
    const shownThreshold = show(threshold);
    rows.forEach((row, index) => {
      const stated = row.certificate ?? '';
      const has = isStar(stated);
      const total = totalOf(row, ['totalVR', 'totalDS'], scale);
      let message: string | undefined;
      if (total === null) {
        if (has) message = `expected empty (totalVR or totalDS is empty: no overall total to reach the threshold)`;
      } else if (total >= threshold) {
        if (!has)
          message = `expected "*" (totalVR + totalDS = ${show(total)} reaches the certificate threshold ${shownThreshold}${source})`;
      } else if (has) {
        message = `expected empty (totalVR + totalDS = ${show(total)} is below the certificate threshold ${shownThreshold}${source})`;
      }
      if (message) problems.push({ index, field: 'certificate', message: `${message}, ${found(stated)}` });
    });
  }
  return problems;
}
