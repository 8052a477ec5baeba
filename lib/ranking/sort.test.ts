import { parseRank, parseScore, type Rank, type Score } from '../content/participant';
import { row } from './__fixtures__/rows';
import { defaultSort, nextSort, sortKey, sortRows } from './sort';
import type { RankingRow, RankingRowField } from './row';

type ValueField = Exclude<RankingRowField, 'ref' | 'company' | 'certificate' | 'prevYearOverall'>;

const companies = (rows: readonly RankingRow[]) => rows.map((r) => r.company);
const values = (rows: readonly RankingRow[], field: RankingRowField) => rows.map((r) => r[field]);
/** Rows named after their value, so that the expected order reads as values. */
const rowsWith = (field: ValueField, list: (Rank | Score)[]) =>
  list.map((value, i) => row({ company: `Company ${String.fromCharCode(97 + i)}`, [field]: value }));

describe('sort state', () => {
  it('starts with company ascending', () => {
    expect(defaultSort).toEqual({ sortBy: 'company', dir: 'ASC' });
  });

  it('toggles the direction when the same column is clicked again', () => {
    const once = nextSort(defaultSort, 'company');
    expect(once).toEqual({ sortBy: 'company', dir: 'DSC' });
    expect(nextSort(once, 'company')).toEqual({ sortBy: 'company', dir: 'ASC' });
  });

  it('starts another column ascending, whatever the current direction', () => {
    expect(nextSort({ sortBy: 'company', dir: 'DSC' }, 'rankVR')).toEqual({ sortBy: 'rankVR', dir: 'ASC' });
    expect(nextSort({ sortBy: 'rankVR', dir: 'ASC' }, 'rankOverall')).toEqual({ sortBy: 'rankOverall', dir: 'ASC' });
  });
});

describe('sorting by company', () => {
  const rows = ['Zeta AG', 'alpha AG', 'Beta AG', 'ALPHA Bank'].map((company) => row({ company }));

  it('compares case-insensitively', () => {
    expect(companies(sortRows(rows, defaultSort, 'de-CH'))).toEqual(['alpha AG', 'ALPHA Bank', 'Beta AG', 'Zeta AG']);
  });

  it('reverses for descending', () => {
    expect(companies(sortRows(rows, { sortBy: 'company', dir: 'DSC' }, 'de-CH'))).toEqual([
      'Zeta AG',
      'Beta AG',
      'ALPHA Bank',
      'alpha AG',
    ]);
  });

  it.each(['de-CH', 'en-GB'])('puts Ä with A, not after Z (%s)', (locale) => {
    const umlauts = ['Zug Estates', 'Bern AG', 'Azur AG', 'Äbi AG', 'Abt AG', 'Öko AG', 'Oerlikon'].map((company) =>
      row({ company }),
    );
    expect(companies(sortRows(umlauts, defaultSort, locale))).toEqual([
      'Äbi AG',
      'Abt AG',
      'Azur AG',
      'Bern AG',
      'Oerlikon',
      'Öko AG',
      'Zug Estates',
    ]);
  });

  it('does not read company names as numbers', () => {
    const named = ['20 Minuten', '3M Schweiz', 'Alpha'].map((company) => row({ company }));
    // Text order with digits compared by value: 3 before 20, digits before letters.
    expect(companies(sortRows(named, defaultSort, 'de-CH'))).toEqual(['3M Schweiz', '20 Minuten', 'Alpha']);
  });
});

