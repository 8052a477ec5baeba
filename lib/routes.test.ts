/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { localeCodes, type Locale } from './i18n/locales';
import { editionPath, mainNav, metaNav, pageKeys, pagePath, participantPath, routes } from './routes';

describe('routes (spec section 2)', () => {
  it('has the spec paths', () => {
    expect(routes.home.path).toBe('/');
    expect(routes.winners.path).toBe('/gewinner');
    expect(routes.ranking.path).toBe('/rangliste');
    expect(routes.criteria.path).toBe('/kriterien');
    expect(routes.specialMention.path).toBe('/special-mention');
    expect(routes.about.path).toBe('/ueber-uns');
    expect(routes.gallery.path).toBe('/galerie');
    expect(routes.contact.path).toBe('/kontakt');
    expect(routes.privacy.path).toBe('/datenschutz');
    expect(routes.archive.path).toBe('/archiv');
    expect(routes.notFound.path).toBe('/404');
  });

  it('uses the header colours the spec fixes', () => {
    for (const key of ['home', 'about', 'gallery'] as const) expect(routes[key].headerColour).toBe('white');
    expect(routes.contact.headerColour).toBe('gold');
    for (const key of ['criteria', 'jury', 'downloads'] as const) expect(routes[key].headerColour).toBe('black');
    for (const key of [
      'winners',
      'ranking',
      'specialMention',
      'partners',
      'privacy',
      'participant',
      'notFound',
    ] as const) {
      expect(['red', 'gold']).toContain(routes[key].headerColour);
    }
  });

  it('lists main and meta navigation in spec order, the archive last in the meta navigation', () => {
    expect(mainNav).toEqual(['winners', 'ranking', 'criteria', 'jury']);
    expect(metaNav).toEqual(['about', 'partners', 'downloads', 'gallery', 'press', 'archive']);
  });
});

describe('participantPath', () => {
  it('builds /teilnehmer/{ref} with an optional category', () => {
    expect(participantPath('sika')).toBe('/teilnehmer/sika');
    expect(participantPath('sika', 0)).toBe('/teilnehmer/sika?category=0');
    expect(participantPath('a b')).toBe('/teilnehmer/a%20b');
  });

  it('puts an archived edition’s page under its year', () => {
    expect(participantPath('sika', undefined, 2025)).toBe('/2025/teilnehmer/sika');
    expect(participantPath('sika', 1, 2025)).toBe('/2025/teilnehmer/sika?category=1');
  });
});

describe('editionPath', () => {
  it('keeps the current edition at the spec’s paths', () => {
    expect(editionPath('/rangliste')).toBe('/rangliste');
    expect(editionPath('/')).toBe('/');
  });

  it('puts an archived edition’s pages under its year, its home page at /{year}', () => {
    expect(editionPath('/rangliste', 2025)).toBe('/2025/rangliste');
    expect(editionPath('/', 2025)).toBe('/2025');
  });
});

describe('the route folders of app/', () => {
  const app = path.resolve(__dirname, '../app');
  const trees: Record<Locale, string> = { 'de-CH': path.join(app, '(de)'), 'en-GB': path.join(app, 'en') };

  /** Every folder of a tree with a page.tsx, relative to it; a trailing [param] folder is its page's. */
  function pageFolders(dir: string, rel = ''): string[] {
    return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
      if (entry.isFile()) return entry.name === 'page.tsx' ? [rel.replace(/\/?\[(?!year\])[^\]]+\]$/, '')] : [];
      return entry.isDirectory() ? pageFolders(dir, path.posix.join(rel, entry.name)) : [];
    });
  }

  /** The German not-found page is app/global-not-found.tsx, the one page for every unknown URL. */
  const inTree = (key: string, locale: Locale) => key !== 'notFound' || locale !== 'de-CH';
  const folderOf = (key: (typeof pageKeys)[number], locale: Locale) => pagePath(key, locale).slice(1);

  it.each(localeCodes)('has a folder for every page of the list and no other (%s)', (locale) => {
    const expected = pageKeys
      .filter((key) => inTree(key, locale))
      .flatMap((key) => [folderOf(key, locale), ...(routes[key].archived ? [`[year]/${folderOf(key, locale)}`] : [])]);
    expect(pageFolders(trees[locale]).sort()).toEqual(expected.sort());
    expect(fs.existsSync(path.join(app, 'global-not-found.tsx'))).toBe(true);
  });

  it.each(localeCodes)("gives each page's route file its own key and locale (%s)", (locale) => {
    for (const key of pageKeys.filter((k) => inTree(k, locale) && k !== 'participant')) {
      const folders = [folderOf(key, locale), ...(routes[key].archived ? [`[year]/${folderOf(key, locale)}`] : [])];
      for (const folder of folders) {
        const source = fs.readFileSync(path.join(trees[locale], folder, 'page.tsx'), 'utf8');
        expect([folder, source.includes(`'${key}'`), source.includes(`'${locale}'`)]).toEqual([folder, true, true]);
      }
    }
  });
});
