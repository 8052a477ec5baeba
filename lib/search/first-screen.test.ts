import { newestFirstPerTitle, spreadEditions } from './first-screen';

const r = (id: string, edition?: string) => ({ id, ...(edition && { edition }) });
const ids = (results: { id: string }[]) => results.map((result) => result.id);

describe('spreadEditions', () => {
  it('keeps the order of relevance when every edition is on the first screen already', () => {
    const results = [r('a', '2026'), r('b'), r('c', '2025'), r('d', '2026')];
    expect(ids(spreadEditions(results, 4))).toEqual(['a', 'b', 'c', 'd']);
  });

  it("pulls each edition's best result into the first screen, in place of the least relevant others", () => {
    const results = [
      r('n1', '2026'),
      r('n2', '2026'),
      r('t1'),
      r('n3', '2026'),
      r('n4', '2026'),
      r('o1', '2025'),
      r('o2', '2025'),
      r('p1', '2024'),
    ];
    expect(ids(spreadEditions(results, 5))).toEqual(['n1', 'n2', 't1', 'o1', 'p1', 'n3', 'n4', 'o2']);
  });

  it('shows only the leads first when there are more editions than places', () => {
    const results = [r('a', '2026'), r('b', '2026'), r('c', '2025'), r('d', '2024')];
    expect(ids(spreadEditions(results, 2))).toEqual(['a', 'c', 'd', 'b']);
  });

  it('leaves results without an edition in their place', () => {
    const results = [r('criteria'), r('jury'), r('ranking', '2026')];
    expect(ids(spreadEditions(results, 10))).toEqual(['criteria', 'jury', 'ranking']);
  });

  it('returns every result once', () => {
    const results = Array.from({ length: 30 }, (_, i) => r(`x${i}`, String(2020 + (i % 7))));
    const spread = spreadEditions(results, 10);
    expect(new Set(ids(spread)).size).toBe(30);
    expect(new Set(spread.slice(0, 10).map((result) => result.edition)).size).toBe(7);
  });
});

describe('newestFirstPerTitle', () => {
  const t = (id: string, title: string, edition?: string) => ({ id, title, ...(edition && { edition }) });

  it('puts the editions of one title newest first, in the places they hold', () => {
    const results = [
      t('a', 'Swisscom AG', '2022'),
      t('w', 'Gewinner 2026', '2026'),
      t('b', 'Swisscom AG', '2025'),
      t('c', 'Swisscom AG', '2024'),
      t('k', 'Kriterien'),
    ];
    expect(ids(newestFirstPerTitle(results))).toEqual(['b', 'w', 'c', 'a', 'k']);
  });

  it('leaves results without an edition and single titles alone', () => {
    const results = [t('k', 'Kriterien'), t('j', 'Jury'), t('r', 'Rangliste 2024', '2024')];
    expect(ids(newestFirstPerTitle(results))).toEqual(['k', 'j', 'r']);
  });
});
