import { controlCharacterProblem, visible } from './control-characters';
import { formatKeyPath, parseOrReport, type ContentReport, type Problem } from './errors';
import { rowMethodProblems } from './method';
import { messagesSchema, type Messages } from './message-schema';
import { participantFields, participantSchema, slugPattern, type ParticipantRow } from './participant-schema';
import { unknownSectorProblem } from './sectors';
import { siteSettingsSchema, type SiteSettings } from './site-schema';
import { awardsSchema, type Awards } from './awards-schema';
import { websiteUrl } from '../participant/website';
import { isRecord, walkJson } from './lists';
import type { JsonFile } from './read-json';

/** Pure validation: every problem goes into the report; the valid value is returned, or undefined with errors. */

/** Problems without a file: `at` is a key path or row, '' for the whole file. */
export type Located = Omit<Problem, 'file'>;

export function validateMessages(data: unknown, file: string, report: ContentReport): Messages | undefined {
  const messages = parseOrReport(messagesSchema, data, file, report);
  // Also when the schema failed, so that a missing label shows in the same run.
  const problems = isRecord(data) && isRecord(data.linkLabels) ? missingLinkLabels(data, data.linkLabels) : [];
  for (const p of problems) report.error(file, p.at, p.message);
  return problems.length ? undefined : messages;
}

export function validateSiteSettings(data: unknown, file: string, report: ContentReport): SiteSettings | undefined {
  return parseOrReport(siteSettingsSchema, data, file, report);
}

/** Every `langKey` of a link must name an entry of the translations' `linkLabels`. */
export function missingLinkLabels(messages: unknown, labels: Readonly<Record<string, unknown>>): Located[] {
  const problems: Located[] = [];
  walkJson(messages, (value, path) => {
    if (!isRecord(value) || typeof value.link !== 'string' || typeof value.langKey !== 'string') return;
    const at = formatKeyPath([...path, 'langKey']);
    if (!(value.langKey in labels)) problems.push({ at, message: `"${value.langKey}" is not a key of linkLabels` });
  });
  return problems;
}

/** Key paths one translation file has and the other lacks; arrays item by item, so lengths must match. */
export function diffKeys(a: unknown, b: unknown, path: PropertyKey[] = []): Located[] {
  if (Array.isArray(a) && Array.isArray(b)) {
    const lengths =
      a.length === b.length ? [] : [{ at: formatKeyPath(path), message: `${a.length} entries against ${b.length}` }];
    return [...lengths, ...a.slice(0, b.length).flatMap((item, i) => diffKeys(item, b[i], [...path, i]))];
  }
  if (isRecord(a) && isRecord(b)) {
    const at = (key: string) => formatKeyPath([...path, key]);
    return [
      ...Object.keys(a).flatMap((key) =>
        key in b ? diffKeys(a[key], b[key], [...path, key]) : [{ at: at(key), message: 'missing' }],
      ),
      ...Object.keys(b).flatMap((key) => (key in a ? [] : [{ at: at(key), message: 'only here' }])),
    ];
  }
  const sameKind = isRecord(a) === isRecord(b) && Array.isArray(a) === Array.isArray(b);
  return sameKind ? [] : [{ at: formatKeyPath(path), message: 'a different kind of value' }];
}

/** Reports the key paths one locale's file lacks or has in excess, on the other file. */
export function checkSameKeys(files: JsonFile[], report: ContentReport): void {
  const [first, ...rest] = files;
  if (!first) return;
  for (const other of rest) {
    const plain: Record<string, string> = {
      missing: `missing here, present in ${first.file}`,
      'only here': `not present in ${first.file}`,
    };
    for (const { at, message } of diffKeys(first.data, other.data))
      report.error(other.file, at, plain[message] ?? message);
  }
}

/** checkSameKeys and checkTranslated across the locales' files, when every one of them could be read. */
export function checkLocales(files: JsonFile[], report: ContentReport): void {
  if (files.some((f) => f.data === undefined)) return;
  checkSameKeys(files, report);
  checkTranslated(files, report);
}

/** Texts this long that read the same in both languages were probably not translated. */
const UNTRANSLATED_MIN_WORDS = 8;

