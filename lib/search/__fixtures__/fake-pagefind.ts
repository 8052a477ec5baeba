import type { Pagefind, PagefindResultData } from '../hit';

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
export const pages: Page[] = [
  ...Array.from({ length: 11 }, (_, i) =>
    page(`/seite-${i}`, `Zürcher Kantonalbank ${i}`, 'zurcher', { edition: '2026', kind: 'award' }),
  ),
  page('/2025/teilnehmer/zkb', 'Zürcher Kantonalbank', 'zurcher', { edition: '2025', kind: 'company' }),
  page('/2024/teilnehmer/zkb', 'Zürcher Kantonalbank', 'zurcher', { edition: '2024', kind: 'company' }),
  page('/kriterien', 'Kriterien', 'kriterien', { kind: 'text' }),
];

/**
 * A stand-in for the index's browser module in tests: a page matches when its words contain the
 * term and it has every filter given; each search counts its results per edition.
 */
export function fakePagefind(): jest.Mocked<Pagefind> {
  return {
    options: jest.fn<Promise<void>, [object]>(async () => {}),
    init: jest.fn(async () => {}),
    preload: jest.fn<Promise<void>, [string]>(async () => {}),
    filters: jest.fn(async () => ({})),
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
