import fs from 'node:fs';
import path from 'node:path';
import { specialMentionKeys, winnerCategoryKeys } from '../../lib/content/awards-schema';
import { editionDir, editionsFolder } from '../../lib/content/edition-files';
import { editionTextsSchema } from '../../lib/content/edition-texts-schema';
import { ContentReport, parseOrReport, type Problem } from '../../lib/content/errors';
import type { ParticipantRow } from '../../lib/content/participant-fields';
import { checkContent } from '../../lib/content/load';
import { displayPath, readJson } from '../../lib/content/read-json';
import { siteSettingsSchema } from '../../lib/content/site-schema';
import { localeCodes } from '../../lib/i18n/locales';
import { isRecord, mapTexts } from '../../lib/content/lists';
import { currentEditionYear } from '../content-import/edition-target';
import { readExistingContent } from '../content-import/existing-content';
import { nodeFileOps, syncFolder, type FileOps } from '../content-import/file-ops';
import { EditionError, ImportError } from '../content-import/import-error';
import { jsonText, planImport } from '../content-import/plan-import';
import { knownSectorKeys, readExport, type ReadExport } from '../content-import/run-import';
import { WriteFailedError } from '../content-import/write-atomically';

/** The file system calls that build the new folder (tests make one fail). */
export interface EditionOps extends Pick<FileOps, 'writeFile' | 'rename'> {
  /** Creates one folder; fails when it exists. */
  mkdir(dir: string): void;
}

export const nodeEditionOps: EditionOps = { ...nodeFileOps, mkdir: (dir) => fs.mkdirSync(dir) };

export interface NewEditionOptions {
  /** The content folder (site.json, editions/). */
  contentDir: string;
  year: number;
  /** The rating team's export (CSV or XLSX). */
  file: string;
  /** Checked against the export's certificates and written into awards.json; else content:check asks for it. */
  certificateThreshold?: number;
  ops?: EditionOps;
}

export interface NewEditionOutcome extends Omit<ReadExport, 'rows' | 'sources'> {
  /** content/editions/{year} */
  dir: string;
  /** The edition whose texts were copied: site.json's currentEdition. */
  sourceYear: number;
  rows: ParticipantRow[];
  /** The files written, relative to the edition folder. */
  files: string[];
}

/** A new edition's awards.json: no winners, no mention refs, so content:check fails until the jury's are in. */
export function emptyAwards(certificateThreshold?: number) {
  return {
    winnerCategories: winnerCategoryKeys.map((key) => ({ key, winners: [] })),
    specialMentions: specialMentionKeys.map((key) => ({ key, ref: '' })),
    ...(certificateThreshold === undefined ? {} : { certificateThreshold }),
  };
}

/**
 * A new edition's dates.json: every date empty, so content:check fails until they are set; the
 * ceremony's place is the source edition's.
 */
export function emptyDates(place: string) {
  return {
    registrationDeadline: '',
    submissionDeadline: '',
    jury: { start: '', end: '' },
    ceremony: { start: '', end: '', place },
    embargoEnd: '',
    publication: '',
    correctionDeadline: '',
  };
}

/** The ceremony's place in an edition's dates.json, or '' when there is none to read. */
function ceremonyPlace(contentDir: string, year: number): string {
  const data = readJson(path.join(editionDir(contentDir, year), 'dates.json'), new ContentReport());
  const ceremony = isRecord(data) ? data.ceremony : undefined;
  return isRecord(ceremony) && typeof ceremony.place === 'string' ? ceremony.place : '';
}

/** Every text value with the year `from` replaced by `to` (not inside a longer number); keys stay. */
export function replaceYear(value: unknown, from: number, to: number): unknown {
  const pattern = new RegExp(`(?<!\\d)${from}(?!\\d)`, 'g');
  return mapTexts(value, (text) => text.replace(pattern, String(to)));
}

/**
 * content:edition new: creates content/editions/{year}/ from the export, validated as
 * content:import does, with an awards.json and a dates.json to fill in and the current edition's texts (year
 * replaced, no laudatios). The folder is built under a hidden temporary name and renamed into
 * place, so there is the complete folder or none.
 */