/** Warns about a text identical in both locales and long enough to be prose (names and URLs are shorter). */
export function checkTranslated(files: JsonFile[], report: ContentReport): void {
  const [first, ...rest] = files;
  if (!first) return;
  for (const other of rest) {
    walkJson(first.data, (a, path) => {
      // The value at the same key path of the other file, followed only while both have the same shape.
      const b = path.reduce<unknown>(
        (v, key) =>
          (typeof key === 'number' ? Array.isArray(v) : isRecord(v))
            ? (v as Record<PropertyKey, unknown>)[key]
            : undefined,
        other.data,
      );
      if (typeof a !== 'string' || a !== b) return;
      const words = a
        .replace(/<[^>]*>/g, ' ')
        .split(/\s+/)
        .filter((w) => /\p{L}{2,}/u.test(w));
      if (words.length >= UNTRANSLATED_MIN_WORDS)
        report.warn(other.file, formatKeyPath(path), `the same text as in ${first.file} (not translated?)`);
    });
  }
}

export interface CheckedParticipants {
  /** The rows that pass the schema, in file order. */
  participants: ParticipantRow[];
  /** Each of those rows' 0-based position in ranking.json. */
  indexes: number[];
  /** Every ref named by a row, valid or not (so that awards are not blamed for a row's typo). */
  refs: Set<string>;
  /** Entries in ranking.json. */
  rowCount: number;
}

/** ranking.json against participants/: rows valid, refs unique, a file with equal fields per row, none extra. */
export function validateParticipants(
  ranking: JsonFile,
  files: JsonFile[],
  report: ContentReport,
  /** The keys of content/sectors.json; undefined when that file is itself broken (already reported). */
  sectorKeys?: ReadonlySet<string>,
): CheckedParticipants {
  const checked: CheckedParticipants = { participants: [], indexes: [], refs: new Set(), rowCount: 0 };
  if (ranking.data === undefined) return checked; // unreadable, already reported
  if (!Array.isArray(ranking.data)) {
    report.error(ranking.file, '', 'must be a list of participant rows ([ … ])');
    return checked;
  }
  checked.rowCount = ranking.data.length;
  const rowsByRef = new Map<string, { index: number; row: Record<string, unknown> }>();
  const ids = new Map<string, number>();
  const validRows = new Set<unknown>();
  ranking.data.forEach((row: unknown, index) => {
    const label = rowLabel(index, row);
    const parsed = parseOrReport(participantSchema, row, ranking.file, report, label) as ParticipantRow | undefined;
    const fieldProblems = [...rowControlCharacters(row), ...(parsed ? rowMethodProblems(parsed) : [])];
    for (const p of fieldProblems) report.error(ranking.file, `${label} ${p.field}`, p.message);
    // Only a usable ref can have a file; a bad one is already reported by the schema.
    if (!isRecord(row) || typeof row.ref !== 'string' || !slugPattern.test(row.ref)) return;
    const first = rowsByRef.get(row.ref);
    if (first) report.error(ranking.file, label, `ref "${row.ref}" is already used by row ${first.index + 1}`);
    else rowsByRef.set(row.ref, { index, row });
    checked.refs.add(row.ref);
    const sectorProblem = parsed && sectorKeys && unknownSectorProblem(parsed.sector, sectorKeys);
    if (sectorProblem) report.error(ranking.file, `${label} sector`, sectorProblem);
    if (parsed && !first) {
      validRows.add(row);
      checked.participants.push(parsed);
      checked.indexes.push(index);
      // Things that build but probably were not meant so: no website, a website that is dropped, a shared id.
      for (const p of websiteWarnings(parsed))
        report.warn(ranking.file, [label, p.at].filter(Boolean).join(' '), p.message);
      const sameId = ids.get(parsed.id);
      if (sameId !== undefined)
        report.warn(ranking.file, `${label} id`, `"${parsed.id}" is also the id of row ${sameId + 1}`);
      else ids.set(parsed.id, index);
    }
  });

  const fileRefs = new Set<string>();
  for (const { file, data } of files) {
    const ref = file.replace(/^.*[/\\]/, '').replace(/\.json$/, '');
    fileRefs.add(ref);
    if (data === undefined) continue; // unreadable, already reported
    const entry = rowsByRef.get(ref);
    // The usual case, and the cheap one for 5,000 files: the file repeats its valid row exactly.
    if (entry && validRows.has(entry.row) && sameRow(data, entry.row)) continue;
    const parsed = parseOrReport(participantSchema, data, file, report);
    if (!parsed) continue;
    if (!entry) {
      report.error(file, '', `ref "${ref}" has no row in ${ranking.file} (add the row, or delete this file)`);
      continue;
    }
    if (parsed.ref !== ref) report.error(file, 'ref', `"${parsed.ref}" differs from the file name "${ref}"`);
    for (const field of participantFields) {
      if (parsed[field] !== entry.row[field]) {
        const inRow = typeof entry.row[field] === 'string' ? `"${entry.row[field]}"` : 'missing';
        report.error(file, field, `"${parsed[field]}" differs from ${ranking.file} row ${entry.index + 1} (${inRow})`);
      }
    }
  }
  for (const [ref, { index, row }] of rowsByRef)
    if (!fileRefs.has(ref)) report.error(ranking.file, rowLabel(index, row), `no file participants/${ref}.json`);
  return checked;
}

