import { test, expect } from './support/test';
import { locales, localePath, messages, participants } from './support/site';

/**
 * Open data (issue 6): the ranking page's footer links the whole ranking as CSV and JSON, and
 * lists the columns; the files hold one record per participant with exactly those columns.
 */
for (const locale of locales) {
  test(`${locale}: the ranking footer links the open data and documents every column`, async ({ page }) => {
    await page.goto(localePath(locale, '/rangliste'));
    const texts = (
      messages[locale] as unknown as {
        ranking: { openData: { title: string; csv: string; json: string; columnsSummary: string } };
      }
    ).ranking.openData;
    const footer = page.getByRole('complementary', { name: texts.title });
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: texts.csv })).toHaveAttribute('href', '/open-data/ranking.csv');
    await expect(footer.getByRole('link', { name: texts.json })).toHaveAttribute('href', '/open-data/ranking.json');
    await footer.getByText(texts.columnsSummary).click();
    const documented = await footer.locator('dt').allTextContents();
    expect(documented.length).toBeGreaterThan(5);

    const csv = await page.request.get('/open-data/ranking.csv');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]?.split(',')).toEqual(documented);
    expect(lines).toHaveLength(participants.length + 1);

    const json = await page.request.get('/open-data/ranking.json');
    expect(json.status()).toBe(200);
    const records = (await json.json()) as Record<string, unknown>[];
    expect(records).toHaveLength(participants.length);
    for (const record of records) expect(Object.keys(record)).toEqual(documented);
    expect(new Set(records.map((record) => record.ref))).toEqual(new Set(participants.map((p) => p.ref)));
  });
}

test('the open data links to participant pages that exist', async ({ request }) => {
  const records = (await (await request.get('/open-data/ranking.json')).json()) as { urlDe: string; urlEn: string }[];
  for (const record of records.slice(0, 3)) {
    for (const url of [record.urlDe, record.urlEn]) {
      expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
    }
  }
});
