/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesUnder } from '../files/walk';
import type { SearchSite } from './page-facts';
import { describeSearchIndex, writeSearchIndex } from './search-index';

/** Pages as the site writes them: the shell's marks on main, chrome around and inside it. */
const page = (lang: string, main: string, body = true) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>Seite | Rating</title></head><body>` +
  `<header><nav><a href="/rangliste">Rangliste</a></nav></header>` +
  `<main id="main"${body ? ' data-pagefind-body=""' : ''}>${main}</main>` +
  `<footer>Kontakt Impressum</footer></body></html>`;

const pages: Record<string, string> = {
  'index.html': page(
    'de-CH',
    '<h1>Die besten Geschäfts\u00adberichte der Schweiz</h1><p>Die Jury bewertet jedes Jahr.</p>' +
      '<div data-pagefind-ignore="all"><h2>Gewinner</h2><a href="/teilnehmer/abb">Sliderfirma</a>' +
      '<img src="/globalassets/participants/2026/abb.jpg" alt="Bildfirma"></div>',
  ),
  'rangliste.html': page(
    'de-CH',
    '<nav aria-label="Pfad"><a href="/">Start</a></nav><h1>Rangliste</h1><p>Die Rangliste des Jahres.</p>' +
      '<div data-pagefind-ignore="all"><table><tr><td>Zeilenfirma</td></tr></table></div>',
  ),
  'en/2025/teilnehmer/swisscom.html': page(
    'en-GB',
    '<aside data-pagefind-ignore="all"><p>An archived edition</p></aside><h1>Swisscom AG</h1>' +
      '<p>Value reporting and design.</p><section data-pagefind-ignore="all"><a href="/x">Peerfirma</a></section>',
  ),
  'suche.html': page('de-CH', '<h1>Suche</h1><p>Suchseite</p>', false),
};

const site: SearchSite = {
  currentYear: 2026,
  participants: new Map([
    [2026, new Map()],
    [2025, new Map([['swisscom', 'technology-telecom']])],
  ]),
};

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function siteWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  made.push(dir);
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

/** A packed file of the bundle: gzip, then Pagefind's marker before the JSON. */
const unpack = (file: string) =>
  zlib
    .gunzipSync(fs.readFileSync(file))
    .toString('utf8')
    .replace(/^pagefind_dcd/, '');

interface Fragment {
  url: string;
  content: string;
  filters: Record<string, string[]>;
  meta: Record<string, string>;
}

describe('writeSearchIndex, with the real Pagefind', () => {
  let dir: string;
  let report: Awaited<ReturnType<typeof writeSearchIndex>>;
  let fragments: Fragment[];

  beforeAll(async () => {
    dir = siteWith({ ...pages, 'assets/data.json': '{}' });
    report = await writeSearchIndex(dir, site);
    const fragmentDir = path.join(dir, 'pagefind/fragment');
    fragments = fs.readdirSync(fragmentDir).map((file) => JSON.parse(unpack(path.join(fragmentDir, file))) as Fragment);
  }, 30_000);

  it('indexes the marked pages, one index per language, and counts them', () => {
    expect(report.pages).toEqual({ 'de-CH': 2, 'en-GB': 1 });
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual(['de-ch', 'en-gb']);
    expect(entry.languages['de-ch']?.page_count).toBe(2);
    expect(entry.languages['en-gb']?.page_count).toBe(1);
    expect(describeSearchIndex(report)).toMatch(/^de-CH 2, en-GB 1 pages; \d+ files, \d+\.\d MB$/);
  });

  it('keeps only the files the site serves', () => {
    const files = filesUnder(path.join(dir, 'pagefind')).map((file) => file.split(path.sep).join('/'));
    expect(files).toHaveLength(report.files);
    const top = files.filter((file) => !file.includes('/'));
    expect(top.filter((file) => !file.endsWith('.pf_meta')).sort()).toEqual([
      'pagefind-entry.json',
      'pagefind-worker.js',
      'pagefind.js',
      'wasm.de-ch.pagefind',
      'wasm.en-gb.pagefind',
    ]);
    expect(top.filter((file) => file.endsWith('.pf_meta'))).toHaveLength(2);
    for (const file of files.filter((f) => f.includes('/')))
      expect(file).toMatch(/^(index\/.+\.pf_index|fragment\/.+\.pf_fragment|filter\/.+\.pf_filter)$/);
    expect(files.some((file) => file.startsWith('filter/'))).toBe(true);
    expect(report.bytes).toBe(files.reduce((sum, f) => sum + fs.statSync(path.join(dir, 'pagefind', f)).size, 0));
  });

  it('records each page under its clean URL, with its filters and metadata', () => {
    const byUrl = new Map(fragments.map((fragment) => [fragment.url, fragment]));
    expect([...byUrl.keys()].sort()).toEqual(['/', '/en/2025/teilnehmer/swisscom', '/rangliste']);
    expect(byUrl.get('/en/2025/teilnehmer/swisscom')).toMatchObject({
      filters: { kind: ['company'], edition: ['2025'], sector: ['technology-telecom'] },
      meta: { title: 'Swisscom AG', kind: 'company', edition: '2025' },
    });
    expect(byUrl.get('/rangliste')).toMatchObject({
      filters: { kind: ['ranking'], edition: ['2026'] },
      meta: { title: 'Rangliste', kind: 'ranking', edition: '2026' },
    });
    expect(byUrl.get('/')).toMatchObject({
      filters: { kind: ['text'], edition: ['2026'] },
      meta: { title: 'Die besten Geschäfts\u00adberichte der Schweiz', kind: 'text', edition: '2026' },
    });
    expect(byUrl.get('/')?.filters.sector).toBeUndefined();
    // An image in an ignored part does not become the result's image (whose address is indexed).
    expect(byUrl.get('/')?.meta.image).toBeUndefined();
  });

  it('indexes the text of main only, without what is marked to ignore, navigation or footer', () => {
    const text = fragments.map((fragment) => fragment.content).join(' ');
    expect(text).toContain('Die Jury bewertet jedes Jahr.');
    expect(text).toContain('Value reporting and design.');
    for (const left of [
      'Sliderfirma',
      'Zeilenfirma',
      'Peerfirma',
      'archived edition',
      'Start',
      'Impressum',
      'Suchseite',
    ])
      expect(text).not.toContain(left);
  });

  it('leaves the pages on disk as they were', () => {
    for (const [file, html] of Object.entries(pages)) expect(fs.readFileSync(path.join(dir, file), 'utf8')).toBe(html);
  });
});

describe('writeSearchIndex, refusing', () => {
  it('refuses a page in a language the site does not have', async () => {
    const dir = siteWith({ 'index.html': pages['index.html']!, 'fr.html': page('fr-CH', '<h1>Bonjour</h1>') });
    await expect(writeSearchIndex(dir, site)).rejects.toThrow(/fr\.html: <html lang="fr-CH"> is not a language/);
    expect(fs.existsSync(path.join(dir, 'pagefind'))).toBe(false);
  });

  it('refuses a site where no page is marked, rather than write an empty index', async () => {
    const dir = siteWith({ 'suche.html': pages['suche.html']! });
    await expect(writeSearchIndex(dir, site)).rejects.toThrow(/no page is marked/);
  });

  it('refuses a participant page the content does not know', async () => {
    const dir = siteWith({ 'teilnehmer/unbekannt.html': page('de-CH', '<h1>Unbekannt</h1>') });
    await expect(writeSearchIndex(dir, site)).rejects.toThrow(/no participant "unbekannt"/);
  });

  it('refuses to write over a pagefind folder the site has of its own', async () => {
    const dir = siteWith({ 'index.html': pages['index.html']!, 'pagefind/own.txt': 'x' });
    await expect(writeSearchIndex(dir, site)).rejects.toThrow(/pagefind\/ of its own/);
  });
});
