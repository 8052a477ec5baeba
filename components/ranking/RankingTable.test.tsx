import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import deCH from '@/content/i18n/de-CH.json';
import { RankingTable } from './RankingTable';
import type { Rank } from '@/lib/content/participant';
import type { Messages } from '@/lib/content/message-schema';
import { packRows, type RankingRow } from '@/lib/ranking/row';
import { rankingTableTexts } from '@/lib/ranking/table-texts';

// The island navigates with Next's router, which needs the app router mounted.
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

// jsdom has no ResizeObserver; the sticky head observes the table's box with one.
const observed: Element[] = [];
beforeAll(() => {
  window.ResizeObserver = class {
    observe(target: Element) {
      observed.push(target);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const texts = deCH.ranking;
const row = (company: string, ref: string, rankVR: Rank, prevYearVR: Rank = null): RankingRow => ({
  ref,
  company,
  rankVR,
  rankDS: null,
  rankOverall: null,
  totalVR: null,
  totalDS: null,
  prevYearVR,
  prevYearDS: null,
  prevYearOverall: undefined,
  certificate: false,
  sector: null,
});
// Delivered in the default order (company ascending), as the server does.
const rows = [row('Alpha AG', 'alpha', 2, 5), row('Beta AG', 'beta', null), row('Zürcher Kantonalbank', 'zkb', 1, 1)];
// The island's texts as the server formats them (components/ranking/RankingSection).
const t = createTranslator({ locale: 'de-CH', messages: deCH as unknown as Messages, namespace: 'ranking' });
const tableTexts = rankingTableTexts(t, 'de-CH', rows);

/** The companies of the rows in view (hidden rows are not in the accessibility tree). */
const companies = () => screen.queryAllByRole('rowheader').map((th) => th.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });

function renderAt(url: string, archivedYear?: number) {
  window.history.replaceState(null, '', url);
  render(<RankingTable packed={packRows(rows)} locale="de-CH" archivedYear={archivedYear} texts={tableTexts} />);
}

describe('RankingTable', () => {
  it('renders every row in the delivered order with company ascending', () => {
    renderAt('/rangliste');
    expect(companies()).toEqual(['Alpha AG', 'Beta AG', 'Zürcher Kantonalbank']);
    expect(header(texts.columns.company)).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: 'Zürcher Kantonalbank' })).toHaveAttribute('href', '/teilnehmer/zkb');
  });

  it('links an archived edition’s rows to its participant pages, under its year', () => {
    renderAt('/2025/rangliste', 2025);
    expect(screen.getByRole('link', { name: 'Zürcher Kantonalbank' })).toHaveAttribute('href', '/2025/teilnehmer/zkb');
  });

  it('shows the overall rank’s movement only when the previous edition’s rank is known', () => {
    const overall = [
      { ...row('Alpha AG', 'alpha', null), rankOverall: 4, prevYearOverall: 6 },
      { ...row('Beta AG', 'beta', null), rankOverall: 5, prevYearOverall: undefined },
    ];
    window.history.replaceState(null, '', '/rangliste');
    render(<RankingTable packed={packRows(overall)} locale="de-CH" texts={rankingTableTexts(t, 'de-CH', overall)} />);
    const [alpha, beta] = screen.getAllByRole('row').slice(1);
    expect(alpha).toHaveTextContent('2 Plätze besser als im Vorjahr');
    expect(beta).not.toHaveTextContent('Vorjahr');
  });

  it('gives ranks and movements an accessible text', () => {
    renderAt('/rangliste');
    const [alpha, beta] = screen.getAllByRole('row').slice(1);
    expect(alpha).toHaveTextContent('3 Plätze besser als im Vorjahr');
    expect(beta).toHaveTextContent(texts.unranked);
  });

  it('reads the query once at load', () => {
    renderAt('/rangliste?sortBy=rankVR&dir=DSC&q=ban');
    expect(header(texts.columns.rankVR)).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('searchbox', { name: texts.searchLabel })).toHaveValue('ban');
    expect(companies()).toEqual(['Zürcher Kantonalbank']);
  });

  it('sorts on a click and writes the query, keeping other parameters', () => {
    renderAt('/rangliste?x=1');
    fireEvent.click(within(header(texts.columns.rankVR)).getByRole('button'));
    expect(companies()).toEqual(['Zürcher Kantonalbank', 'Alpha AG', 'Beta AG']);
    expect(window.location.search).toBe('?x=1&dir=ASC&sortBy=rankVR');
    fireEvent.click(within(header(texts.columns.rankVR)).getByRole('button'));
    expect(companies()).toEqual(['Alpha AG', 'Zürcher Kantonalbank', 'Beta AG']);
    expect(header(texts.columns.rankVR)).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by movement on the toggle, keeps it in the query, and returns to the default order', () => {
    const moved = [
      { ...row('Alpha AG', 'alpha', null), rankOverall: 5, prevYearOverall: 4 },
      { ...row('Beta AG', 'beta', null), rankOverall: 1, prevYearOverall: 9 },
      { ...row('Gamma AG', 'gamma', null), rankOverall: 2, prevYearOverall: null },
      { ...row('Zeta AG', 'zeta', null), rankOverall: 3, prevYearOverall: 3 },
    ];
    const movedTexts = rankingTableTexts(t, 'de-CH', moved);
    window.history.replaceState(null, '', '/rangliste');
    const { unmount } = render(<RankingTable packed={packRows(moved)} locale="de-CH" texts={movedTexts} />);
    const toggle = screen.getByRole('checkbox', { name: texts.movementSort.name });
    // Below the overall rank's heading, whose button stays the one that sorts by rank.
    expect(header(`${texts.columns.rankOverall} ${texts.movementSort.name}`)).toContainElement(toggle);
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(companies()).toEqual(['Beta AG', 'Zeta AG', 'Alpha AG', 'Gamma AG']);
    expect(toggle).toBeChecked();
    expect(window.location.search).toBe('?dir=ASC&sortBy=movement');
    // No column is the sort: each keeps its heading and none says it is sorted.
    expect(screen.getAllByRole('columnheader').filter((th) => th.hasAttribute('aria-sort'))).toEqual([]);
    fireEvent.click(toggle);
    expect(companies()).toEqual(['Alpha AG', 'Beta AG', 'Gamma AG', 'Zeta AG']);
    expect(window.location.search).toBe('?dir=ASC&sortBy=company');
    unmount();

    window.history.replaceState(null, '', '/rangliste?sortBy=movement');
    render(<RankingTable packed={packRows(moved)} locale="de-CH" texts={movedTexts} />);
    expect(companies()).toEqual(['Beta AG', 'Zeta AG', 'Alpha AG', 'Gamma AG']);
    expect(screen.getByRole('checkbox', { name: texts.movementSort.name })).toBeChecked();
    // A click on a column's heading sorts by it and unticks the box.
    fireEvent.click(within(header(`${texts.columns.rankOverall} ${texts.movementSort.name}`)).getByRole('button'));
    expect(new URLSearchParams(window.location.search).get('sortBy')).toBe('rankOverall');
    expect(screen.getByRole('checkbox', { name: texts.movementSort.name })).not.toBeChecked();
  });

  it('offers no sort by movement without the edition before, and ignores it in the query', () => {
    renderAt('/rangliste?sortBy=movement');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(companies()).toEqual(['Alpha AG', 'Beta AG', 'Zürcher Kantonalbank']);
    expect(header(texts.columns.company)).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by the search and shows the no-results row', () => {
    renderAt('/rangliste');
    const search = screen.getByRole('searchbox', { name: texts.searchLabel });
    act(() => {
      fireEvent.change(search, { target: { value: 'zurcher' } });
    });
    expect(companies()).toEqual(['Zürcher Kantonalbank']);
    expect(screen.getByRole('status')).toHaveTextContent('1 von 3 Unternehmen');
    act(() => {
      fireEvent.change(search, { target: { value: 'nichts' } });
    });
    expect(companies()).toEqual([]);
    expect(screen.getByRole('cell', { name: texts.noResults.replace('{query}', 'nichts') })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('nichts');
  });
});

