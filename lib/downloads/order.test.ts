/** @jest-environment node */
import { groupByYearNewestFirst } from './order';

const file = (name: string) => ({ name, url: `/globalassets/media/downloads/${name}.pdf` });

describe('groupByYearNewestFirst', () => {
  it('puts the newest year first whatever the content order', () => {
    const groups = groupByYearNewestFirst([
      { year: 2024, downloads: [file('a')] },
      { year: 2026, downloads: [file('b')] },
      { year: 2025, downloads: [file('c')] },
    ]);
    expect(groups.map((g) => g.year)).toEqual([2026, 2025, 2024]);
  });

  it('keeps already sorted input as it is', () => {
    const input = [
      { year: 2026, downloads: [file('a')] },
      { year: 2019, downloads: [file('b')] },
    ];
    expect(groupByYearNewestFirst(input)).toEqual(input);
  });

  it('merges two categories of the same year into one group, files in content order', () => {
    const groups = groupByYearNewestFirst([
      { year: 2025, downloads: [file('first')] },
      { year: 2026, downloads: [file('new')] },
      { year: 2025, downloads: [file('second'), file('third')] },
    ]);
    expect(groups).toEqual([
      { year: 2026, downloads: [file('new')] },
      { year: 2025, downloads: [file('first'), file('second'), file('third')] },
    ]);
  });

  it('leaves out years without files and copes with no categories', () => {
    expect(
      groupByYearNewestFirst([
        { year: 2026, downloads: [] },
        { year: 2025, downloads: [file('x')] },
      ]).map((g) => g.year),
    ).toEqual([2025]);
    expect(groupByYearNewestFirst([])).toEqual([]);
  });

  it('does not change the content it was given', () => {
    const input = [
      { year: 2024, downloads: [file('a')] },
      { year: 2024, downloads: [file('b')] },
    ];
    const copy = JSON.parse(JSON.stringify(input));
    groupByYearNewestFirst(input);
    expect(input).toEqual(copy);
  });
});
