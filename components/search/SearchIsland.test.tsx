import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import deCH from '@/content/i18n/de-CH.json';
import { SEARCH_DEBOUNCE_MS, SearchIsland } from './SearchIsland';
import { loadPagefind } from './loadPagefind';
import type { Messages } from '@/lib/content/message-schema';
import { fakePagefind } from '@/lib/search/__fixtures__/fake-pagefind';
import type { Pagefind } from '@/lib/search/hit';
import { searchTexts } from '@/lib/search/texts';

jest.mock('./loadPagefind', () => ({ loadPagefind: jest.fn() }));

const messages = deCH as unknown as Messages;
const texts = searchTexts(createTranslator({ locale: 'de-CH', messages, namespace: 'search' }), 'de-CH');
const t = deCH.search;

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
    // The ten most relevant and the two editions' best; the thirteenth on "more", focused.
    expect(resultLinks()).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: t.results.more }));
    await act(async () => {});
    expect(resultLinks()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: t.results.more })).toBeNull();
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

  it('keeps words typed before the page hydrated', async () => {
    window.history.replaceState(null, '', '/suche?kind=company');
    const island = <SearchIsland action="/suche" texts={texts} editions={editions} sectors={sectors} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    // The reader types into the server's field before the island hydrates.
    container.querySelector('input')!.value = 'zurcher';
    await act(async () => {
      hydrateRoot(container, island);
    });
    await act(async () => {});
    expect(pagefind.search).toHaveBeenCalledWith('zurcher', { filters: { kind: 'company' } });
    expect(window.location.search).toBe('?kind=company&q=zurcher');
    expect(container.querySelector('input')).toHaveValue('zurcher');
    container.remove();
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
    expect(resultLinks()).toHaveLength(12);
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
