/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BADGE_POLICY, securityHeaders } from '../security/headers';
import { staticHandler } from './static-server';

/** The handler over a small exported site, asked over real HTTP; bodies compared undecoded. */
const page = '<!doctype html><html lang="de-CH"><title>Rangliste</title>' + 'Zeile '.repeat(400) + '</html>';
const files: Record<string, string | Buffer> = {
  'index.html': '<html lang="de-CH">Start</html>',
  '404.html': '<html lang="de-CH">Seite nicht gefunden</html>',
  'en/404.html': '<html lang="en-GB">Page not found</html>',
  'rangliste.html': page,
  'rangliste.html.br': zlib.brotliCompressSync(page),
  'rangliste.html.gz': zlib.gzipSync(page),
  'galerie/index.html': '<html>Galerie</html>',
  '_next/static/chunks/app.js': 'console.log(1)',
  'badge/sika-ag.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'open-data/ranking.de.xlsx': Buffer.from([0x50, 0x4b, 3, 4]),
  'presse/pressebilder-2026.zip': Buffer.from([0x50, 0x4b, 5, 6]),
  'manifest.webmanifest': '{}',
  'leer.txt': '',
};

let root = '';
let server: http.Server;
let port = 0;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), body);
  }
  // The copies are written after the page: each representation has its own date.
  const later = new Date(Date.UTC(2026, 10, 24, 8, 0, 5));
  for (const copy of ['rangliste.html.br', 'rangliste.html.gz']) fs.utimesSync(path.join(root, copy), later, later);
  const earlier = new Date(Date.UTC(2026, 10, 24, 8, 0, 0));
  fs.utimesSync(path.join(root, 'rangliste.html'), earlier, earlier);
  server = http.createServer(staticHandler(root));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });

const file = (name: string) => Buffer.from(files[name]!);

describe('encodings', () => {
  it('sends the brotli copy to a browser, gzip to gzip-only clients, the file to others', async () => {
    const brotli = await get('/rangliste', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotli.body.equals(file('rangliste.html.br'))).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(file('rangliste.html.br').length);

    const gzip = await get('/rangliste', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(file('rangliste.html.gz'))).toBe(true);

    const identities: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0' },
    ];
    for (const identity of identities) {
      const plain = await get('/rangliste', identity);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(page);
    }
    const tags = new Set([brotli, gzip, await get('/rangliste')].map((answer) => answer.headers['etag']));
    expect(tags.size).toBe(3);
  });

  it('sends no Vary for a file without copies, and a workbook as it is', async () => {
    const workbook = await get('/open-data/ranking.de.xlsx', { 'Accept-Encoding': 'br, gzip' });
    expect(workbook.headers['vary']).toBeUndefined();
    expect(workbook.headers['content-encoding']).toBeUndefined();
    expect(workbook.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(workbook.body.equals(file('open-data/ranking.de.xlsx'))).toBe(true);
  });

  it('sends a press photo ZIP as application/zip, as it is', async () => {
    const zip = await get('/presse/pressebilder-2026.zip', { 'Accept-Encoding': 'br, gzip' });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.body.equals(file('presse/pressebilder-2026.zip'))).toBe(true);
  });
});

