import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import deCH from '@/content/i18n/de-CH.json';
import { SEARCH_DEBOUNCE_MS, SearchIsland } from './SearchIsland';
import { loadPagefind } from './loadPagefind';
import type { Messages } from '@/lib/content/message-schema';
import type { Pagefind, PagefindResultData } from '@/lib/search/hit';
import { searchTexts } from '@/lib/search/texts';

jest.mock('./loadPagefind', () => ({ loadPagefind: jest.fn() }));

const messages = deCH as unknown as Messages;
const texts = searchTexts(createTranslator({ locale: 'de-CH', messages, namespace: 'search' }), 'de-CH');
const t = deCH.search;

type Page = PagefindResultData & { words: string };
const page = (url: string, title: string, words: string, facts: { edition?: string; kind?: string } = {}): Page => ({
  url,
  words,
  excerpt: `Über <mark>${title}</mark> und &lt;b&gt;mehr&lt;/b&gt;`,
  meta: { title, ...facts },
  filters: {
    ...(facts.edition && { edition: [facts.edition] }),
    ...(facts.kind && { kind: [facts.kind] }),
    ...(facts.kind === 'company' && { sector: ['banks'] }),
  },
});

// Relevance order: eleven pages of 2026 before the first of 2025 and 2024.
const pages: Page[] = [
  ...Array.from({ length: 11 }, (_, i) =>
    page(`/seite-${i}`, `Zürcher Kantonalbank ${i}`, 'zurcher', { edition: '2026', kind: 'award' }),
  ),
  page('/2025/teilnehmer/zkb', 'Zürcher Kantonalbank', 'zurcher', { edition: '2025', kind: 'company' }),
  page('/2024/teilnehmer/zkb', 'Zürcher Kantonalbank', 'zurcher', { edition: '2024', kind: 'company' }),
  page('/kriterien', 'Kriterien', 'kriterien', { kind: 'text' }),
];

/** A fake index: a page matches when its words contain the term, and every filter given. */
function fakePagefind(): jest.Mocked<Pagefind> {
  return {
    options: jest.fn<Promise<void>, [object]>(async () => {}),
    init: jest.fn(async () => {}),
    preload: jest.fn<Promise<void>, [string]>(async () => {}),
    search: jest.fn(async (term: string, options?: { filters?: Record<string, string> }) => {
      const found = pages.filter(
        (p) =>
          p.words.includes(term.toLowerCase()) &&
          Object.entries(options?.filters ?? {}).every(([name, value]) => p.filters[name]?.includes(value)),
      );
      const editions: Record<string, number> = {};
      for (const p of found)
        for (const edition of p.filters.edition ?? []) editions[edition] = (editions[edition] ?? 0) + 1;
      return {
        results: found.map((p) => ({ id: p.url, data: async () => p })),
        filters: { edition: editions },
      };
    }),
  };
}

let pagefind: jest.Mocked<Pagefind>;
beforeEach(() => {
  jest.useFakeTimers();
  pagefind = fakePagefind();
  jest.mocked(loadPagefind).mockReset().mockResolvedValue(pagefind);
});
afterEach(() => jest.useRealTimers());

const editions = ['2026', '2025', '2024'].map((year) => ({ value: year, label: year }));
const sectors = [{ value: 'banks', label: 'Banken' }];

async function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(<SearchIsland action="/suche" texts={texts} editions={editions} sectors={sectors} />);
  await act(async () => {});
}

const field = () => screen.getByRole('searchbox', { name: t.form.label });
const status = () => screen.getByRole('status');
const resultLinks = () => within(screen.getByRole('list')).getAllByRole('link');

async function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  await act(async () => {});
}