/** The fields of a row (any key, any text value) that hold control characters. */
export function rowControlCharacters(row: unknown): { field: string; message: string }[] {
  if (!isRecord(row)) return [];
  return Object.entries(row).flatMap(([field, value]) => {
    const message = typeof value === 'string' ? controlCharacterProblem(value) : undefined;
    const keyMessage = controlCharacterProblem(field);
    return [
      ...(keyMessage ? [{ field: JSON.stringify(field), message: `the key ${keyMessage}` }] : []),
      ...(message ? [{ field, message }] : []),
    ];
  });
}

/** A row without a website, or whose website is not a web address and so is not shown as a link. */
export function websiteWarnings(row: Pick<ParticipantRow, 'url' | 'website'>): Located[] {
  const used = row.url.trim() ? 'url' : row.website.trim() ? 'website' : undefined;
  if (!used) return [{ at: '', message: 'no website (url and website are empty); the page shows no website link' }];
  if (websiteUrl(row)) return [];
  return [{ at: used, message: `"${row[used]}" is not a web address (http or https); the page shows no website link` }];
}

/** The same keys with the same values (both plain rows of strings). */
function sameRow(data: unknown, row: Record<string, unknown>): boolean {
  if (!isRecord(data)) return false;
  const keys = Object.keys(data);
  return keys.length === Object.keys(row).length && keys.every((key) => data[key] === row[key]);
}

/** `row 17 (ref "sika")`: 1-based, as an editor counts. */
export function rowLabel(index: number, row: unknown): string {
  const ref = isRecord(row) && typeof row.ref === 'string' && row.ref.trim() ? ` (ref "${visible(row.ref)}")` : '';
  return `row ${index + 1}${ref}`;
}

/** content/awards.json: valid shape, and every ref names an existing participant. */
export function validateAwards(
  data: unknown,
  file: string,
  refs: ReadonlySet<string>,
  report: ContentReport,
): Awards | undefined {
  const awards = parseOrReport(awardsSchema, data, file, report);
  const missing = awards ? missingAwardRefs(awards, refs) : [];
  for (const p of missing) report.error(file, p.at, p.message);
  return missing.length ? undefined : awards;
}

/** Award entries whose ref is not among `refs` (also used by the import before it removes anyone). */
export function missingAwardRefs(awards: Awards, refs: ReadonlySet<string>): Located[] {
  const named = [
    ...awards.winnerCategories.flatMap((category, i) =>
      category.winners.map((ref, j) => ({ ref, at: `winnerCategories[${i}].winners[${j}]` })),
    ),
    ...awards.specialMentions.map(({ ref }, i) => ({ ref, at: `specialMentions[${i}].ref` })),
  ];
  return named
    .filter(({ ref }) => !refs.has(ref))
    .map(({ ref, at }) => ({ at, message: `"${ref}" is not a participant ref` }));
}
