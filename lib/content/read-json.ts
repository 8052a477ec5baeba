import fs from 'node:fs';
import path from 'node:path';
import type { ContentReport } from './errors';
import { localeCodes, type Locale } from '../i18n/locales';

/** A path as shown in error messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? file : rel;
}

/** Reads and parses a JSON file (BOM allowed); a missing or unparsable file is reported and gives undefined. */
export function readJson(file: string, report: ContentReport): unknown {
  const shown = displayPath(file);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch {
    report.error(shown, '', 'cannot be read (missing?)');
    return undefined;
  }
  try {
    return JSON.parse(raw);
  } catch (error) {
    report.error(shown, '', `not valid JSON: ${jsonErrorWithLine((error as Error).message, raw)}`);
    return undefined;
  }
}

/** A content file as read: the path as shown, and its JSON, undefined when it could not be read (already reported). */
export interface JsonFile {
  file: string;
  data: unknown;
}

export function readJsonFile(file: string, report: ContentReport): JsonFile {
  return { file: displayPath(file), data: readJson(file, report) };
}

/** `{dir}/i18n/{locale}.json` of every locale, read. */
export function readLocaleFiles(dir: string, report: ContentReport): (JsonFile & { locale: Locale })[] {
  return localeCodes.map((locale) => ({ locale, ...readJsonFile(path.join(dir, 'i18n', `${locale}.json`), report) }));
}

/** A syntax error's line and column, from V8's offset or from the 10 characters either side it quotes. */
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
