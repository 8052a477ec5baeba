import fs from 'node:fs';
import path from 'node:path';
import { ContentReport, type Problem } from '../../lib/content/errors';
import { displayPath, readJson } from '../../lib/content/read-json';
import { awardsSchema, type Awards } from '../../lib/content/awards-schema';
import { localeCodes } from '../../lib/i18n/locales';
import { isRecord } from '../../lib/content/lists';

/** What the content folder holds before an import, read leniently: a broken file is a problem, not a crash. */
export interface ExistingContent {
  dir: string;
  rankingFile: string;
  /** ranking.json's entries as they are (undefined when it cannot be read) and its text. */
  rows: unknown[] | undefined;
  rankingText: string | undefined;
  /** participants/*.json: ref → the file's text. */
  files: Map<string, string>;
  awards: Awards | undefined;
  /** The refs that have a laudatio in the edition's texts, by file: an import must keep them. */
  laudatioRefs?: { file: string; refs: string[] }[];
  /** Why ranking.json or awards.json could not be used. */
  problems: { ranking: Problem[]; awards: Problem[] };
}

export function readExistingContent(dir: string): ExistingContent {
  const rankingFile = path.join(dir, 'ranking.json');
  const rankingReport = new ContentReport();
  const rankingData = fs.existsSync(rankingFile) ? readJson(rankingFile, rankingReport) : [];
  if (rankingData !== undefined && !Array.isArray(rankingData))
    rankingReport.error(displayPath(rankingFile), '', 'must be a list of participant rows ([ … ])');

  const participantDir = path.join(dir, 'participants');
  const names = fs.existsSync(participantDir) ? fs.readdirSync(participantDir).filter((n) => n.endsWith('.json')) : [];
  const files = new Map(
    names.map((name) => [name.slice(0, -'.json'.length), fs.readFileSync(path.join(participantDir, name), 'utf8')]),
  );

  const awardsFile = path.join(dir, 'awards.json');
  const awardsReport = new ContentReport();
  const awardsData = readJson(awardsFile, awardsReport);
  const awards = awardsData === undefined ? undefined : awardsSchema.safeParse(awardsData);
  if (awards?.success === false) {
    const message = 'is not valid (run npm run content:check); the import needs it to keep the award refs';
    awardsReport.error(displayPath(awardsFile), '', message);
  }
  const laudatioRefs = localeCodes.flatMap((locale) => {
    const file = path.join(dir, 'i18n', `${locale}.json`);
    const texts = fs.existsSync(file) ? readJson(file, new ContentReport()) : undefined;
    const laudatio = isRecord(texts) ? texts.laudatio : undefined;
    return isRecord(laudatio) ? [{ file: displayPath(file), refs: Object.keys(laudatio) }] : [];
  });
  return {
    dir,
    rankingFile: displayPath(rankingFile),
    rows: rankingReport.ok ? (rankingData as unknown[]) : undefined,
    rankingText: fs.existsSync(rankingFile) ? fs.readFileSync(rankingFile, 'utf8') : undefined,
    files,
    awards: awards?.data,
    laudatioRefs,
    problems: { ranking: rankingReport.errors, awards: awardsReport.errors },
  };
}
