import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './test';
import { editionFolder, localePath, messages, type Locale } from './site';
import type { Awards } from '../../lib/content/awards-schema';
import type { ParticipantRow } from '../../lib/content/participant-fields';

/**
 * What the participant specs know, read from content/ (ranking.json, awards.json; the
 * translations are `messages` of ./site), and the locators they share. Nothing is copied from
 * the implementation.
 */
const root = path.resolve(__dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

export type Row = ParticipantRow;

export const rows = readJson<Row[]>(`${editionFolder()}/ranking.json`);
export const awards = readJson<Awards>(`${editionFolder()}/awards.json`);
export const row = (ref: string): Row =>
  rows.find((r) => r.ref === ref) ??
  (() => {
    throw new Error(`no row ${ref}`);
  })();
export const nameOf = (r: Row) => r.pubRef || r.company;
export const awarded = new Set([
  ...awards.winnerCategories.flatMap((c) => c.winners),
  ...awards.specialMentions.map((m) => m.ref),
]);
export const isRank = (rank: string) => /^\d+$/.test(rank.trim()) && rank.trim() !== '999';
export const DASH = '–';

// Participants chosen by their data, as the issue asks for each case.
export const nonWinner = rows.find(
  (r) =>
    !awarded.has(r.ref) &&
    isRank(r.rankVR) &&
    isRank(r.rankDS) &&
    isRank(r.rankOverall) &&
    r.url.startsWith('https://'),
) as Row;
export const rank999 = rows.find((r) => r.rankDS === '999') as Row;
export const rankEmpty = rows.find((r) => r.rankVR === '') as Row;
export const websiteOnly = rows.find((r) => r.url === '' && r.website !== '') as Row;
export const noScheme = rows.find((r) => r.url !== '' && !/^[a-z]+:\/\//i.test(r.url)) as Row;

export const participantUrl = (locale: Locale, ref: string, query = '') =>
  localePath(locale, `/teilnehmer/${ref}`) + query;
export const categoryNav = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: messages[locale].participant.categoryNav.label });
export const circle = (page: Page, key: string) => page.locator(`main [data-circle="${key}"]`);

export async function openParticipant(page: Page, target: string) {
  const response = await page.goto(target);
  expect(response?.status(), target).toBe(200);
  await waitForHydration(page);
}

/** Index of the category shown as active (null when none). */
export async function activeCategory(page: Page, locale: Locale): Promise<number | null> {
  const flags = await categoryNav(page, locale)
    .locator(':scope > ul > li')
    .evaluateAll((items) => items.map((li) => li.hasAttribute('data-active')));
  expect(flags.filter(Boolean).length).toBeLessThanOrEqual(1);
  const index = flags.indexOf(true);
  return index < 0 ? null : index;
}
