import type { HonourEntry } from './honour';
import {
  defaultHonourSort,
  honourOrder,
  honourSortData,
  nextHonourSort,
  parseHonourSort,
  serialiseHonourSort,
} from './sort';

const none = [0, 0, 0] as const;
function entry(ref: string, place: number, fields: Partial<HonourEntry> = {}): HonourEntry {
  return {
    ref,
    name: ref,
    formerNames: [],
    place,
    podium: { overall: none, valueReporting: none, design: none, text: none },
    podiumTotal: 0,
    best12Years: [],
    streak: 0,
    index: 50,
    path: `/teilnehmer/${ref}#history`,
    ...fields,
  };
}

// In the default order, as the table gives them.
const entries = [
  entry('Zeta', 1, {
    podium: { overall: [2, 0, 0], valueReporting: none, design: none, text: none },
    podiumTotal: 2,
    index: 3,
  }),
  entry('Alpha', 2, {
    podium: { overall: [1, 0, 0], valueReporting: [0, 3, 0], design: none, text: none },
    podiumTotal: 4,
    index: 2.5,
  }),
  entry('Ähnlich', 3, {
    podium: { overall: none, valueReporting: [0, 3, 1], design: none, text: none },
    podiumTotal: 4,
    streak: 2,
  }),
  entry('beta', 4, {
    podium: { overall: none, valueReporting: [1, 0, 0], design: none, text: none },
    podiumTotal: 1,
    streak: 2,
  }),
];
const data = honourSortData(entries);
const refs = (order: number[]) => order.map((i) => entries[i]?.ref);

describe('honourOrder', () => {
  it('keeps the default order for the place ascending, and reverses it descending', () => {
    expect(refs(honourOrder(data, defaultHonourSort, 'de-CH'))).toEqual(['Zeta', 'Alpha', 'Ähnlich', 'beta']);
    expect(refs(honourOrder(data, { key: 'place', dir: 'desc' }, 'de-CH'))).toEqual([
      'beta',
      'Ähnlich',
      'Alpha',
      'Zeta',
    ]);
  });

  it('sorts names as locale-aware text, ignoring case', () => {
    expect(refs(honourOrder(data, { key: 'name', dir: 'asc' }, 'de-CH'))).toEqual(['Ähnlich', 'Alpha', 'beta', 'Zeta']);
  });

  it('sorts a category as a medal table: first places, then second, then third', () => {
    expect(refs(honourOrder(data, { key: 'valueReporting', dir: 'desc' }, 'de-CH'))).toEqual([
      'beta',
      'Ähnlich',
      'Alpha',
      'Zeta',
    ]);
  });

  it('keeps the default order between equals, whichever the direction', () => {
    expect(refs(honourOrder(data, { key: 'podium', dir: 'desc' }, 'en-GB'))).toEqual([
      'Alpha',
      'Ähnlich',
      'Zeta',
      'beta',
    ]);
    expect(refs(honourOrder(data, { key: 'streak', dir: 'asc' }, 'en-GB'))).toEqual([
      'Zeta',
      'Alpha',
      'Ähnlich',
      'beta',
    ]);
  });

  it('sorts the index lowest first', () => {
    expect(refs(honourOrder(data, { key: 'index', dir: 'asc' }, 'en-GB'))).toEqual([
      'Alpha',
      'Zeta',
      'Ähnlich',
      'beta',
    ]);
  });
});

describe('nextHonourSort', () => {
  it('starts a column with its best first and reverses it on a second click', () => {
    expect(nextHonourSort(defaultHonourSort, 'best12')).toEqual({ key: 'best12', dir: 'desc' });
    expect(nextHonourSort(defaultHonourSort, 'index')).toEqual({ key: 'index', dir: 'asc' });
    expect(nextHonourSort(defaultHonourSort, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextHonourSort({ key: 'best12', dir: 'desc' }, 'best12')).toEqual({ key: 'best12', dir: 'asc' });
    expect(nextHonourSort(defaultHonourSort, 'place')).toEqual({ key: 'place', dir: 'desc' });
  });
});

describe('the URL query', () => {
  it('reads a sort and its direction, the best first when none is given', () => {
    expect(parseHonourSort('?sort=index')).toEqual({ key: 'index', dir: 'asc' });
    expect(parseHonourSort('?sort=streak')).toEqual({ key: 'streak', dir: 'desc' });
    expect(parseHonourSort('?sort=streak&dir=asc')).toEqual({ key: 'streak', dir: 'asc' });
  });

  it('ignores values that do not pass', () => {
    expect(parseHonourSort('?sort=rankOverall')).toEqual(defaultHonourSort);
    expect(parseHonourSort('?sort=%3Cscript%3E&dir=asc')).toEqual(defaultHonourSort);
    expect(parseHonourSort('?sort=index&dir=up')).toEqual({ key: 'index', dir: 'asc' });
    expect(parseHonourSort('')).toEqual(defaultHonourSort);
  });

  it('writes the sort, its direction only when reversed, and keeps other parameters', () => {
    expect(serialiseHonourSort({ key: 'index', dir: 'asc' }, '?utm=x')).toBe('?utm=x&sort=index');
    expect(serialiseHonourSort({ key: 'index', dir: 'desc' }, '?sort=best12')).toBe('?sort=index&dir=desc');
    expect(serialiseHonourSort(defaultHonourSort, '?sort=index&dir=desc')).toBe('');
    expect(serialiseHonourSort({ key: 'place', dir: 'desc' }, '')).toBe('?sort=place&dir=desc');
  });
});
