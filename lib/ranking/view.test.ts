import { row } from './__fixtures__/rows';
import { hiddenRefs, initialViewState, orderRows, viewStateFromQuery, visibleRows } from './view';

const rows = [
  row({ company: 'Alpha Bank', rankVR: 3, sector: 'banks' }),
  row({ company: 'Beta Versicherung', rankVR: 1, sector: 'insurance' }),
  row({ company: 'Zürcher Bank', rankVR: null, sector: 'banks' }),
  row({ company: 'Gamma Bank', rankVR: 2 }),
];

describe('viewStateFromQuery', () => {
  it('is the default state for an empty query', () => {
    expect(viewStateFromQuery({})).toEqual(initialViewState);
    expect(initialViewState).toEqual({ q: '', sector: '', sortBy: 'company', dir: 'ASC' });
  });

  it('takes every valid part of the query', () => {
    expect(viewStateFromQuery({ q: 'bank', sortBy: 'rankDS', dir: 'DSC', sector: 'banks' }, ['banks'])).toEqual({
      q: 'bank',
      sector: 'banks',
      sortBy: 'rankDS',
      dir: 'DSC',
    });
  });

  it('applies a dir alone to the company column', () => {
    expect(viewStateFromQuery({ dir: 'DSC' })).toEqual({ q: '', sector: '', sortBy: 'company', dir: 'DSC' });
  });

  it('keeps the default column for a participant field the table does not carry', () => {
    expect(viewStateFromQuery({ sortBy: 'qualDS1', dir: 'DSC' })).toEqual({
      q: '',
      sector: '',
      sortBy: 'company',
      dir: 'DSC',
    });
  });

  it('sorts by movement only where the table offers it', () => {
    expect(viewStateFromQuery({ sortBy: 'movement' }, [], true)).toEqual({ ...initialViewState, sortBy: 'movement' });
    expect(viewStateFromQuery({ sortBy: 'movement', dir: 'DSC' }, [], false)).toEqual({
      ...initialViewState,
      dir: 'DSC',
    });
    expect(viewStateFromQuery({ sortBy: 'movement' })).toEqual(initialViewState);
  });

  it('ignores a sector the table does not offer', () => {
    expect(viewStateFromQuery({ sector: 'mining' }, ['banks', 'insurance']).sector).toBe('');
    expect(viewStateFromQuery({ sector: 'insurance' }, ['banks', 'insurance']).sector).toBe('insurance');
  });
});

describe('visibleRows', () => {
  it('filters by the search and orders by the sort', () => {
    const view = visibleRows(rows, { q: 'bank', sector: '', sortBy: 'rankVR', dir: 'ASC' }, 'de-CH');
    expect(view.map((r) => r.company)).toEqual(['Gamma Bank', 'Alpha Bank', 'Zürcher Bank']);
  });

  it('filters by the sector together with the search and the sort', () => {
    const banks = visibleRows(rows, { q: '', sector: 'banks', sortBy: 'rankVR', dir: 'ASC' }, 'de-CH');
    expect(banks.map((r) => r.company)).toEqual(['Alpha Bank', 'Zürcher Bank']);
    const zurich = visibleRows(rows, { q: 'zur', sector: 'banks', sortBy: 'company', dir: 'ASC' }, 'de-CH');
    expect(zurich.map((r) => r.company)).toEqual(['Zürcher Bank']);
    expect(visibleRows(rows, { q: 'beta', sector: 'banks', sortBy: 'company', dir: 'ASC' }, 'de-CH')).toEqual([]);
  });

  it('finds nothing for a search without a match', () => {
    expect(visibleRows(rows, { q: 'xyz', sector: '', sortBy: 'company', dir: 'ASC' }, 'de-CH')).toEqual([]);
  });

  it('keeps the delivered order for the default sort', () => {
    // The server delivers the rows in the default order; the browser does not re-sort them.
    const delivered = [rows[1]!, rows[0]!];
    expect(orderRows(delivered, initialViewState, 'de-CH')).toBe(delivered);
  });
});

describe('hiddenRefs', () => {
  it('hides the rows outside the sector and those the search does not match', () => {
    expect([...hiddenRefs(rows, '', 'banks')].sort()).toEqual(['beta-versicherung', 'gamma-bank']);
    expect([...hiddenRefs(rows, 'alpha', 'banks')].sort()).toEqual(['beta-versicherung', 'gamma-bank', 'z-rcher-bank']);
    expect(hiddenRefs(rows, '', '').size).toBe(0);
  });
});
