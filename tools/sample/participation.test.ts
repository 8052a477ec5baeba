/**
 * @jest-environment node
 */
import { formerCompanies } from './companies';
import { editionSizes, planParticipation, type LatestEntry } from './participation';
import { seededRandom } from './random';

const years = [2022, 2023, 2024, 2025, 2026];

/** A latest field of `count` companies, every 13th new (as in the sample). */
function latestField(count: number): LatestEntry[] {
  return Array.from({ length: count }, (_, index) => ({ ref: `c${index}`, index, isNew: index % 13 === 4 }));
}

function plan(count: number, required: Map<string, number> = new Map()) {
  return planParticipation({
    years,
    sizes: editionSizes(count, years.length, 199),
    latest: latestField(count),
    formers: formerCompanies,
    requiredFrom: required,
    random: seededRandom(7),
  });
}

const present = (p: ReturnType<typeof plan>, year: number) => new Set(p.byYear.get(year));

describe('editionSizes', () => {
  it('grows to the sample’s 199 and stays about the same for a synthetic field', () => {
    expect(editionSizes(199, 5, 199)).toEqual([150, 165, 180, 190, 199]);
    expect(editionSizes(2000, 5, 199)).toEqual([1760, 1820, 1880, 1940, 2000]);
    expect(editionSizes(199, 1, 199)).toEqual([199]);
  });
});

describe('planParticipation', () => {
  const required = new Map([
    ['c0', 2022],
    ['c7', 2024],
  ]);
  const p = plan(199, required);

  it('reaches the sizes of each edition', () => {
    expect(years.map((y) => p.byYear.get(y)?.length)).toEqual([150, 165, 180, 190, 199]);
  });

  it('keeps the latest field as it is, its newcomers absent from every earlier edition', () => {
    expect(p.byYear.get(2026)).toEqual(latestField(199).map((e) => e.ref));
    const newcomers = latestField(199).filter((e) => e.isNew);
    for (const year of years.slice(0, -1)) {
      for (const e of newcomers) expect(present(p, year).has(e.ref)).toBe(false);
    }
    // Everyone else in 2026 took part in 2025: their rows' last-year ranks come from there.
    for (const e of latestField(199).filter((e) => !e.isNew)) expect(present(p, 2025).has(e.ref)).toBe(true);
  });

  it('lets companies join over the years and, once joined, stay (apart from a skipped year)', () => {
    for (const ref of new Set([...p.byYear.values()].flat())) {
      const pattern = years.map((y) => (present(p, y).has(ref) ? 'x' : '.')).join('');
      const gap = p.gaps.has(ref);
      // One run of participation, or two around the one skipped year.
      expect(pattern).toMatch(gap ? /^x*xx\.xx$/ : /^\.*x+\.*$/);
    }
    const joined = (year: number) => [...present(p, year)].filter((ref) => !present(p, year - 1).has(ref));
    for (const year of [2023, 2024, 2025, 2026]) expect(joined(year).length).toBeGreaterThan(5);
  });

  it('has companies that left, with the years companies.ts gives them', () => {
    const cs = p.formers.find((f) => f.name === 'Credit Suisse Group AG');
    expect(cs).toBeDefined();
    expect(years.filter((y) => present(p, y).has(cs?.ref as string))).toEqual([2022, 2023]);
    for (const f of formerCompanies) {
      const ref = p.formers.find((x) => x.name === f.name)?.ref as string;
      expect(years.filter((y) => present(p, y).has(ref))).toEqual(years.filter((y) => y >= f.from && y <= f.to));
    }
  });

  it('has companies that skipped 2024 and were there in 2023 and 2025', () => {
    expect(p.gaps.size).toBeGreaterThan(0);
    for (const [ref, year] of p.gaps) {
      expect(year).toBe(2024);
      expect([2023, 2024, 2025].map((y) => present(p, y).has(ref))).toEqual([true, false, true]);
    }
  });

  it('keeps the companies a story needs from their year on', () => {
    for (const year of years) expect(present(p, year).has('c0')).toBe(true);
    for (const year of [2024, 2025, 2026]) expect(present(p, year).has('c7')).toBe(true);
  });

  it('adds former companies when a synthetic field needs more than ever left', () => {
    const big = plan(2000);
    expect(years.map((y) => big.byYear.get(y)?.length)).toEqual([1760, 1820, 1880, 1940, 2000]);
    expect(new Set(big.formers.map((f) => f.ref)).size).toBe(big.formers.length);
    expect(big.formers.length).toBeGreaterThan(formerCompanies.length);
  });

  it('is deterministic', () => {
    expect(plan(199, required)).toEqual(p);
  });
});
