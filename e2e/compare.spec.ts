import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import {
  addField,
  columnNames,
  compareUrl,
  nameOf,
  openCompare,
  others,
  overallWinners,
  rowCells,
  table,
  texts,
} from './support/compare';
import { isRank, rows, type Row } from './support/participants';
import { currentYear, localePath, locales, messages } from './support/site';

/**
 * The comparison (/vergleich, /en/vergleich): a shared address shows its companies in its order
 * with their values from content/, companies are added by keyboard through the field and
 * removed, the address follows, and every state passes axe. Expected values come from
 * content/editions/{year}/ranking.json and the translations.
 */
const points = (value: string) => Number(value.replace(',', '.')).toFixed(2);

for (const locale of locales) {
  const t = texts(locale);

  test(`a shared address shows its companies with their values (${locale})`, async ({ page }) => {
    const chosen = [overallWinners[2]!, overallWinners[0]!, overallWinners[1]!];
    await openCompare(
      page,
      locale,
      chosen.map((r) => r.ref),
    );
    expect(await columnNames(page)).toEqual(chosen.map(nameOf));
    await expect(table(page).locator('caption')).toContainText(nameOf(chosen[0]!));
    await expect(page.getByRole('link', { name: nameOf(chosen[1]!), exact: true })).toHaveAttribute(
      'href',
      localePath(locale, `/teilnehmer/${chosen[1]!.ref}`),
    );

    // The overall ranks as the content has them; the winner's is the row's best, in words too.
    const overall = rowCells(page, t.measures.rankOverall);
    for (const [i, r] of chosen.entries()) await expect(overall.nth(i)).toContainText(r.rankOverall);
    await expect(overall.nth(1)).toContainText(t.best);
    await expect(overall.nth(0)).not.toContainText(t.best);

    const vr = rowCells(page, t.measures.totalVR);
    for (const [i, r] of chosen.entries()) await expect(vr.nth(i)).toContainText(points(r.totalVR));
    const criterion = messages[locale].participant.criteria.qualDS1;
    const qual = rowCells(page, criterion);
    for (const [i, r] of chosen.entries()) await expect(qual.nth(i)).toContainText(points(r.qualDS1));

    // The ranks over the years, this edition first.
    const history = rowCells(page, String(currentYear));
    await expect(history.nth(1)).toContainText(`${t.history.overall} ${chosen[1]!.rankOverall}`);
  });

  test(`companies are added by keyboard and removed, and the address follows (${locale})`, async ({ page }) => {
    // Two axe runs and a dozen keyboard steps: more than the default 30 s on a busy machine.
    test.slow();
    const [first, second, third, fourth] = others as [Row, ...Row[]];
    await openCompare(page, locale, [first.ref]);
    await expectNoSeriousViolations(page, `${compareUrl(locale)} with one company`);

    // Typed in full, with Enter.
    await addField(page, locale).focus();
    await page.keyboard.type(nameOf(second!));
    await page.keyboard.press('Enter');
    expect(await columnNames(page)).toEqual([nameOf(first), nameOf(second!)]);
    await expect(page).toHaveURL(compareUrl(locale, [first.ref, second!.ref]));
    await expect(page.getByRole('status')).toHaveText(t.add.added.replace('{name}', nameOf(second!)));
    await expect(addField(page, locale)).toBeFocused();
    await expect(addField(page, locale)).toHaveValue('');

    for (const next of [third!, fourth!]) {
      await page.keyboard.type(nameOf(next));
      await page.keyboard.press('Enter');
    }
    expect(await columnNames(page)).toEqual([first, second!, third!, fourth!].map(nameOf));
    await expect(page).toHaveURL(
      compareUrl(
        locale,
        [first, second!, third!, fourth!].map((r) => r.ref),
      ),
    );
    await expect(addField(page, locale)).toHaveAccessibleDescription(t.add.full);
    await expectNoSeriousViolations(page, `${compareUrl(locale)} with four companies`);

    // Removed with its button: the focus goes to the next company's button.
    const remove = (r: typeof first) => page.getByRole('button', { name: t.remove.replace('{name}', nameOf(r)) });
    await remove(second!).focus();
    await page.keyboard.press('Enter');
    expect(await columnNames(page)).toEqual([first, third!, fourth!].map(nameOf));
    await expect(page).toHaveURL(
      compareUrl(
        locale,
        [first, third!, fourth!].map((r) => r.ref),
      ),
    );
    await expect(remove(third!)).toBeFocused();
    await expect(page.getByRole('status')).toHaveText(t.removed.replace('{name}', nameOf(second!)));
  });

  test(`without companies the page invites to choose and offers the leaders (${locale})`, async ({ page }) => {
    await openCompare(page, locale);
    await expect(page.getByRole('heading', { level: 2, name: t.empty.title })).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await expectNoSeriousViolations(page, `${compareUrl(locale)} empty`);
    await page.getByRole('button', { name: t.empty.suggestion }).click();
    // The four best overall ranks of the edition, best first.
    const leaders = rows
      .filter((r) => isRank(r.rankOverall))
      .sort((a, b) => Number(a.rankOverall) - Number(b.rankOverall))
      .slice(0, 4);
    expect(await columnNames(page)).toEqual(leaders.map(nameOf));
    await expect(page).toHaveURL(
      compareUrl(
        locale,
        leaders.map((r) => r.ref),
      ),
    );
  });
}

