import fs from 'node:fs';
import path from 'node:path';
import deMessages from '../../../content/i18n/de-CH.json';
import enMessages from '../../../content/i18n/en-GB.json';
import site from '../../../content/site.json';
import { winnerCategoryKeys } from '../awards-schema';
import { FIXTURE_THRESHOLD } from './participant';

/**
 * Valid content for tests: a fresh deep copy of the repository's own translation file, so the
 * fixture never falls behind the schema. Each call builds a fresh object, so a test can break
 * one thing in it.
 */
export function validMessages(label: 'de' | 'en' = 'de'): Record<string, unknown> {
  // JSON round trip: jsdom test environments have no structuredClone.
  return JSON.parse(JSON.stringify(label === 'de' ? deMessages : enMessages)) as Record<string, unknown>;
}

/** Awards naming only the given ref, in the fixed category order. */
export function validAwards(ref: string): Record<string, unknown> {
  return {
    winnerCategories: winnerCategoryKeys.map((key) => ({ key, winners: [ref] })),
    specialMentions: [{ key: 'text', ref }],
    certificateThreshold: FIXTURE_THRESHOLD,
  };
}

/** The repository's current edition's texts in a language, freshly parsed. */
function currentEditionTexts(label: 'de' | 'en'): Record<string, unknown> {
  const locale = label === 'de' ? 'de-CH' : 'en-GB';
  const file = path.join(__dirname, '../../../content/editions', String(site.currentEdition), 'i18n', `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/**
 * Valid texts of an edition (content/editions/{year}/i18n): a copy of the repository's current
 * edition's file with the laudatios given (none by default), since a laudatio must name a
 * participant of its edition.
 */
export function validEditionTexts(
  label: 'de' | 'en' = 'de',
  laudatio: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...currentEditionTexts(label), laudatio };
}

/** A laudatio entry the schema accepts: the first of the repository's current edition. */
export function validLaudatio(label: 'de' | 'en' = 'de'): Record<string, unknown> {
  const entry = Object.values((currentEditionTexts(label) as { laudatio: Record<string, unknown> }).laudatio)[0];
  if (!entry) throw new Error('the current edition has no laudatio to copy');
  return entry as Record<string, unknown>;
}
