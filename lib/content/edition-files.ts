import fs from 'node:fs';
import path from 'node:path';
import { parseOrReport, type ContentReport } from './errors';
import { editionTextsSchema, type EditionTexts } from './edition-texts-schema';
import { editionDatesSchema } from './edition-dates-schema';
import { dateOrderProblems, type EditionDates } from '../editions/dates';
import { readJsonFile, readLocaleFiles } from './read-json';
import { checkLocales, missingLinkLabels, rowLabel, validateAwards, validateParticipants } from './validate';
import { reportControlCharacters } from './control-characters';
import { editionMethodProblems } from './method';
import { isRecord } from './lists';
import { localeCodes, type Locale } from '../i18n/locales';

/** One edition's folder: ranking.json against participants/*.json, awards.json, dates.json and i18n/. */
export const editionsFolder = 'editions';

/** content/editions/{year} */
export function editionDir(contentDir: string, year: number): string {
  return path.join(contentDir, editionsFolder, String(year));
}

/** The years that have a folder under content/editions/, newest first. */
export function editionYears(contentDir: string): number[] {
  const dir = path.join(contentDir, editionsFolder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d{4}$/.test(entry.name))
    .map((entry) => Number(entry.name))
    .sort((a, b) => b - a);
}

/** One edition's files, read and checked: its valid rows, refs and row count (as validateParticipants), awards, dates and texts. */
export type EditionFiles = ReturnType<typeof readEdition>;

export function readEdition(
  contentDir: string,
  year: number,
  linkLabels: Readonly<Record<string, string>> | undefined,
  report: ContentReport,
  sectorKeys?: ReadonlySet<string>,
) {
  const dir = editionDir(contentDir, year);
  const participantDir = path.join(dir, 'participants');
  const participantFiles = fs.existsSync(participantDir)
    ? fs
        .readdirSync(participantDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => readJsonFile(path.join(participantDir, name), report))
    : [];
  const ranking = readJsonFile(path.join(dir, 'ranking.json'), report);
  const checked = validateParticipants(ranking, participantFiles, report, sectorKeys);

  const awardsJson = readJsonFile(path.join(dir, 'awards.json'), report);
  reportControlCharacters(awardsJson.data, awardsJson.file, report);
  const awards =
    awardsJson.data === undefined ? undefined : validateAwards(awardsJson.data, awardsJson.file, checked.refs, report);

  // The ranks need every row (one left out for its errors would move the others); the
  // certificates need the threshold, even while the awards' refs are still to be filled in.
  for (const p of editionMethodProblems(checked.participants, {
    threshold: certificateThreshold(awardsJson.data),
    thresholdSource: `${awardsJson.file} certificateThreshold`,
    ranks: checked.participants.length === checked.rowCount,
  })) {
    const index = checked.indexes[p.index] as number;
    report.error(ranking.file, `${rowLabel(index, checked.participants[p.index])} ${p.field}`, p.message);
  }

  return {
    year,
    rows: checked.participants,
    refs: checked.refs,
    rowCount: checked.rowCount,
    awards,
    dates: readEditionDates(dir, report),
    texts: readEditionTexts(dir, checked.refs, linkLabels, report),
  };
}

/** dates.json: the schema, then the order of the dates (registration first, corrections last). */
function readEditionDates(dir: string, report: ContentReport): EditionDates | undefined {
  const { file, data } = readJsonFile(path.join(dir, 'dates.json'), report);
  if (data === undefined) return undefined;
  reportControlCharacters(data, file, report);
  const dates = parseOrReport(editionDatesSchema, data, file, report);
  if (!dates) return undefined;
  const problems = dateOrderProblems(dates);
  for (const p of problems) report.error(file, p.field, `${p.message}: the dates must be in order`);
  return problems.length ? undefined : dates;
}

/** i18n/{locale}.json: the schema, the same keys in both, link labels, laudatios of participants. */
function readEditionTexts(
  dir: string,
  refs: ReadonlySet<string>,
  linkLabels: Readonly<Record<string, string>> | undefined,
  report: ContentReport,
): Record<Locale, EditionTexts> | undefined {
  const files = readLocaleFiles(dir, report);
  const texts: Partial<Record<Locale, EditionTexts>> = {};
  for (const { locale, file, data } of files) {
    if (data === undefined) continue;
    reportControlCharacters(data, file, report);
    const parsed = parseOrReport(editionTextsSchema, data, file, report);
    const problems = linkLabels ? missingLinkLabels(data, linkLabels) : [];
    for (const ref of Object.keys(parsed?.laudatio ?? {})) {
      if (!refs.has(ref))
        problems.push({ at: `laudatio.${ref}`, message: `"${ref}" is not a participant of this edition` });
    }
    for (const p of problems) report.error(file, p.at, p.message);
    if (parsed && !problems.length) texts[locale] = parsed;
  }
  checkLocales(files, report);
  return localeCodes.every((locale) => texts[locale]) ? (texts as Record<Locale, EditionTexts>) : undefined;
}

/** awards.json's certificateThreshold when it is a usable number (the schema reports anything else). */
function certificateThreshold(data: unknown): number | undefined {
  const value = isRecord(data) ? data.certificateThreshold : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
