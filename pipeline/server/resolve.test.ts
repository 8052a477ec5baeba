/** @jest-environment node */
import path from 'node:path';
import { cacheControl, contentType, isCompressible, pageUrlPath, resolveRequest } from './resolve';

/** The out/ folder as a set of relative file paths. */
const files = new Set([
  'index.html',
  'rangliste.html',
  '404.html',
  'en.html',
  'en/index.html',
  'en/rangliste.html',
  'en/404.html',
  'teilnehmer/sika.html',
  'assets/ranking.json',
  'galerie/index.html',
]);
const isFile = (relative: string) => files.has(relative);
const resolve = (p: string) => resolveRequest(p, isFile);

describe('resolveRequest', () => {
  it('serves the index for /', () => {
    expect(resolve('/')).toEqual({ kind: 'file', file: 'index.html', status: 200 });
  });

  it('maps clean URLs onto .html files', () => {
    expect(resolve('/rangliste')).toEqual({ kind: 'file', file: 'rangliste.html', status: 200 });
    expect(resolve('/en/rangliste')).toEqual({ kind: 'file', file: 'en/rangliste.html', status: 200 });
    expect(resolve('/teilnehmer/sika')).toEqual({ kind: 'file', file: 'teilnehmer/sika.html', status: 200 });
  });

  it('serves files as they are and folder indexes', () => {
    expect(resolve('/assets/ranking.json')).toMatchObject({ kind: 'file', file: 'assets/ranking.json' });
    expect(resolve('/galerie')).toMatchObject({ kind: 'file', file: 'galerie/index.html' });
  });

  it('redirects trailing slashes permanently', () => {
    expect(resolve('/rangliste/')).toEqual({ kind: 'redirect', location: '/rangliste', status: 308 });
    expect(resolve('/en/')).toEqual({ kind: 'redirect', location: '/en', status: 308 });
  });

  it('re-encodes the redirect target so it cannot leave the site', () => {
    // "/\evil.example" is read by browsers as the protocol-relative "//evil.example".
    expect(resolve('/%5Cevil.example/')).toEqual({ kind: 'redirect', location: '/%5Cevil.example', status: 308 });
    expect(resolve('//evil.example/')).toEqual({ kind: 'redirect', location: '/evil.example', status: 308 });
    expect(resolve('/caf%C3%A9/')).toEqual({ kind: 'redirect', location: '/caf%C3%A9', status: 308 });
  });

  it('keeps path traversal inside the root', () => {
    const seen: string[] = [];
    const spy = (relative: string) => {
      seen.push(relative);
      return isFile(relative);
    };
    expect(resolveRequest('/../../etc/passwd', spy)).toMatchObject({ kind: 'not-found', status: 404 });
    expect(resolveRequest('/%2e%2e/%2e%2e/rangliste', spy)).toMatchObject({ kind: 'file', file: 'rangliste.html' });
    for (const candidate of seen) {
      expect(candidate.startsWith('/')).toBe(false);
      expect(candidate.split('/')).not.toContain('..');
    }
  });

  it('answers 400 to bad percent-encoding and NUL bytes', () => {
    expect(resolve('/%E0%A4%A')).toEqual({ kind: 'bad-request', status: 400 });
    expect(resolve('/rangliste%00.html')).toEqual({ kind: 'bad-request', status: 400 });
  });

  it('answers 404 with the page in the visitor language', () => {
    expect(resolve('/unbekannt')).toEqual({ kind: 'not-found', file: '404.html', status: 404 });
    expect(resolve('/en/unknown')).toEqual({ kind: 'not-found', file: 'en/404.html', status: 404 });
    // "/entry" is not under /en.
    expect(resolve('/entry')).toEqual({ kind: 'not-found', file: '404.html', status: 404 });
  });

  it('answers the not-found pages with 404 even when asked for by name', () => {
    expect(resolve('/404')).toEqual({ kind: 'not-found', file: '404.html', status: 404 });
    expect(resolve('/en/404')).toEqual({ kind: 'not-found', file: 'en/404.html', status: 404 });
  });

  it('falls back to the German 404 when no English one exists', () => {
    expect(resolveRequest('/en/unknown', (f) => f === '404.html')).toMatchObject({ file: '404.html', status: 404 });
  });
});

