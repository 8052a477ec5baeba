import { localePaths, sitemapEntries } from './sitemap';
import { pageKeys } from '../routes';

describe('sitemap', () => {
  it('lists every page but the participant template and not-found, and each participant', () => {
    const paths = localePaths(['sika', 'abb']);
    expect(paths).toHaveLength(pageKeys.length - 2 + 2);
    expect(paths).toContain('/rangliste');
    expect(paths).toContain('/teilnehmer/sika');
    expect(paths).not.toContain('/404');
    expect(paths).not.toContain('/teilnehmer');
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