describe('resolution', () => {
  it('serves clean URLs, folder indexes and the home page', async () => {
    expect((await get('/')).body.toString()).toBe(files['index.html']);
    expect((await get('/galerie')).body.toString()).toBe(files['galerie/index.html']);
    expect((await get('/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json');
  });

  it('redirects a trailing slash permanently, keeping the query', async () => {
    const answer = await get('/rangliste/?sort=vr');
    expect(answer.status).toBe(308);
    expect(answer.headers['location']).toBe('/rangliste?sort=vr');
  });

  it('answers 400 to bad percent-encoding and 405 to other methods', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    const post = await get('/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
  });

  it('sends an empty file with length 0', async () => {
    const answer = await get('/leer.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe('0');
    expect(answer.body.length).toBe(0);
  });
});

describe('not found', () => {
  it('answers with the page in the visitor language, compressed when asked, not stored', async () => {
    const german = await get('/unbekannt');
    expect(german.status).toBe(404);
    expect(german.body.toString()).toBe(files['404.html']);
    expect(german.headers['cache-control']).toBe('no-store');
    const english = await get('/en/unknown', {
      Range: 'bytes=0-3',
      'If-Modified-Since': 'Tue, 24 Nov 2099 08:00:00 GMT',
    });
    expect(english.status).toBe(404);
    expect(english.body.toString()).toBe(files['en/404.html']);
    expect(english.headers['etag']).toBeUndefined();
    expect(english.headers['accept-ranges']).toBeUndefined();
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers the not-found pages and compressed copies asked for by name with 404', async () => {
    for (const url of ['/404', '/en/404', '/rangliste.html.br', '/rangliste.html.gz']) {
      expect((await get(url)).status).toBe(404);
    }
    const head = await get('/unbekannt', {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
  });
});

describe('HEAD, ranges and conditional requests', () => {
  it('answers HEAD with the headers of the GET and no body', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const full = await get('/rangliste', { 'Accept-Encoding': encoding });
      const head = await get('/rangliste', { 'Accept-Encoding': encoding }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'vary'])
        expect(head.headers[name]).toBe(full.headers[name]);
    }
  });

  it('answers one byte range of the representation with 206', async () => {
    const range = await get('/rangliste', { Range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers['accept-ranges']).toBe('bytes');
    expect(range.headers['content-range']).toBe(`bytes 100-199/${page.length}`);
    expect(range.body.toString()).toBe(page.slice(100, 200));
    const copy = file('rangliste.html.br');
    const suffix = await get('/rangliste', { Range: 'bytes=-10', 'Accept-Encoding': 'br' });
    expect(suffix.headers['content-range']).toBe(`bytes ${copy.length - 10}-${copy.length - 1}/${copy.length}`);
    expect(suffix.body.equals(copy.subarray(copy.length - 10))).toBe(true);
  });

  it('answers a range past the end with 416, and several ranges with the whole file', async () => {
    const past = await get('/rangliste', { Range: `bytes=${page.length}-`, 'Accept-Encoding': 'br' });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${file('rangliste.html.br').length}`);
    expect(past.headers['content-encoding']).toBeUndefined();
    expect(past.body.length).toBe(0);
    const several = await get('/rangliste', { Range: 'bytes=0-9, 20-29' });
    expect(several.status).toBe(200);
    expect(several.body.toString()).toBe(page);
  });

  it('answers 304 to If-None-Match and If-Modified-Since, per representation', async () => {
    const first = await get('/rangliste', { 'Accept-Encoding': 'br' });
    const etag = first.headers['etag']!;
    expect(first.headers['last-modified']).toBe('Tue, 24 Nov 2026 08:00:05 GMT');
    const byTag = await get('/rangliste', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers['etag']).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get('/rangliste', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);

    const plain = await get('/rangliste');
    expect(plain.headers['last-modified']).toBe('Tue, 24 Nov 2026 08:00:00 GMT');
    expect((await get('/rangliste', { 'If-Modified-Since': 'Tue, 24 Nov 2026 08:00:00 GMT' })).status).toBe(304);
    expect((await get('/rangliste', { 'If-Modified-Since': 'Tue, 24 Nov 2026 07:59:59 GMT' })).status).toBe(200);
    // If-None-Match decides alone when both are sent.
    expect(
      (await get('/rangliste', { 'If-None-Match': '"other"', 'If-Modified-Since': 'Tue, 24 Nov 2026 09:00:00 GMT' }))
        .status,
    ).toBe(200);
  });

  it('keeps a range only for the current If-Range, and answers 412 when If-Match fails', async () => {
    const tag = (await get('/rangliste')).headers['etag']!;
    expect((await get('/rangliste', { Range: 'bytes=0-9', 'If-Range': tag })).status).toBe(206);
    const stale = await get('/rangliste', { Range: 'bytes=0-9', 'If-Range': '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(page);
    const failed = await get('/rangliste', { 'If-Match': '"other"' });
    expect(failed.status).toBe(412);
    expect(failed.body.length).toBe(0);
  });
});

describe('headers', () => {
  it('sends the security headers with every kind of answer', async () => {
    const tag = (await get('/rangliste')).headers['etag']!;
    for (const answer of [
      await get('/rangliste'),
      await get('/unbekannt'),
      await get('/rangliste/'),
      await get('/rangliste', { 'If-None-Match': tag }),
      await get('/rangliste', { Range: 'bytes=99999-' }),
    ]) {
      for (const [name, value] of Object.entries(securityHeaders()))
        expect(answer.headers[name.toLowerCase()]).toBe(value);
    }
  });

  it('caches hashed assets for a year and badges for a day, with the badge its own policy', async () => {
    expect((await get('/_next/static/chunks/app.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const badge = await get('/badge/sika-ag.svg');
    expect(badge.headers['content-type']).toBe('image/svg+xml');
    expect(badge.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(badge.headers['content-security-policy']).toBe(BADGE_POLICY);
    expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
