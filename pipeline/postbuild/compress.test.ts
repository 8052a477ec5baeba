/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesUnder } from '../files/walk';
import { brotliQualityFor, compressedCopies, compressSite, isCompressibleFile } from './compress';

const paragraphs = '<p>Geschäftsbericht Rangliste</p>'.repeat(200);
const page = `<!DOCTYPE html><html lang="de-CH"><body>${paragraphs}</body></html>`;

describe('isCompressibleFile', () => {
  it('takes text, data, SVG and icons, and leaves compressed formats alone', () => {
    for (const file of ['index.html', 'rangliste.txt', '_next/static/c/a.js', 'a.css', 'a.json', 'icon.svg']) {
      expect(isCompressibleFile(file)).toBe(true);
    }
    for (const file of ['sitemap.xml', 'd.csv', 'manifest.webmanifest', 'favicon.ico', 'a.js.map']) {
      expect(isCompressibleFile(file)).toBe(true);
    }
    for (const file of [
      'a.webp',
      'a.jpg',
      'a.png',
      'f.woff2',
      'report.pdf',
      'v.mp4',
      '_headers',
      'x.html.br',
      'r.xlsx',
      'presse/pressebilder-2026.zip',
    ]) {
      expect(isCompressibleFile(file)).toBe(false);
    }
  });

  it("takes the search index's scripts and entry, not its data and WebAssembly, which are gzip inside", () => {
    for (const file of ['pagefind/pagefind.js', 'pagefind/pagefind-worker.js', 'pagefind/pagefind-entry.json'])
      expect(isCompressibleFile(file)).toBe(true);
    for (const file of [
      'pagefind/wasm.de-ch.pagefind',
      'pagefind/pagefind.de-ch_0123456789abc.pf_meta',
      'pagefind/index/de-ch_1a2b3c4.pf_index',
      'pagefind/fragment/de-ch_1a2b3c4.pf_fragment',
      'pagefind/filter/de-ch_1a2b3c4.pf_filter',
    ])
      expect(isCompressibleFile(file)).toBe(false);
  });
});

describe('brotliQualityFor', () => {
  it('gives hashed build files the best quality and participant pages and payloads the chosen one', () => {
    expect(brotliQualityFor('_next/static/chunks/app.js', 5_000_000, 9)).toBe(11);
    expect(brotliQualityFor('teilnehmer/sika.html', 50_000, 9)).toBe(9);
    expect(brotliQualityFor('en/2025/teilnehmer/sika.html', 50_000, 9)).toBe(9);
    expect(brotliQualityFor('rangliste.flight.json', 50_000, 9)).toBe(9);
    expect(brotliQualityFor('_next/rangliste.txt', 20_000, 9)).toBe(9);
  });

  it('gives the other pages the best quality up to 1 MB', () => {
    expect(brotliQualityFor('rangliste.html', 200_000, 9)).toBe(11);
    expect(brotliQualityFor('en/2025/rangliste.html', 200_000, 9)).toBe(11);
    expect(brotliQualityFor('teilnehmerinnen.html', 20_000, 9)).toBe(11);
    expect(brotliQualityFor('rangliste.html', 1_000_001, 9)).toBe(9);
  });
});

describe('compressedCopies', () => {
  it('returns copies that decode to the original', async () => {
    const data = Buffer.from(page);
    const copies = await compressedCopies(data, { brotliQuality: 5 });
    expect(zlib.brotliDecompressSync(copies.br!).equals(data)).toBe(true);
    expect(zlib.gunzipSync(copies.gzip!).equals(data)).toBe(true);
    expect(copies.br!.length).toBeLessThan(data.length);
  });
  it('leaves out copies that are not smaller', async () => {
    expect(await compressedCopies(Buffer.from('a'), { brotliQuality: 11 })).toEqual({});
    expect(await compressedCopies(zlib.gzipSync(Buffer.from(page)), { brotliQuality: 11 })).toEqual({});
  });
});

describe('compressSite', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-site-'));
    fs.mkdirSync(path.join(dir, 'en'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'en', 'rangliste.txt'), page.replace(/<p>/g, '1:'));
    fs.writeFileSync(path.join(dir, 'tiny.json'), '{}');
    fs.writeFileSync(path.join(dir, 'photo.webp'), Buffer.from(page));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a .br and a .gz beside each text file that shrinks, and nothing else', async () => {
    const report = await compressSite(dir, { pageQuality: 5, concurrency: 2 });
    expect(filesUnder(dir)).toEqual([
      'en/rangliste.txt',
      'en/rangliste.txt.br',
      'en/rangliste.txt.gz',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'photo.webp',
      'tiny.json',
    ]);
    expect(report).toMatchObject({ files: 3, copies: 4 });
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br'))).toString()).toBe(page);
  });
  it('refuses an export that already holds a file named like a copy', async () => {
    fs.writeFileSync(path.join(dir, 'en', 'data.csv.gz'), 'x');
    await expect(compressSite(dir)).rejects.toThrow('en/data.csv.gz');
    expect(fs.existsSync(path.join(dir, 'index.html.br'))).toBe(false);
  });
});