test('unknown and repeated refs are dropped, four kept, and the address cleaned', async ({ page }) => {
  const [a, b, c] = overallWinners as [Row, Row, Row];
  const d = others[0]!;
  const e = others[1]!;
  await page.goto(`/vergleich?refs=${a.ref},no-such-company,${a.ref},<b>,${b.ref},${c.ref},${d.ref},${e.ref}`);
  await expect(addField(page, 'de-CH')).toBeVisible();
  expect(await columnNames(page)).toEqual([a, b, c, d].map(nameOf));
  await expect(page).toHaveURL(
    compareUrl(
      'de-CH',
      [a, b, c, d].map((r) => r.ref),
    ),
  );
});

test('a participant page leads to the comparison with its company first', async ({ page }) => {
  const company = others[2]!;
  for (const locale of locales) {
    await page.goto(localePath(locale, `/teilnehmer/${company.ref}`));
    await page.getByRole('link', { name: texts(locale).participantLink }).click();
    await expect(page).toHaveURL(compareUrl(locale, [company.ref]));
    await expect(addField(page, locale)).toBeVisible();
    expect(await columnNames(page)).toEqual([nameOf(company)]);
  }
});

test('the comparison keeps its companies across the language switch', async ({ page }) => {
  const refs = overallWinners.map((r) => r.ref);
  await openCompare(page, 'de-CH', refs);
  await page.locator('header').getByRole('link', { name: messages['de-CH'].language.switchTo }).click();
  await expect(page).toHaveURL(compareUrl('en-GB', refs));
  await expect(addField(page, 'en-GB')).toBeVisible();
  expect(await columnNames(page)).toEqual(overallWinners.map(nameOf));
});

test('the ranking gathers companies in a tray that leads to their comparison, kept for the tab', async ({ page }) => {
  const ranking = messages['de-CH'].ranking;
  const chosen = [others[0]!, others[3]!];
  await page.goto(localePath('de-CH', '/rangliste'));
  // The controls are in the HTML before the table island hydrates; a click before then does nothing.
  // The rows are not React's (lib/ranking/rows-html): the table, which listens for their clicks, is.
  await expect
    .poll(() =>
      page
        .locator('main table:has([data-compare])')
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))),
    )
    .toBe(true);
  for (const company of chosen) {
    const toggle = page.getByRole('button', { name: ranking.compare.toggle.replace('{name}', company.company) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('complementary', { name: ranking.compare.title });
  await expect(tray.getByRole('listitem')).toContainText(chosen.map((c) => c.company));
  await expect(tray).toBeInViewport();

  // A visit to another page and back keeps the choice.
  await page.goto(localePath('de-CH', '/kriterien'));
  await page.goBack();
  await expect(tray.getByRole('listitem')).toHaveCount(2, { timeout: 10_000 });
  await tray.getByRole('link', { name: ranking.compare.link }).click();
  await expect(page).toHaveURL(
    compareUrl(
      'de-CH',
      chosen.map((c) => c.ref),
    ),
  );
  // The comparison's island loads its data after the navigation: its columns follow.
  await expect.poll(() => columnNames(page)).toEqual(chosen.map(nameOf));
});
