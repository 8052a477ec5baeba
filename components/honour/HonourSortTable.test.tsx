import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { HonourSortTable, type HonourColumn } from './HonourSortTable';
import type { HonourSortData } from '@/lib/honour/sort';

const columns: HonourColumn[] = [
  { key: 'place', label: 'Platz', numeric: true },
  { key: 'name', label: 'Unternehmen' },
  { key: 'overall', label: 'Gesamt', name: 'Podestplätze Gesamt' },
  { key: 'best12', label: 'Top 12', numeric: true },
  { key: 'index', label: 'Index', numeric: true },
];

// Three companies in the default order; their sort values as the server hands them over.
const rows = [
  { ref: 'sika', name: 'Sika AG', place: 1, overall: 2e6, best12: 3, index: 4.5 },
  { ref: 'abb', name: 'ABB Ltd', place: 2, overall: 1e6, best12: 5, index: 2.1 },
  { ref: 'zkb', name: 'Zürcher Kantonalbank', place: 3, overall: 0, best12: 1, index: 30 },
];
const data: HonourSortData = {
  names: rows.map((r) => r.name),
  values: {
    place: rows.map((r) => r.place),
    overall: rows.map((r) => r.overall),
    valueReporting: [0, 0, 0],
    design: [0, 0, 0],
    text: [0, 0, 0],
    podium: [0, 0, 0],
    best12: rows.map((r) => r.best12),
    streak: [0, 0, 0],
    index: rows.map((r) => r.index),
  },
};

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <HonourSortTable caption="Bestenliste 2022–2026" captionId="caption" columns={columns} data={data} locale="de-CH">
      {rows.map((r) => (
        <tr key={r.ref} data-ref={r.ref}>
          <td>{r.place}</td>
          <th scope="row">{r.name}</th>
          <td>{r.overall}</td>
          <td>{r.best12}</td>
          <td>{r.index}</td>
        </tr>
      ))}
    </HonourSortTable>,
  );
}

const companies = () => screen.getAllByRole('rowheader').map((th) => th.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });
const sortBy = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

afterEach(cleanup);

describe('HonourSortTable', () => {
  it('shows the rows in the default order, the place column sorted ascending', () => {
    renderAt('/bestenliste');
    expect(companies()).toEqual(['Sika AG', 'ABB Ltd', 'Zürcher Kantonalbank']);
    expect(header('Platz')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('table', { name: 'Bestenliste 2022–2026' })).toBeInTheDocument();
  });

  it('sorts a count best first, then reverses it, and keeps the sort in the URL', () => {
    renderAt('/bestenliste?utm=x');
    sortBy('Top 12');
    expect(companies()).toEqual(['ABB Ltd', 'Sika AG', 'Zürcher Kantonalbank']);
    expect(header('Top 12')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Platz')).not.toHaveAttribute('aria-sort');
    expect(window.location.search).toBe('?utm=x&sort=best12');
    sortBy('Top 12');
    expect(companies()).toEqual(['Zürcher Kantonalbank', 'Sika AG', 'ABB Ltd']);
    expect(header('Top 12')).toHaveAttribute('aria-sort', 'ascending');
    expect(window.location.search).toBe('?utm=x&sort=best12&dir=asc');
  });

  it('sorts the index lowest first and names A–Z; a category by its full name', () => {
    renderAt('/bestenliste');
    sortBy('Index');
    expect(companies()).toEqual(['ABB Ltd', 'Sika AG', 'Zürcher Kantonalbank']);
    expect(header('Index')).toHaveAttribute('aria-sort', 'ascending');
    sortBy('Unternehmen');
    expect(companies()).toEqual(['ABB Ltd', 'Sika AG', 'Zürcher Kantonalbank']);
    sortBy('Podestplätze Gesamt');
    expect(companies()).toEqual(['Sika AG', 'ABB Ltd', 'Zürcher Kantonalbank']);
    expect(header('Podestplätze Gesamt')).toHaveAttribute('aria-sort', 'descending');
  });

  it('applies the sort of the URL, and ignores one that does not pass', () => {
    renderAt('/bestenliste?sort=index&dir=desc');
    expect(companies()).toEqual(['Zürcher Kantonalbank', 'Sika AG', 'ABB Ltd']);
    expect(header('Index')).toHaveAttribute('aria-sort', 'descending');
    cleanup();
    renderAt('/bestenliste?sort=rankOverall');
    expect(companies()).toEqual(['Sika AG', 'ABB Ltd', 'Zürcher Kantonalbank']);
    expect(header('Platz')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('returns to the default order, and a plain address, from the place column', () => {
    renderAt('/bestenliste?sort=index');
    sortBy('Platz');
    expect(companies()).toEqual(['Sika AG', 'ABB Ltd', 'Zürcher Kantonalbank']);
    expect(window.location.search).toBe('');
  });
});
