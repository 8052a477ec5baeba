import fs from 'node:fs';
import path from 'node:path';
import { ContentReport } from './errors';
import type { Messages } from './message-schema';
import type { Participant } from './participant-schema';
import type { SiteSettings } from './site-schema';
import type { Awards } from './awards-schema';
import {
  checkSameKeys,
  checkTranslated,
  validateAwards,
  validateMessages,
  validateParticipants,
  validateSiteSettings,
} from './validate';
import { localeCodes, type Locale } from '../i18n/locales';

/**
 * Reads and validates everything under the content folder, once per build (every call in
 * development, so that edits show on reload). The folder is `content/` or CONTENT_DIR.
 */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || path.join(process.cwd(), 'content'));
}

/** A path as shown in error messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/**
 * Reads and parses a JSON file (a byte order mark is allowed). A missing or unparsable file is
 * reported, with the line and column of a syntax error, and gives undefined.
 */
export function readJson(file: string, report: ContentReport): unknown {
  const shown = displayPath(file);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    report.error(shown, '', 'cannot be read (missing?)');
    return undefined;
  }
  try {
    return JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (error) {
    report.error(
      shown,
      '',
      `not valid JSON: ${jsonErrorWithLine((error as Error).message, raw.replace(/^\uFEFF/, ''))}`,
    );
    return undefined;
  }
}

/**
 * Editors want a line and column for a syntax error. V8 gives either the offset ("at position
 * 200"), or, in newer messages, 10 characters either side of the error (`..."Link": tru }"`),
 * which are looked up in the text; when neither fits, the message stays as it is.
 */
function jsonErrorWithLine(message: string, text: string): string {
  const offset = jsonErrorOffset(message, text);
  if (offset === undefined) return message;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `${message.replace(/ in JSON at position \d+.*$/s, '')} (line ${line}, column ${column})`;
}

function jsonErrorOffset(message: string, text: string): number | undefined {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return Number(position);
  if (/end of JSON input/.test(message)) return text.length;
  const context = /, \.\.\."(.*)"(?:\.\.\.)? is not valid JSON$/s.exec(message)?.[1];
  if (context === undefined) return undefined;
  const at = text.indexOf(context);
  return at >= 0 && text.indexOf(context, at + 1) < 0 ? at + 10 : undefined;
}

export interface Content {
  messages: Record<Locale, Messages>;
  site: SiteSettings;
  participants: Participant[];
  /** The participants by ref, built once per build. */
  participantsByRef: ReadonlyMap<string, Participant>;
  awards: Awards;
}

export interface ContentCheck {
  /** Everything wrong (errors) or doubtful (warnings), in every file. */
  report: ContentReport;
  /** The content, when there are no errors. */
  content: Content | undefined;
  /** Rows in ranking.json (valid or not) and locales, for the summary. */
  participantCount: number;
  localeCount: number;
}

/**
 * Reads and validates every file of the content folder and reports every problem, not only the
 * first: translations (schema, same keys in both, link labels), site.json, ranking.json against
 * participants/*.json, and awards.json.
 */
export function checkContent(dir: string = contentDir()): ContentCheck {
  const report = new ContentReport();
  const messageFiles = localeCodes.map((locale) => {
    const file = path.join(dir, 'i18n', `${locale}.json`);
    return { locale, file: displayPath(file), data: readJson(file, report) };
  });
  const messages = Object.fromEntries(
    messageFiles.map(({ locale, file, data }) => [
      locale,
      data === undefined ? undefined : validateMessages(data, file, report),
    ]),
  ) as Record<Locale, Messages | undefined>;
  const readable = messageFiles.filter((f) => f.data !== undefined);
  if (readable.length === messageFiles.length) {
    checkSameKeys(readable, report);
    checkTranslated(readable, report);
  }

  const siteFile = path.join(dir, 'site.json');
  const siteData = readJson(siteFile, report);
  const site = siteData === undefined ? undefined : validateSiteSettings(siteData, displayPath(siteFile), report);

  const rankingFile = path.join(dir, 'ranking.json');
  const participantDir = path.join(dir, 'participants');
  const participantFiles = fs.existsSync(participantDir)
    ? fs
        .readdirSync(participantDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const file = path.join(participantDir, name);
          return { file: displayPath(file), data: readJson(file, report) };
        })
    : [];
  const checked = validateParticipants(
    { file: displayPath(rankingFile), data: readJson(rankingFile, report) },
    participantFiles,
    report,
  );

  const awardsFile = path.join(dir, 'awards.json');
  const awardsData = readJson(awardsFile, report);
  const awards =
    awardsData === undefined ? undefined : validateAwards(awardsData, displayPath(awardsFile), checked.refs, report);

  const complete = report.ok && site && awards && localeCodes.every((locale) => messages[locale]);
  return {
    report,
    content: complete
      ? {
          messages: messages as Record<Locale, Messages>,
          site,
          participants: checked.participants,
          participantsByRef: new Map(checked.participants.map((p) => [p.ref, p])),
          awards,
        }
      : undefined,
    participantCount: checked.rowCount,
    localeCount: localeCodes.length,
  };
}

let cached: Content | undefined;

/**
 * The validated content (the build path): throws a ContentError naming the first file with
 * problems and all of that file's problems.
 */
export function loadContent(): Content {
  if (cached && process.env.NODE_ENV === 'production') return cached;
  const { report, content } = checkContent();
  report.throwIfErrors();
  if (!content) throw new Error('content check passed without content'); // unreachable
  cached = content;
  return cached;
}
