import type { Page } from '@playwright/test';
import { expect } from './test';
import { awards, nameOf, row, rows, type Row } from './participants';
import { localePath, messages, type Locale } from './site';

/**
 * What the comparison specs share: companies chosen by their data in content/ (the overall
 * winners, the first companies of ranking.json), the address of a comparison written out as the
 * issue gives it (`/vergleich?refs=a,b`), and the island's locators.
 */
export const overallWinners: Row[] = (awards.winnerCategories.find((c) => c.key === 'overall')?.winners ?? []).map(row);
/** Four companies that are not overall winners, in ranking.json's order. */
export const others: Row[] = rows.filter((r) => !overallWinners.includes(r)).slice(0, 4);

export const compareUrl = (locale: Locale, refs: readonly string[] = []) =>
  localePath(locale, '/vergleich') + (refs.length ? `?refs=${refs.join(',')}` : '');

export const texts = (locale: Locale) => messages[locale].compare;

/** Opens a comparison and waits until the island has its data (the add field is there). */
export async function openCompare(page: Page, locale: Locale, refs: readonly string[] = []): Promise<void> {
  const url = compareUrl(locale, refs);
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(addField(page, locale)).toBeVisible();
}

export const addField = (page: Page, locale: Locale) => page.getByRole('combobox', { name: texts(locale).add.label });

export const table = (page: Page) => page.locator('main table');

/** The companies' names in the column headers, in order. */
export async function columnNames(page: Page): Promise<string[]> {
  const headers = await table(page).locator('thead tr').first().locator('th').allTextContents();
  return headers.slice(1).map((text) => text.trim());
}

/** The cells of the row whose header is `label`, one per company. */
export const rowCells = (page: Page, label: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .locator('td');

export { nameOf };