describe('RankingTable: sector filter', () => {
  const sectorRows = [
    { ...row('Alpha AG', 'alpha', 2), sector: 'banks' },
    { ...row('Beta AG', 'beta', null), sector: 'insurance' },
    { ...row('Zürcher Kantonalbank', 'zkb', 1), sector: 'banks' },
  ];
  const sectors = [
    { key: 'banks', name: 'Banken' },
    { key: 'insurance', name: 'Versicherungen' },
    { key: 'utilities-energy', name: 'Energie' },
  ];

  it('offers the sectors the rows hold, with their counts, and filters with the search', () => {
    window.history.replaceState(null, '', '/rangliste?sector=banks');
    render(
      <RankingTable
        packed={packRows(sectorRows)}
        locale="de-CH"
        texts={rankingTableTexts(t, 'de-CH', sectorRows, sectors)}
      />,
    );
    const select = screen.getByRole('combobox', { name: texts.sectorLabel });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([texts.sectorAll, 'Banken (2)', 'Versicherungen (1)']);
    expect(select).toHaveValue('banks');
    expect(companies()).toEqual(['Alpha AG', 'Zürcher Kantonalbank']);
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: texts.searchLabel }), { target: { value: 'alpha' } });
    });
    expect(companies()).toEqual(['Alpha AG']);
    act(() => {
      fireEvent.change(select, { target: { value: '' } });
    });
    expect(new URLSearchParams(window.location.search).has('sector')).toBe(false);
    expect(companies()).toEqual(['Alpha AG']);
  });

  it('has no sector filter when no row has a sector', () => {
    renderAt('/rangliste');
    expect(screen.queryByRole('combobox', { name: texts.sectorLabel })).not.toBeInTheDocument();
  });
});