describe('sorting by a number column', () => {
  it('compares numerically, not as text', () => {
    const rows = rowsWith('rankVR', [10, 2, 1, 21]);
    expect(values(sortRows(rows, { sortBy: 'rankVR', dir: 'ASC' }, 'de-CH'), 'rankVR')).toEqual([1, 2, 10, 21]);
    expect(values(sortRows(rows, { sortBy: 'rankVR', dir: 'DSC' }, 'de-CH'), 'rankVR')).toEqual([21, 10, 2, 1]);
  });

  it('orders scores written with a decimal comma or point by their value', () => {
    const rows = rowsWith('totalVR', ['12,5', '9', '100', '12.25', '12,75'].map(parseScore));
    expect(values(sortRows(rows, { sortBy: 'totalVR', dir: 'ASC' }, 'de-CH'), 'totalVR')).toEqual([
      9, 12.25, 12.5, 12.75, 100,
    ]);
  });

  it('puts rows without points after the numbers, in both directions', () => {
    const rows = rowsWith('totalDS', [null, 7, 12]);
    expect(values(sortRows(rows, { sortBy: 'totalDS', dir: 'ASC' }, 'de-CH'), 'totalDS')).toEqual([7, 12, null]);
    expect(values(sortRows(rows, { sortBy: 'totalDS', dir: 'DSC' }, 'de-CH'), 'totalDS')).toEqual([12, 7, null]);
  });
});

describe('sortKey', () => {
  it('puts values in the groups numbers, text, star, none', () => {
    const groups = [3, 'Alpha', '*', null, undefined, '  '].map((value) => sortKey(value).group);
    expect(groups).toEqual([0, 1, 2, 3, 3, 3]);
  });

  it('compares text trimmed and numbers by value', () => {
    expect(sortKey(' Alpha ')).toEqual({ group: 1, number: 0, text: 'Alpha' });
    expect(sortKey(12.5)).toEqual({ group: 0, number: 12.5, text: '' });
  });

  it('puts a certificate before none', () => {
    expect(sortKey(true).number).toBeLessThan(sortKey(false).number);
  });
});

describe('unranked and separately ranked values', () => {
  // Content values: 999 and empty both mean "not ranked".
  const rows = rowsWith('rankOverall', ['999', '3', '*', '', '1', ' 999 ', '2'].map(parseRank));
  const sorted = (dir: 'ASC' | 'DSC') => values(sortRows(rows, { sortBy: 'rankOverall', dir }, 'de-CH'), 'rankOverall');

  it('puts the unranked last when ascending', () => {
    expect(sorted('ASC')).toEqual([1, 2, 3, '*', null, null, null]);
  });

  it('puts the unranked last when descending too', () => {
    expect(sorted('DSC')).toEqual([3, 2, 1, '*', null, null, null]);
  });

  it('orders the unranked by company, in both directions', () => {
    const names = (dir: 'ASC' | 'DSC') =>
      sortRows(rows, { sortBy: 'rankOverall', dir }, 'de-CH')
        .slice(4)
        .map((r) => r.company);
    expect(names('ASC')).toEqual(['Company a', 'Company d', 'Company f']);
    expect(names('DSC')).toEqual(['Company a', 'Company d', 'Company f']);
  });

  it("keeps '*' as its own group between the numbers and the unranked", () => {
    const stars = [
      row({ company: 'Star B', rankDS: '*' }),
      row({ company: 'Unranked', rankDS: null }),
      row({ company: 'Ranked', rankDS: 40 }),
      row({ company: 'Star A', rankDS: '*' }),
    ];
    for (const dir of ['ASC', 'DSC'] as const) {
      expect(companies(sortRows(stars, { sortBy: 'rankDS', dir }, 'de-CH'))).toEqual([
        'Ranked',
        'Star A',
        'Star B',
        'Unranked',
      ]);
    }
  });

  it('treats 999 as unranked only in rank columns; a score of 999 is a number', () => {
    const rows999 = rowsWith('totalVR', ['999', '', '5'].map(parseScore));
    expect(values(sortRows(rows999, { sortBy: 'totalVR', dir: 'ASC' }, 'de-CH'), 'totalVR')).toEqual([5, 999, null]);
  });

  it('sorts by the previous edition’s overall rank, unknown last', () => {
    const previous = [
      row({ company: 'Unknown', prevYearOverall: undefined }),
      row({ company: 'Second', prevYearOverall: 2 }),
      row({ company: 'First', prevYearOverall: 1 }),
    ];
    expect(companies(sortRows(previous, { sortBy: 'prevYearOverall', dir: 'ASC' }, 'de-CH'))).toEqual([
      'First',
      'Second',
      'Unknown',
    ]);
  });
});

