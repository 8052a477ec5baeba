import { row } from './__fixtures__/rows';
import { initialViewState, orderRows, viewStateFromQuery, visibleRows } from './view';

const rows = [
  row({ company: 'Alpha Bank', rankVR: 3 }),
  row({ company: 'Beta Versicherung', rankVR: 1 }),
  row({ company: 'Zürcher Bank', rankVR: null }),
  row({ company: 'Gamma Bank', rankVR: 2 }),
];

describe('viewStateFromQuery', () => {
  it('is the default state for an empty query', () => {
    expect(viewStateFromQuery({})).toEqual(initialViewState);
    expect(initialViewState).toEqual({ q: '', sortBy: 'company', dir: 'ASC' });
  });

  it('takes every valid part of the query', () => {
    expect(viewStateFromQuery({ q: 'bank', sortBy: 'rankDS', dir: 'DSC' })).toEqual({
      q: 'bank',
      sortBy: 'rankDS',
      dir: 'DSC',
    });
  });

  it('applies a dir alone to the company column', () => {
    expect(viewStateFromQuery({ dir: 'DSC' })).toEqual({ q: '', sortBy: 'company', dir: 'DSC' });
  });

  it('keeps the default column for a participant field the table does not carry', () => {
    expect(viewStateFromQuery({ sortBy: 'qualDS1', dir: 'DSC' })).toEqual({ q: '', sortBy: 'company', dir: 'DSC' });
  });
});

describe('visibleRows', () => {
  it('filters by the search and orders by the sort', () => {
    const view = visibleRows(rows, { q: 'bank', sortBy: 'rankVR', dir: 'ASC' }, 'de-CH');
    expect(view.map((r) => r.company)).toEqual(['Gamma Bank', 'Alpha Bank', 'Zürcher Bank']);
  });

  it('finds nothing for a search without a match', () => {
    expect(visibleRows(rows, { q: 'xyz', sortBy: 'company', dir: 'ASC' }, 'de-CH')).toEqual([]);
  });

  it('keeps the delivered order for the default sort', () => {
    // The server delivers the rows in the default order; the browser does not re-sort them.
    const delivered = [rows[1]!, rows[0]!];
    expect(orderRows(delivered, initialViewState, 'de-CH')).toBe(delivered);
  });
});
