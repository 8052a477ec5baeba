import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishSite } from './finish-site';

const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body></body></html>';
const doc = (name: string) => ({ '@context': 'https://schema.org' as const, '@type': 'Thing', name });

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const withPayload =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p>Sika</p>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(' +
  '{"otherChunks":[],"runtimeModuleIds":[1]});</script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"0:{}\\n"])</script></body></html>';

function site(files: string[], html = page): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-site-'));
  made.push(dir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

describe('finishSite', () => {
  it('gives each page its own structured data, by its URL path', () => {
    const dir = site(['index.html', 'en/rangliste.html', 'kontakt.html']);
    const structuredData = new Map([
      ['/', doc('home')],
      ['/en/rangliste', doc('ranking')],
    ]);
    expect(finishSite(dir, { gtmId: null, structuredData })).toBe(3);
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    expect(read('index.html')).toContain('"name":"home"');
    expect(read('en/rangliste.html')).toContain('"name":"ranking"');
    expect(read('kontakt.html')).not.toContain('application/ld+json');
  });

  it('fails when structured data has no page to go to', () => {
    const dir = site(['index.html']);
    expect(() => finishSite(dir, { gtmId: null, structuredData: new Map([['/rangliste', doc('ranking')]]) })).toThrow(
      /\/rangliste/,
    );
  });

  it("moves each page's router payload into a file beside it, loaded by a script the CSP allows", () => {
    const dir = site(['teilnehmer/sika.html'], withPayload);
    finishSite(dir, { gtmId: null });
    const html = fs.readFileSync(path.join(dir, 'teilnehmer/sika.html'), 'utf8');
    const payload = JSON.parse(fs.readFileSync(path.join(dir, 'teilnehmer/sika.flight.json'), 'utf8')) as unknown;
    expect(payload).toEqual({ flight: [[0], [1, '0:{}\n']], runtime: { otherChunks: [], runtimeModuleIds: [1] } });
    expect(html).not.toContain('__next_f');
    const loader = /<script src="\/(_next\/static\/[^"]+\.js)"[^>]* data-flight="\/teilnehmer\/sika.flight.json">/.exec(
      html,
    );
    expect(loader).not.toBeNull();
    expect(fs.readFileSync(path.join(dir, loader?.[1] ?? ''), 'utf8')).toContain('__next_f');
    // No inline script is left, so the policy lists no hash.
    expect(html).not.toContain("'sha256-");
  });

  it("starts Next's scripts after the first paint on every page, the ranking too", () => {
    const chunk = '<script src="/_next/static/chunks/a.js" async=""></script>';
    const withChunk = (main: string) => withPayload.replace('<p>Sika</p>', `${main}${chunk}`);
    const dir = site([]);
    fs.writeFileSync(path.join(dir, 'kriterien.html'), withChunk('<main id="main" data-page="criteria"></main>'));
    fs.writeFileSync(path.join(dir, 'rangliste.html'), withChunk('<main id="main" data-page="ranking"></main>'));
    finishSite(dir, { gtmId: null });
    for (const file of ['kriterien.html', 'rangliste.html']) {
      const html = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(html).not.toContain(chunk);
      expect(html).toContain('data-chunks="/_next/static/chunks/a.js"');
    }
  });

  it('lets only the search page, in each language, run the search index (WebAssembly in a worker)', () => {
    const dir = site(['suche.html', 'en/suche.html', 'rangliste.html', 'en/rangliste.html', 'suche/x.html']);
    finishSite(dir, { gtmId: null });
    const policy = (file: string) =>
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        fs.readFileSync(path.join(dir, file), 'utf8'),
      )![1]!;
    for (const file of ['suche.html', 'en/suche.html']) {
      expect(policy(file)).toContain("worker-src 'self'");
      expect(policy(file)).toContain("'wasm-unsafe-eval'");
    }
    for (const file of ['rangliste.html', 'en/rangliste.html', 'suche/x.html']) {
      expect(policy(file)).toContain("worker-src 'none'");
      expect(policy(file)).not.toContain('wasm');
    }
  });

  it('leaves the payload inline when asked to', () => {
    const dir = site(['index.html'], withPayload);
    finishSite(dir, { gtmId: null, separatePayload: false });
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain('self.__next_f.push');
    expect(fs.existsSync(path.join(dir, 'index.flight.json'))).toBe(false);
  });
});