describe('pageUrlPath', () => {
  it('names an exported page by its clean URL path', () => {
    expect(pageUrlPath('index.html')).toBe('/');
    expect(pageUrlPath('en.html')).toBe('/en');
    expect(pageUrlPath('galerie/index.html')).toBe('/galerie');
    expect(pageUrlPath(path.join('en', '2025', 'teilnehmer', 'sika.html'))).toBe('/en/2025/teilnehmer/sika');
  });

  it('is the path under which the server finds the page again', () => {
    for (const file of [
      'index.html',
      'rangliste.html',
      'en.html',
      'en/rangliste.html',
      'teilnehmer/sika.html',
      'galerie/index.html',
    ])
      expect(resolve(pageUrlPath(file))).toEqual({ kind: 'file', file, status: 200 });
  });
});

describe('headers', () => {
  it('gives content types by extension', () => {
    expect(contentType('index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('a/B.JSON')).toBe('application/json; charset=utf-8');
    expect(contentType('x.unknown')).toBe('application/octet-stream');
  });

  it('serves workbooks as XLSX and does not compress them (they are zip archives)', () => {
    expect(contentType('open-data/ranking.de.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(isCompressible('open-data/ranking.de.xlsx')).toBe(false);
  });

  it('serves the calendar files as text/calendar in UTF-8, compressed', () => {
    expect(contentType('termine/2026.ics')).toBe('text/calendar; charset=utf-8');
    expect(contentType('en/termine/2026.ics')).toBe('text/calendar; charset=utf-8');
    expect(isCompressible('termine/2026.ics')).toBe(true);
  });

  it('serves the press photos as a ZIP and does not compress it', () => {
    expect(contentType('presse/pressebilder-2026.zip')).toBe('application/zip');
    expect(isCompressible('presse/pressebilder-2026.zip')).toBe(false);
  });

  it('caches only hashed build assets for long', () => {
    expect(cacheControl('_next/static/chunks/a.js')).toContain('immutable');
    expect(cacheControl('index.html')).toBe('public, max-age=0, must-revalidate');
  });

  it("caches the search index's hashed folders for long, its files of fixed names briefly", () => {
    for (const file of [
      'pagefind/index/de-ch_1a2b3c4.pf_index',
      'pagefind/fragment/en-gb_5d6e7f8.pf_fragment',
      'pagefind/filter/de-ch_9a8b7c6.pf_filter',
    ])
      expect(cacheControl(file)).toBe('public, max-age=31536000, immutable');
    for (const file of [
      'pagefind/pagefind.js',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind-entry.json',
      'pagefind/wasm.de-ch.pagefind',
      'pagefind/pagefind.de-ch_0123456789abc.pf_meta',
    ])
      expect(cacheControl(file)).toBe('public, max-age=0, must-revalidate');
  });

  it("sends the search index's packed data and WebAssembly as bytes, compressed already", () => {
    for (const file of [
      'pagefind/wasm.de-ch.pagefind',
      'pagefind/pagefind.de-ch_0123.pf_meta',
      'pagefind/index/a.pf_index',
      'pagefind/fragment/a.pf_fragment',
      'pagefind/filter/a.pf_filter',
    ]) {
      expect(contentType(file)).toBe('application/octet-stream');
      expect(isCompressible(file)).toBe(false);
    }
    expect(contentType('pagefind/pagefind.js')).toBe('text/javascript; charset=utf-8');
    expect(isCompressible('pagefind/pagefind-worker.js')).toBe(true);
    expect(contentType('pagefind/pagefind-entry.json')).toBe('application/json; charset=utf-8');
  });

  it('keeps badges for a day and serves them stale for a week while fetching the new one', () => {
    for (const file of ['badge/sika-ag.svg', 'en/badge/sika-ag.svg'])
      expect(cacheControl(file)).toBe('public, max-age=86400, stale-while-revalidate=604800');
    for (const file of ['badge.svg', 'globalassets/badge/x.svg', 'badge/sika-ag.png', 'fr/badge/x.svg'])
      expect(cacheControl(file)).toBe('public, max-age=0, must-revalidate');
  });

  it('compresses text but not images', () => {
    expect(isCompressible('index.html')).toBe(true);
    expect(isCompressible('logo.svg')).toBe(true);
    expect(isCompressible('photo.jpg')).toBe(false);
  });
});
