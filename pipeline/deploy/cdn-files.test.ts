/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BADGE_POLICY, securityHeaders } from '../security/headers';
import { cacheRules, headersFile, redirectsFile, writeCdnFiles } from './cdn-files';

/** A build's folders, as the build leaves them. */
const tree: Record<string, string[]> = {
  '': ['_next', 'assets', 'badge', 'en', 'pagefind', 'rangliste', 'teilnehmer', 'globalassets', 'presse'],
  _next: ['static', 'BUILD_ID'],
  pagefind: ['filter', 'fragment', 'index'],
  en: ['badge', 'rangliste', 'teilnehmer'],
};
const listDirs = (relative: string) => tree[relative] ?? [];

/** How Netlify and Cloudflare Pages match a rule path: * anything, :name one segment. */
function matches(rulePath: string, requestPath: string): boolean {
  const pattern = rulePath
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(requestPath);
}

/** The rules of a _headers file: path and headers. */
function parseHeaders(file: string): { path: string; headers: Record<string, string> }[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (line.startsWith('/')) rules.push({ path: line.trim(), headers: {} });
    else {
      const [name, ...value] = line.trim().split(':');
      rules[rules.length - 1]!.headers[name!] = value.join(':').trim();
    }
  }
  return rules;
}

describe('headersFile', () => {
  const rules = parseHeaders(headersFile(listDirs));

  it('sends the security headers on every path', () => {
    const all = rules.find((r) => r.path === '/*');
    expect(all?.headers).toEqual(securityHeaders());
  });

  it('gives every path exactly one Cache-Control (both hosts join the values of several rules)', () => {
    const expected: [string, string][] = [
      ['/_next/static/chunks/app-1a2b.js', 'public, max-age=31536000, immutable'],
      ['/_next/static/media/font.woff2', 'public, max-age=31536000, immutable'],
      ['/_next/BUILD_ID/_buildManifest.js', 'public, max-age=0, must-revalidate'],
      ['/', 'public, max-age=0, must-revalidate'],
      ['/rangliste', 'public, max-age=0, must-revalidate'],
      ['/rangliste.txt', 'public, max-age=0, must-revalidate'],
      ['/__next.!KGRlKQ.__PAGE__.txt', 'public, max-age=0, must-revalidate'],
      ['/sitemap.xml', 'public, max-age=0, must-revalidate'],
      ['/en', 'public, max-age=0, must-revalidate'],
      ['/en/rangliste', 'public, max-age=0, must-revalidate'],
      ['/en/teilnehmer/abb-ltd', 'public, max-age=0, must-revalidate'],
      ['/teilnehmer/abb-ltd', 'public, max-age=0, must-revalidate'],
      ['/rangliste/__next._tree.txt', 'public, max-age=0, must-revalidate'],
      ['/assets/ranking.json', 'public, max-age=0, must-revalidate'],
      ['/globalassets/participants/abb-ltd.jpg', 'public, max-age=0, must-revalidate'],
      ['/presse', 'public, max-age=0, must-revalidate'],
      ['/presse/pressebilder-2026.zip', 'public, max-age=0, must-revalidate'],
      ['/badge/abb-ltd.svg', 'public, max-age=86400, stale-while-revalidate=604800'],
      ['/en/badge/abb-ltd.svg', 'public, max-age=86400, stale-while-revalidate=604800'],
      ['/en/rangliste/__next._tree.txt', 'public, max-age=0, must-revalidate'],
      ['/pagefind/index/de-ch_1a2b3c4.pf_index', 'public, max-age=31536000, immutable'],
      ['/pagefind/fragment/en-gb_1a2b3c4.pf_fragment', 'public, max-age=31536000, immutable'],
      ['/pagefind/filter/de-ch_1a2b3c4.pf_filter', 'public, max-age=31536000, immutable'],
      ['/pagefind/pagefind.js', 'public, max-age=0, must-revalidate'],
      ['/pagefind/pagefind-worker.js', 'public, max-age=0, must-revalidate'],
      ['/pagefind/pagefind-entry.json', 'public, max-age=0, must-revalidate'],
      ['/pagefind/wasm.de-ch.pagefind', 'public, max-age=0, must-revalidate'],
      ['/pagefind/pagefind.de-ch_0123456789abc.pf_meta', 'public, max-age=0, must-revalidate'],
    ];
    for (const [requestPath, cacheControl] of expected) {
      const values = rules
        .filter((r) => r.headers['Cache-Control'] && matches(r.path, requestPath))
        .map((r) => r.headers['Cache-Control']);
      expect({ requestPath, values }).toEqual({ requestPath, values: [cacheControl] });
    }
  });

  it('lets other sites show the badges, under their own policy', () => {
    for (const requestPath of ['/badge/abb-ltd.svg', '/en/badge/abb-ltd.svg']) {
      const own = rules.filter(
        (r) => r.path !== '/*' && matches(r.path, requestPath) && r.headers['Content-Security-Policy'],
      );
      expect(own.map((r) => r.headers)).toEqual([
        { 'Content-Security-Policy': BADGE_POLICY, 'Cross-Origin-Resource-Policy': 'cross-origin' },
      ]);
    }
    expect(
      rules.some(
        (r) => r.path !== '/*' && matches(r.path, '/teilnehmer/abb-ltd') && r.headers['Cross-Origin-Resource-Policy'],
      ),
    ).toBe(false);
  });

  it('sends the calendar files as text/calendar in UTF-8 in both languages, and nothing else so', () => {
    const typeOf = (requestPath: string) =>
      rules
        .filter((r) => r.headers['Content-Type'] && matches(r.path, requestPath))
        .map((r) => r.headers['Content-Type']);
    expect(typeOf('/termine/2026.ics')).toEqual(['text/calendar; charset=utf-8']);
    expect(typeOf('/en/termine/2022.ics')).toEqual(['text/calendar; charset=utf-8']);
    expect(typeOf('/kontakt')).toEqual([]);
    expect(typeOf('/en/kontakt')).toEqual([]);
  });

  it("stays within Cloudflare Pages' 100 rules", () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    // Every rule but the security headers, the two badge folders' own, the two calendar folders'
    // and the two feeds' types is a cache rule.
    expect(cacheRules(listDirs).length).toBe(rules.length - 7);
  });

  it('sends the Atom feeds as Atom, not as the plain XML of their extension', () => {
    for (const feed of ['/feed.xml', '/en/feed.xml']) {
      const types = rules.filter((r) => matches(r.path, feed) && r.headers['Content-Type']);
      expect(types.map((r) => r.headers['Content-Type'])).toEqual(['application/atom+xml; charset=utf-8']);
    }
    expect(rules.filter((r) => matches(r.path, '/sitemap.xml') && r.headers['Content-Type'])).toEqual([]);
  });
});

describe('redirectsFile', () => {
  it('gives English paths the English not-found page with status 404', () => {
    const lines = redirectsFile()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines.map((line) => line.split(/\s+/))).toEqual([['/en/*', '/en/404.html', '404']]);
  });
});

describe('writeCdnFiles', () => {
  it('writes both files into the built site, listing its folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-files-'));
    try {
      fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'teilnehmer'));
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
      writeCdnFiles(dir);
      const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
      expect(headers).toContain('\n/teilnehmer/*\n  Cache-Control: public, max-age=0, must-revalidate');
      expect(headers).toContain('\n/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
      expect(headers).not.toContain('/_next/static/*\n  Cache-Control: public, max-age=0');
      expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8')).toContain('/en/*  /en/404.html  404');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
