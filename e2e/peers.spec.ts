import { expect, test } from './support/test';
import { messages, sectors, translator } from './support/site';
import { isRank, nameOf, participantUrl, row, rows, type Row } from './support/participants';

/**
 * Where a company stands among its peers, on its result page: its places within its sector, the
 * distances to the median and the best (where the points were lost), and its closest peers.
 * Every expectation is worked out here from content/ (the rows' ranks, points and sectors).
 */
const points = (value: string) => Number(value.replace(',', '.'));
const overall = (r: Row) =>
  points(r.totalVR) > 0 && points(r.totalDS) > 0 ? points(r.totalVR) + points(r.totalDS) : null;
/** Places within the sector: 1 + the sector's participants with a smaller rank of that kind. */
const sectorPlace = (r: Row, field: 'rankVR' | 'rankDS' | 'rankOverall') => {
  const ranked = rows.filter((o) => o.sector === r.sector && isRank(o[field])).map((o) => Number(o[field]));
  // The wording says that the count is of the sector's ranked participants ("2 von 46 rangierten").
  return translator('de-CH')('participant.sector.place', {
    place: ranked.filter((rank) => rank < Number(r[field])).length + 1,
    count: ranked.length,
  });
};

const sika = row('sika');
const unassigned = rows.find((r) => !r.sector && overall(r) !== null);

test('the score tables give the places within the sector, named in the caption', async ({ page }) => {
  await page.goto(participantUrl('de-CH', sika.ref));
  const sector = sectors.find((s) => s.key === sika.sector)!;
  await expect(page.locator('main [data-sector]')).toContainText(sector.name['de-CH']);
  for (const [table, field] of [
    ['valueReporting', 'rankVR'],
    ['design', 'rankDS'],
    ['overall', 'rankOverall'],
  ] as const) {
    await expect(page.locator(`main table[data-table="${table}"] tr[data-row="sector"] td`)).toHaveText(
      sectorPlace(sika, field),
    );
  }
  await expect(page.locator('main table[data-table="overall"] tr[data-row="sector"] td')).toContainText('rangierten');
});

test('where the points were lost: a card per group and at most three sentences', async ({ page }) => {
  await page.goto(participantUrl('de-CH', sika.ref));
  const t = messages['de-CH'].participant;
  const section = page.getByRole('region', { name: t.gaps.title });
  await expect(section.locator('[data-group]')).toHaveCount(4);
  // With a sector, each group has four distances; each is signed or zero.
  const distances = section.locator('[data-distance] dd');
  await expect(distances).toHaveCount(16);
  for (const text of await distances.allTextContents()) expect(text).toMatch(/^([+\u2212]\d+\.\d\d|0\.00)$/);
  const gains = section.locator('ol li');
  expect(await gains.count()).toBeLessThanOrEqual(3);
  // Each names its criterion (value reporting as a whole, or a design criterion); those below the
  // median come first, and one aiming at the best is at or above the median.
  const targets: string[] = [];
  for (const gain of await gains.all()) {
    const field = (await gain.getAttribute('data-field')) ?? '';
    const name = field === 'totalVR' ? t.groups.valueReporting : t.criteria[field as keyof typeof t.criteria];
    expect(name, `a name for ${field}`).toBeDefined();
    await expect(gain).toContainText(name);
    const target = (await gain.getAttribute('data-target')) ?? '';
    targets.push(target);
    if (target === 'best') expect(['at', 'above']).toContain(await gain.getAttribute('data-position'));
  }
  expect(targets).toEqual([...targets].sort((a, b) => Number(a === 'best') - Number(b === 'best')));
});

test('the closest peers are of the same sector, nearest overall points first, linked', async ({ page }) => {
  await page.goto(participantUrl('en-GB', sika.ref));
  const own = overall(sika)!;
  const expected = rows
    .filter((r) => r.ref !== sika.ref && r.sector === sika.sector && overall(r) !== null)
    .sort((a, b) => Math.abs(overall(a)! - own) - Math.abs(overall(b)! - own))
    .slice(0, 5);
  const section = page.getByRole('region', { name: messages['en-GB'].participant.peers.title });
  const links = section.getByRole('link');
  await expect(links).toHaveText(expected.map(nameOf));
  await expect(links.first()).toHaveAttribute('href', `/en/teilnehmer/${expected[0]!.ref}`);
});

test('a participant without a sector has no sector rows, and peers from the whole edition', async ({ page }) => {
  expect(unassigned, 'the sample has a participant without a sector').toBeDefined();
  await page.goto(participantUrl('de-CH', unassigned!.ref));
  await expect(page.locator('main tr[data-row="sector"]')).toHaveCount(0);
  const section = page.getByRole('region', { name: messages['de-CH'].participant.peers.title });
  await expect(section.getByRole('link')).toHaveCount(5);
});