describe('RankingTable: choosing companies to compare', () => {
  const five = ['Alpha AG', 'Beta AG', 'Gamma AG', 'Delta AG', 'Epsilon AG'].map((company) =>
    row(company, company.slice(0, -3).toLowerCase(), null),
  );
  const toggle = (company: string) =>
    screen.getByRole('button', { name: texts.compare.toggle.replace('{name}', company) });
  const tray = () => screen.queryByRole('complementary', { name: texts.compare.title });

  beforeEach(() => window.sessionStorage.clear());

  function renderFive() {
    window.history.replaceState(null, '', '/rangliste');
    render(<RankingTable packed={packRows(five)} locale="de-CH" texts={rankingTableTexts(t, 'de-CH', five)} />);
  }

  it('shows a tray with the chosen companies and a link to their comparison, and keeps them for the tab', () => {
    renderFive();
    expect(tray()).not.toBeInTheDocument();
    fireEvent.click(toggle('Gamma AG'));
    fireEvent.click(toggle('Alpha AG'));
    expect(toggle('Gamma AG')).toHaveAttribute('aria-pressed', 'true');
    expect(tray()).toHaveTextContent('Gamma AG');
    expect(within(tray()!).getByRole('link', { name: texts.compare.link })).toHaveAttribute(
      'href',
      '/vergleich?refs=gamma,alpha',
    );
    expect(window.sessionStorage.getItem('compareChoice')).toBe('gamma,alpha');
    fireEvent.click(within(tray()!).getByRole('button', { name: texts.compare.remove.replace('{name}', 'Gamma AG') }));
    expect(toggle('Gamma AG')).toHaveAttribute('aria-pressed', 'false');
    expect(within(tray()!).getByRole('link')).toHaveAttribute('href', '/vergleich?refs=alpha');
  });

  it('takes no fifth company and says why', () => {
    renderFive();
    for (const company of ['Alpha AG', 'Beta AG', 'Gamma AG', 'Delta AG']) fireEvent.click(toggle(company));
    expect(toggle('Epsilon AG')).toBeDisabled();
    expect(tray()).toHaveTextContent(texts.compare.full);
    fireEvent.click(toggle('Beta AG'));
    expect(toggle('Epsilon AG')).toBeEnabled();
  });

  it('offers no choice on an archived edition', () => {
    window.sessionStorage.setItem('compareChoice', 'alpha');
    window.history.replaceState(null, '', '/2025/rangliste');
    render(
      <RankingTable
        packed={packRows(five)}
        locale="de-CH"
        archivedYear={2025}
        texts={rankingTableTexts(t, 'de-CH', five)}
      />,
    );
    expect(screen.queryByRole('button', { name: texts.compare.toggle.replace('{name}', 'Alpha AG') })).toBeNull();
    expect(tray()).not.toBeInTheDocument();
  });

  it('docks the tray below the rows when five or fewer are shown, and floats it over a longer table', () => {
    const six = [...five, row('Zeta AG', 'zeta', null)];
    window.history.replaceState(null, '', '/rangliste');
    render(<RankingTable packed={packRows(six)} locale="de-CH" texts={rankingTableTexts(t, 'de-CH', six)} />);
    fireEvent.click(toggle('Alpha AG'));
    // CSS modules map to their class names in the tests.
    expect(tray()!.className).not.toMatch(/trayDocked/);
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: texts.searchLabel }), { target: { value: 'eta' } });
    });
    expect(companies()).toEqual(['Beta AG', 'Zeta AG']);
    expect(tray()!.className).toMatch(/trayDocked/);
  });

  it('restores the stored choice, ignoring what is not a row', () => {
    window.sessionStorage.setItem('compareChoice', 'delta,nestle,<b>,alpha');
    renderFive();
    expect(within(tray()!).getByRole('link')).toHaveAttribute('href', '/vergleich?refs=delta,alpha');
  });
});