describe('SearchIsland', () => {
  it('is a GET form to the search page, with the no-JavaScript note in its HTML', async () => {
    await renderAt('/suche');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/suche');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'q');
    expect(screen.getByText(t.noScript)).toBeInTheDocument();
  });

  it('loads no index until the field is focused or there is something to search', async () => {
    await renderAt('/suche');
    expect(loadPagefind).not.toHaveBeenCalled();
    fireEvent.focus(field());
    expect(loadPagefind).toHaveBeenCalledTimes(1);
  });

  it('searches as the reader types, after a pause, and writes the words into the address', async () => {
    await renderAt('/suche');
    fireEvent.change(field(), { target: { value: 'zurcher' } });
    expect(pagefind.search).not.toHaveBeenCalled();
    await type('zurcher');
    expect(pagefind.search).toHaveBeenCalledWith('zurcher', { filters: {} });
    expect(status()).toHaveTextContent('13 Treffer');
    expect(window.location.search).toBe('?q=zurcher');
  });

  it("shows every edition's best result on the first screen", async () => {
    await renderAt('/suche');
    await type('zurcher');
    const firstScreen = resultLinks()
      .slice(0, 10)
      .map((link) => link.getAttribute('href'));
    expect(firstScreen).toContain('/2025/teilnehmer/zkb');
    expect(firstScreen).toContain('/2024/teilnehmer/zkb');
    expect(resultLinks()).toHaveLength(13);
  });

  it('shows title, edition, kind, sector and the excerpt with the words marked, markup as text', async () => {
    await renderAt('/suche?q=zurcher&edition=2025');
    const item = resultLinks()[0]!.closest('li') as HTMLElement;
    expect(within(item).getByRole('link')).toHaveTextContent('Zürcher Kantonalbank2025');
    expect(item).toHaveTextContent(`${t.filters.kinds.company} · Banken`);
    expect(item.querySelector('mark')).toHaveTextContent('Zürcher Kantonalbank');
    expect(item).toHaveTextContent('und <b>mehr</b>');
    expect(item.querySelector('b')).toBeNull();
  });

  it('restores words and filters from the address and searches with them at once', async () => {
    await renderAt('/suche?q=zurcher&edition=2024&kind=company&sector=nonsense!');
    expect(field()).toHaveValue('zurcher');
    expect(screen.getByRole('combobox', { name: t.filters.edition })).toHaveValue('2024');
    expect(screen.getByRole('combobox', { name: t.filters.kind })).toHaveValue('company');
    expect(screen.getByRole('combobox', { name: t.filters.sector })).toHaveValue('');
    expect(pagefind.search).toHaveBeenCalledWith('zurcher', { filters: { edition: '2024', kind: 'company' } });
    expect(resultLinks().map((link) => link.getAttribute('href'))).toEqual(['/2024/teilnehmer/zkb']);
  });

  it('combines filters and writes them into the address; the reset removes them', async () => {
    await renderAt('/suche?q=zurcher');
    fireEvent.change(screen.getByRole('combobox', { name: t.filters.kind }), { target: { value: 'company' } });
    await act(async () => {});
    fireEvent.change(screen.getByRole('combobox', { name: t.filters.sector }), { target: { value: 'banks' } });
    await act(async () => {});
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      q: 'zurcher',
      sector: 'banks',
      kind: 'company',
    });
    expect(resultLinks()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: t.form.reset }));
    await act(async () => {});
    expect(window.location.search).toBe('?q=zurcher');
    expect(resultLinks()).toHaveLength(13);
  });

  it('says so when nothing matches', async () => {
    await renderAt('/suche');
    await type('xylophon');
    expect(status()).toHaveTextContent('Keine Treffer für «xylophon».');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('searches at once on Enter', async () => {
    await renderAt('/suche');
    fireEvent.change(field(), { target: { value: 'kriterien' } });
    fireEvent.submit(screen.getByRole('search'));
    await act(async () => {});
    expect(resultLinks().map((link) => link.getAttribute('href'))).toEqual(['/kriterien']);
  });

  it('moves through field and results with the arrow keys', async () => {
    await renderAt('/suche?q=zurcher');
    field().focus();
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(resultLinks()[0]).toHaveFocus();
    fireEvent.keyDown(resultLinks()[0]!, { key: 'ArrowDown' });
    expect(resultLinks()[1]).toHaveFocus();
    fireEvent.keyDown(resultLinks()[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(resultLinks()[0]!, { key: 'ArrowUp' });
    expect(field()).toHaveFocus();
  });

  it('says so when the index cannot be loaded, and tries again on the next search', async () => {
    jest.mocked(loadPagefind).mockRejectedValueOnce(new Error('offline'));
    await renderAt('/suche');
    await type('zurcher');
    expect(status()).toHaveTextContent(t.results.error);
    await type('kriterien');
    expect(resultLinks()).toHaveLength(1);
  });
});
