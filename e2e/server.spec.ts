import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { filesUnder } from '../pipeline/files/walk';
import { securityHeaders } from '../pipeline/security/headers';
import { rawRequest, type RawResponse } from './support/raw-request';

/**
 * The bundled server (scripts/serve.ts) as HTTP: the build's brotli and gzip copies by
 * Accept-Encoding, HEAD, byte ranges and conditional requests. Bodies are compared, undecoded,
 * with the files on disk.
 */
const outDir = path.resolve(process.env.E2E_OUT_DIR || 'out');
const read = (relative: string) => fs.readFileSync(path.join(outDir, relative));
const mainScript = () => {
  const scripts = filesUnder(path.join(outDir, '_next/static'), '.js').map((file) => `_next/static/${file}`);
  return scripts.sort((a, b) => read(b).length - read(a).length)[0]!;
};

let base = '';
test.beforeAll(({ baseURL }) => {
  base = baseURL!;
});
const get = (rawPath: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  rawRequest(base, rawPath, { method, headers });

function expectSecurityHeaders(response: RawResponse, label: string) {
  for (const [name, value] of Object.entries(securityHeaders())) {
    expect(response.headers[name.toLowerCase()], `${name} on ${label}`).toBe(value);
  }
}

test.describe('the bundled server', () => {
  test('sends the brotli copy to a browser, the gzip copy to gzip-only clients, the file to others', async () => {
    const script = mainScript();
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/rangliste', 'rangliste.html'],
      ['/en/rangliste', 'en/rangliste.html'],
      [`/${script}`, script],
      ['/rangliste.txt', 'rangliste.txt'],
    ] as const) {
      const brotli = await get(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.status, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['vary'], url).toMatch(/Accept-Encoding/i);
      expect(brotli.body.equals(read(`${file}.br`)), `${url} sends ${file}.br`).toBe(true);
      expect(zlib.brotliDecompressSync(brotli.body).equals(read(file)), url).toBe(true);
      expect(Number(brotli.headers['content-length']), url).toBe(read(`${file}.br`).length);

      const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).equals(read(file)), url).toBe(true);

      const identities: Record<string, string>[] = [
        {},
        { 'Accept-Encoding': 'identity' },
        { 'Accept-Encoding': 'br;q=0' },
      ];
      for (const identity of identities) {
        const plain = await get(url, identity);
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        expect(plain.body.equals(read(file)), url).toBe(true);
      }
      expectSecurityHeaders(brotli, url);
    }
  });

  test('keeps the caching rules, and sends images as they are', async () => {
    const script = await get(`/${mainScript()}`, { 'Accept-Encoding': 'br' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/rangliste', { 'Accept-Encoding': 'br' });
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const missing = await get('/gibt-es-nicht', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(zlib.brotliDecompressSync(missing.body).equals(read('404.html'))).toBe(true);
    const image = filesUnder(path.join(outDir, 'globalassets')).find((file) => file.endsWith('.jpg'))!;
    const jpg = await get(`/globalassets/${image}`, { 'Accept-Encoding': 'br, gzip' });
    expect(jpg.status).toBe(200);
    expect(jpg.headers['content-encoding']).toBeUndefined();
    expect(jpg.body.equals(read(`globalassets/${image}`))).toBe(true);
  });

  test('answers a compressed copy asked for by name with 404', async () => {
    for (const url of ['/index.html.br', '/rangliste.html.gz', '/en/rangliste.html.br']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.body.toString('utf8'), url).toContain('<html lang="');
    }
  });

  test('answers HEAD with the headers of the GET and no body', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'Accept-Encoding': encoding };
      const full = await get('/rangliste', headers);
      const head = await get('/rangliste', headers, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'vary']) {
        expect(head.headers[name], `${name} (${encoding})`).toBe(full.headers[name]);
      }
    }
  });

  test('answers a byte range with 206 and one past the end with 416', async () => {
    const file = read('rangliste.html');
    const range = await get('/rangliste', { Range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers['accept-ranges']).toBe('bytes');
    expect(range.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(range.body.equals(file.subarray(100, 200))).toBe(true);

    const suffix = await get('/rangliste', { Range: 'bytes=-10', 'Accept-Encoding': 'br' });
    const copy = read('rangliste.html.br');
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${copy.length - 10}-${copy.length - 1}/${copy.length}`);
    expect(suffix.body.equals(copy.subarray(copy.length - 10))).toBe(true);

    const past = await get('/rangliste', { Range: `bytes=${file.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${file.length}`);
    expect(past.body.length).toBe(0);

    const several = await get('/rangliste', { Range: 'bytes=0-9, 20-29' });
    expect(several.status).toBe(200);
    expect(several.body.equals(file)).toBe(true);
  });

  test('answers 304 to If-None-Match and If-Modified-Since, per representation', async () => {
    const first = await get('/en/rangliste', { 'Accept-Encoding': 'br' });
    const etag = first.headers['etag']!;
    const lastModified = first.headers['last-modified']!;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(new Date(lastModified).getTime()).toBe(
      Math.floor(fs.statSync(path.join(outDir, 'en/rangliste.html.br')).mtimeMs / 1000) * 1000,
    );

    const byTag = await get('/en/rangliste', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers['etag']).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    // The gzip representation has a tag of its own: the brotli one does not validate it.
    const gzip = await get('/en/rangliste', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['etag']).not.toBe(etag);

    // Each representation has its own date (the copies are written after the page).
    const plain = await get('/en/rangliste');
    const plainDate = plain.headers['last-modified']!;
    const byDate = await get('/en/rangliste', { 'If-Modified-Since': plainDate });
    expect(byDate.status).toBe(304);
    expect(byDate.body.length).toBe(0);
    const older = new Date(new Date(plainDate).getTime() - 1000).toUTCString();
    expect((await get('/en/rangliste', { 'If-Modified-Since': older })).status).toBe(200);

    // If-Range with the current tag keeps the range; with another, the whole file comes.
    const plainTag = plain.headers['etag']!;
    expect((await get('/en/rangliste', { Range: 'bytes=0-9', 'If-Range': plainTag })).status).toBe(206);
    expect((await get('/en/rangliste', { Range: 'bytes=0-9', 'If-Range': '"stale"' })).status).toBe(200);
  });
});