describe('RankingTable: the sticky head and the legend', () => {
  /** The sticky head's copy of the column heads: hidden from assistive technology, so not found by role. */
  const copy = () => document.querySelector<HTMLElement>('[aria-hidden="true"]:has(> div > div > div > button)')!;
  const region = () => screen.getByRole('region', { name: texts.regionLabel });

  it('puts the legend between the tools and the table', () => {
    window.history.replaceState(null, '', '/rangliste');
    render(
      <RankingTable
        packed={packRows(rows)}
        locale="de-CH"
        texts={tableTexts}
        legend={<ul aria-label={texts.legendLabel} />}
      />,
    );
    const legend = screen.getByRole('list', { name: texts.legendLabel });
    const following = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(following(screen.getByRole('searchbox'), legend)).toBe(true);
    expect(following(legend, screen.getByRole('table'))).toBe(true);
  });

  it('copies the column heads, hidden from assistive technology and out of the tab order, and sorts from them', () => {
    renderAt('/rangliste');
    const head = copy();
    expect(head).not.toBeNull();
    expect(head.closest('table')).toBeNull();
    expect([...head.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      texts.columns.company,
      texts.columns.rankVR,
      texts.columns.rankDS,
      texts.columns.rankOverall,
    ]);
    expect(head).toHaveTextContent(texts.columns.certificate);
    for (const button of head.querySelectorAll('button')) expect(button).toHaveAttribute('tabindex', '-1');
    // Only the table's own head is a column header.
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);

    fireEvent.click(within(head).getByText(texts.columns.rankVR));
    expect(companies()).toEqual(['Zürcher Kantonalbank', 'Alpha AG', 'Beta AG']);
    expect(header(texts.columns.rankVR)).toHaveAttribute('aria-sort', 'ascending');
    expect(within(head).getByText(texts.columns.rankVR).parentElement).toHaveAttribute('data-sort', 'ascending');
  });

  it('keeps the copy’s sideways scroll with the table’s and watches the table’s size', () => {
    renderAt('/rangliste');
    expect(observed).toContain(region());
    region().scrollLeft = 120;
    fireEvent.scroll(region());
    expect(copy().scrollLeft).toBe(120);
  });

  it('gives the compare toggles their visible label, as a CSS string, in the current edition only', () => {
    renderAt('/rangliste');
    expect(screen.getByRole('table').style.getPropertyValue('--compare-label')).toBe(`"${texts.compare.link}"`);
    cleanup();
    renderAt('/2025/rangliste', 2025);
    expect(screen.getByRole('table').style.getPropertyValue('--compare-label')).toBe('');
  });
});