export async function createEdition(options: NewEditionOptions): Promise<NewEditionOutcome> {
  const { contentDir, year } = options;
  const target = editionDir(contentDir, year);
  if (!siteSettingsSchema.shape.currentEdition.safeParse(year).success)
    throw EditionError.about(
      displayPath(path.join(contentDir, editionsFolder)),
      `${year} is not a year between 1900 and 2999`,
    );
  if (fs.existsSync(target))
    throw EditionError.about(
      displayPath(target),
      `already exists; content:edition new never replaces an edition (to replace its ranking: npm run content:import -- FILE --edition ${year})`,
    );
  const sourceYear = currentEditionYear(
    contentDir,
    EditionError,
    'must name the current edition, whose texts the new edition starts from: fix it first',
  );
  const texts = copiedTexts(contentDir, sourceYear, year);

  const { rows, sources, ...read } = await readExport(options.file, knownSectorKeys(contentDir));
  const plan = planImport(
    // The folder does not exist yet: nothing to keep, and its awards.json is written below.
    { ...readExistingContent(target), problems: { ranking: [], awards: [] } },
    rows.map((r) => r.participant),
    { prune: false, threshold: options.certificateThreshold, sources },
  );
  if (plan.problems.length) throw new ImportError(plan.problems);

  const files = [
    ...plan.operations.flatMap((op) =>
      op.kind === 'write' ? [{ file: path.relative(target, op.file), content: op.content }] : [],
    ),
    { file: 'awards.json', content: jsonText(emptyAwards(options.certificateThreshold)) },
    { file: 'dates.json', content: jsonText(emptyDates(ceremonyPlace(contentDir, sourceYear))) },
    ...texts,
  ];
  writeFolder(target, files, options.ops ?? nodeEditionOps);
  return { ...read, dir: target, sourceYear, rows: plan.rows, files: files.map((f) => f.file) };
}

/** What content:check reports about one edition's files, the rest of the content aside. */
export function editionCheck(contentDir: string, year: number): { errors: Problem[]; warnings: Problem[] } {
  const { report } = checkContent(contentDir);
  const prefix = `${displayPath(editionDir(contentDir, year))}${path.sep}`;
  const inEdition = (p: Problem) => p.file.startsWith(prefix);
  return { errors: report.errors.filter(inEdition), warnings: report.warnings.filter(inEdition) };
}

/** The new edition's texts: the source's, without laudatios, the year replaced, valid by the schema. */
function copiedTexts(contentDir: string, sourceYear: number, year: number): { file: string; content: string }[] {
  const problems: Problem[] = [];
  const files = localeCodes.flatMap((locale) => {
    const source = path.join(editionDir(contentDir, sourceYear), 'i18n', `${locale}.json`);
    const shown = displayPath(source);
    const report = new ContentReport();
    const data = readJson(source, report);
    problems.push(...report.errors);
    if (data === undefined) return [];
    if (!isRecord(data)) {
      problems.push({ file: shown, at: '', message: 'must be an object ({ … })' });
      return [];
    }
    const texts = withoutReleasePdf(replaceYear({ ...data, laudatio: {} }, sourceYear, year));
    const copied = new ContentReport();
    parseOrReport(editionTextsSchema, texts, shown, copied);
    for (const p of copied.errors)
      problems.push({ ...p, message: `${p.message} (the new edition's texts are copied from here)` });
    return [{ file: path.join('i18n', `${locale}.json`), content: jsonText(texts) }];
  });
  if (problems.length) throw new EditionError(problems);
  return files;
}

/** The texts without the media release's PDF: the new edition has none yet (its file would be missing). */
function withoutReleasePdf<T>(texts: T): T {
  const release = (texts as { pages?: { press?: { release?: Record<string, unknown> } } }).pages?.press?.release;
  if (isRecord(release)) delete release.pdf;
  return texts;
}

function writeFolder(target: string, files: readonly { file: string; content: string }[], ops: EditionOps): void {
  const token = `${process.pid}-${Date.now().toString(36)}`;
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${token}.new`);
  try {
    ops.mkdir(temp);
  } catch (error) {
    throw new WriteFailedError(
      `creating ${displayPath(temp)} failed: ${(error as Error).message}. Nothing was created.`,
      true,
    );
  }
  const folders = [...new Set(files.map((f) => path.dirname(f.file)).filter((dir) => dir !== '.'))].sort();
  let step = 'writing the new files';
  try {
    for (const folder of folders) ops.mkdir(path.join(temp, folder));
    for (const f of files) ops.writeFile(path.join(temp, f.file), f.content);
    for (const folder of [...folders.map((f) => path.join(temp, f)), temp]) syncFolder(folder);
    step = 'moving the folder into place';
    // rename() would replace an empty folder that appeared meanwhile; nothing is ever replaced.
    if (fs.existsSync(target)) throw new Error(`${displayPath(target)} exists now`);
    ops.rename(temp, target);
  } catch (error) {
    let removed = true;
    try {
      // Only the temporary folder, which mkdir above created: never anything that was there.
      fs.rmSync(temp, { recursive: true, force: true });
    } catch {
      removed = false;
    }
    const reason = `${step} failed: ${(error as Error).message}`;
    throw new WriteFailedError(
      removed
        ? `${reason}. Nothing was created.`
        : `${reason}. Removing the unfinished folder ${displayPath(temp)} failed too; the site does not read it, delete it by hand.`,
      removed,
    );
  }
  syncFolder(path.dirname(target));
}
