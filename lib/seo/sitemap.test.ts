import { localePaths, sitemapEntries } from './sitemap';
import { pageKeys } from '../routes';

describe('sitemap', () => {
  it('lists every page but the participant template and not-found, and each participant', () => {
    const paths = localePaths([{ refs: ['sika', 'abb'] }]);
    expect(paths).toHaveLength(pageKeys.length - 2 + 2);
    expect(paths).toContain('/rangliste');
    expect(paths).toContain('/archiv');
    expect(paths).toContain('/teilnehmer/sika');
    expect(paths).not.toContain('/404');
    expect(paths).not.toContain('/teilnehmer');
  });

  it('adds each archived edition’s winners, ranking and special-mention pages and participants under its year', () => {
    const current = localePaths([{ refs: ['sika'] }]);
    const paths = localePaths([{ refs: ['sika'] }, { archivedYear: 2025, refs: ['sika', 'abb'] }]);
    expect(paths.slice(current.length)).toEqual([
      '/2025/gewinner',
      '/2025/rangliste',
      '/2025/special-mention',
      '/2025/presse',
      '/2025/teilnehmer/sika',
      '/2025/teilnehmer/abb',
    ]);
    // The other pages are not by edition: no /2025/kriterien.
    expect(paths).not.toContain('/2025/kriterien');
    expect(paths).not.toContain('/2025');
  });

  it('writes one absolute entry per language with reciprocal alternates and x-default', () => {
    const entries = sitemapEntries('https://example.ch/', ['/', '/kriterien']);
    expect(entries.map((e) => e.url)).toEqual([
      'https://example.ch',
      'https://example.ch/en',
      'https://example.ch/kriterien',
      'https://example.ch/en/kriterien',
    ]);
    for (const entry of entries) {
      const languages = entry.alternates?.languages as Record<string, string>;
      expect(Object.values(languages)).toContain(entry.url);
      expect(languages['x-default']).toBe(languages['de-CH']);
    }
    expect(entries[2]?.alternates?.languages).toEqual({
      'de-CH': 'https://example.ch/kriterien',
      'en-GB': 'https://example.ch/en/kriterien',
      'x-default': 'https://example.ch/kriterien',
    });
  });
});