describe('RankingTable: the rows are HTML, changed through the DOM', () => {
  const rowOf = (company: string) => screen.getByRole('rowheader', { name: new RegExp(company) }).closest('tr')!;

  beforeEach(() => {
    window.sessionStorage.clear();
    push.mockClear();
  });

  it('keeps the same row elements through a sort, a search and a choice, and never touches their cells', () => {
    renderAt('/rangliste');
    const before = ['Alpha AG', 'Beta AG', 'Zürcher Kantonalbank'].map(rowOf);
    // React keeps its fiber on every element it renders (a `__reactFiber$…` key); the rows have none.
    const reactOwned = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'));
    expect(reactOwned(before[0]!.closest('tbody')!)).toBe(true);
    expect([...before, ...before.flatMap((tr) => [...tr.querySelectorAll('*')])].some(reactOwned)).toBe(false);
    const table = screen.getByRole('table');
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });

    fireEvent.click(within(header(texts.columns.rankVR)).getByRole('button'));
    expect(companies()).toEqual(['Zürcher Kantonalbank', 'Alpha AG', 'Beta AG']);
    act(() => {
      fireEvent.change(screen.getByRole('searchbox', { name: texts.searchLabel }), { target: { value: 'alpha' } });
    });
    expect(companies()).toEqual(['Alpha AG']);
    fireEvent.click(screen.getByRole('button', { name: texts.compare.toggle.replace('{name}', 'Alpha AG') }));
    records.push(...observer.takeRecords());
    observer.disconnect();

    expect(before.map((tr) => tr.isConnected)).toEqual([true, true, true]);
    const rowsNow = [...table.querySelectorAll('tr[data-ref]')];
    expect(before.every((tr) => rowsNow.includes(tr))).toBe(true);
    // Rows move and hide, the toggle is pressed; nothing inside a cell is rendered again.
    const inCells = records.filter((r) => r.target instanceof Element && r.target.closest('td, th[scope="row"]'));
    expect(inCells.map((r) => `${r.type} ${r.attributeName}`)).toEqual(['attributes aria-pressed']);
    expect(records.some((r) => r.type === 'characterData')).toBe(false);
  });

  it('navigates client-side on a plain click on a row link or elsewhere on the row', () => {
    renderAt('/rangliste');
    const link = screen.getByRole('link', { name: 'Zürcher Kantonalbank' });
    expect(fireEvent.click(link)).toBe(false);
    expect(push).toHaveBeenLastCalledWith('/teilnehmer/zkb');
    fireEvent.click(within(rowOf('Alpha AG')).getAllByRole('cell')[0]!);
    expect(push).toHaveBeenLastCalledWith('/teilnehmer/alpha');
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('leaves a modified click on a row link to the browser', () => {
    renderAt('/rangliste');
    const link = screen.getByRole('link', { name: 'Alpha AG' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('opens a row in a new tab on a modified click elsewhere on the row', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderAt('/2025/rangliste', 2025);
    fireEvent.click(within(rowOf('Beta AG')).getAllByRole('cell')[1]!, { metaKey: true });
    expect(open).toHaveBeenCalledWith('http://localhost/2025/teilnehmer/beta', '_blank', 'noopener');
    expect(push).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
