import { ContentError, describeZodIssues, formatKeyPath } from './errors';
import { messagesSchema, type Messages } from './message-schema';
import { participantFields, participantSchema, type Participant } from './participant-schema';
import { siteSettingsSchema, type SiteSettings } from './site-schema';
import { awardsSchema, type Awards } from './awards-schema';

/** Pure validation of parsed content. Each function throws a ContentError naming the file. */

export function validateMessages(data: unknown, file: string): Messages {
  const result = messagesSchema.safeParse(data);
  if (!result.success) throw new ContentError(file, describeZodIssues(result.error));
  const problems = missingLinkLabels(result.data);
  if (problems.length) throw new ContentError(file, problems);
  return result.data;
}

export function validateSiteSettings(data: unknown, file: string): SiteSettings {
  const result = siteSettingsSchema.safeParse(data);
  if (!result.success) throw new ContentError(file, describeZodIssues(result.error));
  return result.data;
}

/** Every `langKey` of a link must name an entry of `linkLabels` in the same file. */
function missingLinkLabels(messages: Messages): string[] {
  const problems: string[] = [];
  walk(messages, [], (value, path) => {
    if (isRecord(value) && typeof value.langKey === 'string' && typeof value.link === 'string') {
      if (!(value.langKey in messages.linkLabels)) {
        problems.push(`${formatKeyPath([...path, 'langKey'])}: "${value.langKey}" is not a key of linkLabels`);
      }
    }
  });
  return problems;
}

/**
 * Key paths present in one translation file and missing in the other. Arrays are compared item
 * by item, so both languages must list the same number of entries.
 */
export function diffKeys(a: unknown, b: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(a) && Array.isArray(b)) {
    const out: string[] = [];
    if (a.length !== b.length) out.push(`${formatKeyPath(path)}: ${a.length} entries against ${b.length}`);
    for (let i = 0; i < Math.min(a.length, b.length); i++) out.push(...diffKeys(a[i], b[i], [...path, i]));
    return out;
  }
  if (isRecord(a) && isRecord(b)) {
    const out: string[] = [];
    for (const key of Object.keys(a)) {
      if (!(key in b)) out.push(`${formatKeyPath([...path, key])}: missing`);
      else out.push(...diffKeys(a[key], b[key], [...path, key]));
    }
    for (const key of Object.keys(b)) {
      if (!(key in a)) out.push(`${formatKeyPath([...path, key])}: only here`);
    }
    return out;
  }
  if (isRecord(a) !== isRecord(b) || Array.isArray(a) !== Array.isArray(b)) {
    return [`${formatKeyPath(path)}: a different kind of value`];
  }
  return [];
}

/** Fails when the two locales' files do not have the same keys; names the file lacking a key. */
export function assertSameKeys(files: { file: string; data: unknown }[]): void {
  const [first, ...rest] = files;
  if (!first) return;
  for (const other of rest) {
    const problems = diffKeys(first.data, other.data)
      .map((p) => p.replace(/: missing$/, `: missing here, present in ${first.file}`))
      .map((p) => p.replace(/: only here$/, `: not present in ${first.file}`));
    if (problems.length) throw new ContentError(other.file, problems);
  }
}

export interface ParticipantFile {
  file: string;
  data: unknown;
}

/**
 * Validates content/ranking.json against the participant files: every row valid, refs unique,
 * each row with a file of the same name and equal fields, and no file without a row.
 */
export function validateParticipants(
  ranking: { file: string; data: unknown },
  files: ParticipantFile[],
): Participant[] {
  if (!Array.isArray(ranking.data)) throw new ContentError(ranking.file, ['(root): must be an array of participant rows']);
  const problems: string[] = [];
  const rows: Participant[] = [];
  const seen = new Map<string, number>();
  ranking.data.forEach((row, index) => {
    const label = rowLabel(index, row);
    const result = participantSchema.safeParse(row);
    if (!result.success) {
      for (const issue of describeZodIssues(result.error)) problems.push(`${label}: ${issue}`);
      return;
    }
    const first = seen.get(result.data.ref);
    if (first !== undefined) problems.push(`${label}: ref "${result.data.ref}" is already used by row ${first + 1}`);
    seen.set(result.data.ref, index);
    rows.push(result.data as Participant);
  });
  if (problems.length) throw new ContentError(ranking.file, problems);

  const byRef = new Map(rows.map((r) => [r.ref, r]));
  const fileRefs = new Set<string>();
  for (const { file, data } of files) {
    const ref = file.replace(/^.*\//, '').replace(/\.json$/, '');
    fileRefs.add(ref);
    const result = participantSchema.safeParse(data);
    if (!result.success) throw new ContentError(file, describeZodIssues(result.error));
    const row = byRef.get(ref);
    if (!row) throw new ContentError(file, [`ref "${ref}" has no row in ${ranking.file}`]);
    const fileProblems: string[] = [];
    if (result.data.ref !== ref) fileProblems.push(`ref: "${result.data.ref}" differs from the file name "${ref}"`);
    for (const field of participantFields) {
      if (result.data[field] !== row[field]) {
        fileProblems.push(`${field}: "${result.data[field]}" differs from ${ranking.file} ("${row[field]}")`);
      }
    }
    if (fileProblems.length) throw new ContentError(file, fileProblems);
  }
  const withoutFile = rows.filter((r) => !fileRefs.has(r.ref));
  if (withoutFile.length) {
    throw new ContentError(
      ranking.file,
      withoutFile.map((r) => `row ${rows.indexOf(r) + 1} (ref "${r.ref}"): no file participants/${r.ref}.json`),
    );
  }
  return rows;
}

function rowLabel(index: number, row: unknown): string {
  const ref = isRecord(row) && typeof row.ref === 'string' ? ` (ref "${row.ref}")` : '';
  return `row ${index + 1}${ref}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(value: unknown, path: PropertyKey[], visit: (value: unknown, path: PropertyKey[]) => void): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], visit));
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}

/** content/awards.json: valid shape, and every ref names an existing participant. */
export function validateAwards(data: unknown, file: string, refs: ReadonlySet<string>): Awards {
  const result = awardsSchema.safeParse(data);
  if (!result.success) throw new ContentError(file, describeZodIssues(result.error));
  const problems: string[] = [];
  result.data.winnerCategories.forEach((category, i) =>
    category.winners.forEach((ref, j) => {
      if (!refs.has(ref)) problems.push(`winnerCategories[${i}].winners[${j}]: "${ref}" is not a participant ref`);
    }),
  );
  result.data.specialMentions.forEach((mention, i) => {
    if (!refs.has(mention.ref)) problems.push(`specialMentions[${i}].ref: "${mention.ref}" is not a participant ref`);
  });
  if (problems.length) throw new ContentError(file, problems);
  return result.data;
}
