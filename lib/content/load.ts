import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from './errors';
import type { Messages } from './message-schema';
import type { Participant } from './participant-schema';
import type { SiteSettings } from './site-schema';
import type { Awards } from './awards-schema';
import { assertSameKeys, validateAwards, validateMessages, validateParticipants, validateSiteSettings } from './validate';
import { localeCodes, type Locale } from '../i18n/locales';

/**
 * Reads and validates everything under the content folder, once per build (every call in
 * development, so that edits show on reload). The folder is `content/` or CONTENT_DIR.
 */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || path.join(process.cwd(), 'content'));
}

/** A path as shown in error messages: relative to the working directory when inside it. */
function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}

export function readJsonFile(file: string): unknown {
  const shown = displayPath(file);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(shown, ['(file): cannot be read (missing?)']);
  }
  try {
    return JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ContentError(shown, [`(file): not valid JSON: ${(error as Error).message}`]);
  }
}

export interface Content {
  messages: Record<Locale, Messages>;
  site: SiteSettings;
  participants: Participant[];
  awards: Awards;
}

let cached: Content | undefined;

export function loadContent(): Content {
  if (cached && process.env.NODE_ENV === 'production') return cached;
  const dir = contentDir();
  const messageFiles = localeCodes.map((locale) => {
    const file = path.join(dir, 'i18n', `${locale}.json`);
    return { locale, file: displayPath(file), data: readJsonFile(file) };
  });
  const messages = Object.fromEntries(
    messageFiles.map(({ locale, file, data }) => [locale, validateMessages(data, file)]),
  ) as Record<Locale, Messages>;
  assertSameKeys(messageFiles);

  const siteFile = path.join(dir, 'site.json');
  const site = validateSiteSettings(readJsonFile(siteFile), displayPath(siteFile));

  const rankingFile = path.join(dir, 'ranking.json');
  const participantDir = path.join(dir, 'participants');
  const participantFiles = fs.existsSync(participantDir)
    ? fs
        .readdirSync(participantDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => {
          const file = path.join(participantDir, name);
          return { file: displayPath(file), data: readJsonFile(file) };
        })
    : [];
  const participants = validateParticipants(
    { file: displayPath(rankingFile), data: readJsonFile(rankingFile) },
    participantFiles,
  );

  const awardsFile = path.join(dir, 'awards.json');
  const awards = validateAwards(readJsonFile(awardsFile), displayPath(awardsFile), new Set(participants.map((p) => p.ref)));

  cached = { messages, site, participants, awards };
  return cached;
}

export function loadMessages(locale: Locale): Messages {
  return loadContent().messages[locale];
}

export function loadParticipants(): Participant[] {
  return loadContent().participants;
}

export function findParticipant(ref: string): Participant | undefined {
  return loadParticipants().find((p) => p.ref === ref);
}

export function loadAwards(): Awards {
  return loadContent().awards;
}
