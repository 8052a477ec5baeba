import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishSite, pageUrlPath } from './finish-site';

const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body></body></html>';
const doc = (name: string) => ({ '@context': 'https://schema.org' as const, '@type': 'Thing', name });

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function site(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-site-'));
  made.push(dir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), page);
  }
  return dir;
}

describe('pageUrlPath', () => {
  it('names an exported file by its clean URL path', () => {
    expect(pageUrlPath('index.html')).toBe('/');
    expect(pageUrlPath('en.html')).toBe('/en');
    expect(pageUrlPath(path.join('en', '2025', 'teilnehmer', 'sika.html'))).toBe('/en/2025/teilnehmer/sika');
  });
});

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
});
