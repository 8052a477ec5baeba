import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './test';
import { currentYear, editionYears, localePath, messages, type Locale } from './site';
import type { ParticipantRow } from '../../lib/content/participant-fields';

/**
 * What the search specs know, read from content/ (every edition's ranking.json and its laudatios)
 * and the messages; the locators they share. Nothing is copied from the implementation.
 */
const root = path.resolve(__dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;

export const editionRows: ReadonlyMap<number, ParticipantRow[]> = new Map(
  editionYears.map((year) => [year, readJson<ParticipantRow[]>(`content/editions/${year}/ranking.json`)]),
);
export const nameOf = (row: ParticipantRow) => row.pubRef.trim() || row.company;

/** The years a ref took part in, newest first. */
export const yearsOf = (ref: string) =>
  editionYears.filter((year) => editionRows.get(year)!.some((r) => r.ref === ref));

/** A participant page's path in a locale, under its year when archived. */
export const participantUrl = (locale: Locale, ref: string, year: number) =>
  localePath(locale, year === currentYear ? `/teilnehmer/${ref}` : `/${year}/teilnehmer/${ref}`);

/** The laudatios of an edition, by ref, as HTML. */
export function laudatios(year: number, locale: Locale): Record<string, { richText?: string }> {
  return (
    readJson<{ laudatio?: Record<string, { richText?: string }> }>(`content/editions/${year}/i18n/${locale}.json`)
      .laudatio ?? {}
  );
}

export const texts = (locale: Locale) => messages[locale].search;

export const searchField = (page: Page, locale: Locale) =>
  page.getByRole('searchbox', { name: texts(locale).form.label });
export const results = (page: Page) => page.locator('[data-search-state]');
export const resultLinks = (page: Page) => results(page).getByRole('list').getByRole('link');

/** Opens the search page, hydrated. */
export async function openSearch(page: Page, locale: Locale, query = ''): Promise<void> {
  await page.goto(localePath(locale, '/suche') + query);
  await waitForHydration(page);
}

/** Waits until the results shown are those of `words` (the first search loads the index too). */
export async function resultsFor(page: Page, words: string): Promise<void> {
  await expect(results(page)).toHaveAttribute('data-search-state', 'done', { timeout: 15_000 });
  await expect(results(page)).toHaveAttribute('data-search-query', words);
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** The hrefs of the results shown. */
export const resultHrefs = async (page: Page) =>
  resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