describe('ties and stability', () => {
  it('breaks ties by company ascending in either direction', () => {
    const rows = [
      row({ company: 'Gamma', rankVR: 1 }),
      row({ company: 'Beta', rankVR: 2 }),
      row({ company: 'Alpha', rankVR: 2 }),
    ];
    expect(companies(sortRows(rows, { sortBy: 'rankVR', dir: 'ASC' }, 'de-CH'))).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(companies(sortRows(rows, { sortBy: 'rankVR', dir: 'DSC' }, 'de-CH'))).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('does not change the list it is given', () => {
    const rows = rowsWith('rankVR', [2, 1]);
    const before = [...rows];
    sortRows(rows, { sortBy: 'rankVR', dir: 'ASC' }, 'de-CH');
    expect(rows).toEqual(before);
  });
});

describe('sorting by movement', () => {
  // The overall rank now and in the edition before; names out of order, so the order is the rule's.
  const rows = [
    row({ company: 'Down 3', rankOverall: 8, prevYearOverall: 5 }),
    row({ company: 'Same at 2', rankOverall: 2, prevYearOverall: 2 }),
    row({ company: 'Newcomer at 4', rankOverall: 4, prevYearOverall: null }),
    row({ company: 'Up 5 to 6', rankOverall: 6, prevYearOverall: 11 }),
    row({ company: 'Unranked', rankOverall: null, prevYearOverall: 3 }),
    row({ company: 'Up 5 to 1', rankOverall: 1, prevYearOverall: 6 }),
    row({ company: 'Same at 9', rankOverall: 9, prevYearOverall: 9 }),
    row({ company: 'Separately ranked', rankOverall: '*', prevYearOverall: 7 }),
    row({ company: 'Up 1', rankOverall: 3, prevYearOverall: 4 }),
    row({ company: 'Newcomer at 10', rankOverall: 10, prevYearOverall: '*' }),
    row({ company: 'Down 1', rankOverall: 7, prevYearOverall: 6 }),
    row({ company: 'Also unranked', rankOverall: null, prevYearOverall: null }),
  ];

  it('puts the largest move up first, a tie by the current rank, then the same rank, then the moves down', () => {
    expect(companies(sortRows(rows, { sortBy: 'movement', dir: 'ASC' }, 'de-CH'))).toEqual([
      'Up 5 to 1',
      'Up 5 to 6',
      'Up 1',
      'Same at 2',
      'Same at 9',
      'Down 1',
      'Down 3',
      'Newcomer at 4',
      'Newcomer at 10',
      'Also unranked',
      'Separately ranked',
      'Unranked',
    ]);
  });

  it('reverses only the moves for descending: newcomers and the unranked stay last', () => {
    expect(companies(sortRows(rows, { sortBy: 'movement', dir: 'DSC' }, 'de-CH'))).toEqual([
      'Down 3',
      'Down 1',
      'Same at 2',
      'Same at 9',
      'Up 1',
      'Up 5 to 1',
      'Up 5 to 6',
      'Newcomer at 4',
      'Newcomer at 10',
      'Also unranked',
      'Separately ranked',
      'Unranked',
    ]);
  });

  it('keeps every row without a previous rank in the order of the current one: the first edition', () => {
    const first = [
      row({ company: 'C', rankOverall: 3 }),
      row({ company: 'A', rankOverall: null }),
      row({ company: 'B', rankOverall: 1 }),
    ];
    expect(companies(sortRows(first, { sortBy: 'movement', dir: 'ASC' }, 'de-CH'))).toEqual(['A', 'B', 'C']);
  });
});
