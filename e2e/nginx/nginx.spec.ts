import fs from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { filesUnder } from '../../pipeline/files/walk';
import { badgeHeaders, securityHeaders } from '../../pipeline/security/headers';
import { isCompressedCopyName } from '../../pipeline/server/accept-encoding';
import { contentType } from '../../pipeline/server/resolve';
import { rawRequest } from '../support/raw-request';
import { currentYear } from '../support/site';
import { startNginx, type RunningNginx } from '../../testkit/nginx-server';

/**
 * The nginx configuration (deploy/nginx/), tested for real: Debian's nginx with
 * deploy/nginx/site.conf serves the built site on a loopback port (E2E_NGINX_PORT, default 3105),
 * and every answer is checked against the files on disk and the rules of the bundled server.
 * No browser: HTTP requests only.
 */
const outDir = path.resolve(process.env.E2E_OUT_DIR || 'out');
const port = Number(process.env.E2E_NGINX_PORT) || 3105;

const test = base.extend<{ http: APIRequestContext }, { nginx: RunningNginx }>({
  nginx: [
    async ({}, provide) => {
      const nginx = await startNginx({ root: outDir, port });
      await provide(nginx);
      await nginx.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  http: async ({ playwright, nginx }, provide) => {
    const context = await playwright.request.newContext({ baseURL: nginx.baseURL });
    await provide(context);
    await context.dispose();
  },
});

const read = (relative: string) => fs.readFileSync(path.join(outDir, relative));
const get = (http: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  http.get(url, { maxRedirects: 0, headers: { 'Accept-Encoding': 'identity', ...headers } });

/** A GET with the path sent exactly as written (the URL parser would resolve "/../"). */
function rawGet(baseURL: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port: urlPort } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port: Number(urlPort), path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A participant that has a page in both languages. */
function participantRef(): string {
  const page = fs.readdirSync(path.join(outDir, 'teilnehmer')).find((name) => name.endsWith('.html'));
  if (!page) throw new Error(`No participant page in ${outDir}/teilnehmer`);
  return page.replace(/\.html$/, '');
}

/** A file under _next/static/ with the given extension. */
function staticAsset(extension: string): string {
  const found = filesUnder(path.join(outDir, '_next/static'), extension)[0];
  if (!found) throw new Error(`No ${extension} file under _next/static`);
  return `_next/static/${found}`;
}

function expectSecurityHeaders(response: APIResponse | { headers: Record<string, string> }, label: string) {
  const headers = typeof response.headers === 'function' ? response.headers() : response.headers;
  for (const [name, value] of Object.entries(securityHeaders())) {
    expect(headers[name.toLowerCase()], `${name} on ${label}`).toBe(value);
  }
  expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
}

test.describe('nginx with deploy/nginx/site.conf', () => {
  test('serves clean URLs from the matching .html file', async ({ http }) => {
    const ref = participantRef();
    const pages: [string, string][] = [
      ['/', 'index.html'],
      ['/rangliste', 'rangliste.html'],
      ['/en', 'en.html'],
      ['/en/rangliste', 'en/rangliste.html'],
      [`/teilnehmer/${ref}`, `teilnehmer/${ref}.html`],
      [`/en/teilnehmer/${ref}`, `en/teilnehmer/${ref}.html`],
      ['/rangliste?q=abb&sortBy=rankVR', 'rangliste.html'],
    ];
    for (const [url, file] of pages) {
      const response = await get(http, url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
      expect((await response.body()).equals(read(file)), `${url} serves ${file}`).toBe(true);
    }
  });

  test('redirects trailing slashes away with 308, keeping the query, never to another host', async ({
    http,
    nginx,
  }) => {
    const cases: [string, string][] = [
      ['/rangliste/', '/rangliste'],
      ['/en/', '/en'],
      ['/en/rangliste/?q=abb&dir=ASC', '/en/rangliste?q=abb&dir=ASC'],
      // "/\host" and "//host" would be read by browsers as links to another host.
      ['/%5Cevil.example/', '/%5Cevil.example'],
      [`${nginx.baseURL}//evil.example/`, '/evil.example'],
    ];
    for (const [url, location] of cases) {
      const response = await get(http, url);
      expect(response.status(), url).toBe(308);
      expect(response.headers()['location'], url).toBe(location);
      expectSecurityHeaders(response, url);
    }
  });

  test("answers unknown paths with 404 and the not-found page in the visitor's language", async ({ http }) => {
    const cases: [string, string, string][] = [
      ['/gibt-es-nicht', '404.html', 'de-CH'],
      ['/teilnehmer/gibt-es-nicht', '404.html', 'de-CH'],
      ['/entry', '404.html', 'de-CH'],
      ['/en/does-not-exist', 'en/404.html', 'en-GB'],
      ['/en/teilnehmer/does-not-exist', 'en/404.html', 'en-GB'],
      // The not-found pages themselves answer 404 too.
      ['/404', '404.html', 'de-CH'],
      ['/404.html', '404.html', 'de-CH'],
      ['/en/404', 'en/404.html', 'en-GB'],
      ['/en/404.html', 'en/404.html', 'en-GB'],
    ];
    for (const [url, file, lang] of cases) {
      const response = await get(http, url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], url).toBe('no-store');
      const body = await response.body();
      expect(body.toString('utf8'), url).toContain(`<html lang="${lang}"`);
      expect(body.equals(read(file)), `${url} shows ${file}`).toBe(true);
      expectSecurityHeaders(response, url);
    }
  });

  test('caches hashed build assets for a year and revalidates pages and data', async ({ http }) => {
    const immutable = 'public, max-age=31536000, immutable';
    const revalidate = 'public, max-age=0, must-revalidate';
    for (const extension of ['.js', '.css']) {
      const asset = `/${staticAsset(extension)}`;
      const response = await get(http, asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(immutable);
    }
    for (const url of [
      '/',
      '/rangliste',
      '/en/rangliste',
      '/rangliste.txt',
      '/assets/ranking.json',
      '/assets/i18n/de-CH.json',
      '/sitemap.xml',
    ]) {
      const response = await get(http, url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe(revalidate);
    }
  });

  test('serves the search index: hashed folders for a year, the rest revalidated, its data as bytes', async ({
    http,
  }) => {
    const immutable = 'public, max-age=31536000, immutable';
    const revalidate = 'public, max-age=0, must-revalidate';
    const bundle = filesUnder(path.join(outDir, 'pagefind'))
      .map((file) => `pagefind/${file.split(path.sep).join('/')}`)
      .filter((file) => !isCompressedCopyName(file));
    const first = (pattern: RegExp) => bundle.find((file) => pattern.test(file))!;
    const cases: [string, string, string][] = [
      ['pagefind/pagefind.js', 'text/javascript; charset=utf-8', revalidate],
      ['pagefind/pagefind-worker.js', 'text/javascript; charset=utf-8', revalidate],
      ['pagefind/pagefind-entry.json', 'application/json; charset=utf-8', revalidate],
      ['pagefind/wasm.de-ch.pagefind', 'application/octet-stream', revalidate],
      [first(/^pagefind\/pagefind\.en-gb_.*\.pf_meta$/), 'application/octet-stream', revalidate],
      [first(/^pagefind\/index\//), 'application/octet-stream', immutable],
      [first(/^pagefind\/fragment\//), 'application/octet-stream', immutable],
      [first(/^pagefind\/filter\//), 'application/octet-stream', immutable],
    ];
    for (const [file, type, cacheControl] of cases) {
      const response = await get(http, `/${file}`, { 'Accept-Encoding': 'gzip, br' });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe(type);
      expect(contentType(file), file).toBe(type);
      expect(response.headers()['cache-control'], file).toBe(cacheControl);
      // The packed files are gzip inside, for the script to unpack: sent as they are.
      if (type === 'application/octet-stream') {
        expect(response.headers()['content-encoding'], file).toBeUndefined();
        expect((await response.body()).equals(read(file)), file).toBe(true);
      }
      expectSecurityHeaders(response, file);
    }
  });

  test('serves the badges with their own headers, a day of cache and the 404 of their language', async ({ http }) => {
    const ref = participantRef();
    for (const url of [`/badge/${ref}.svg`, `/en/badge/${ref}.svg`]) {
      const response = await get(http, url);
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], url).toBe('image/svg+xml');
      expect(headers['cache-control'], url).toBe('public, max-age=86400, stale-while-revalidate=604800');
      for (const [name, value] of Object.entries(badgeHeaders())) {
        expect(headers[name.toLowerCase()], `${name} on ${url}`).toBe(value);
      }
      const relative = url.slice(1);
      expect((await response.body()).equals(read(relative)), url).toBe(true);
    }
    const missingGerman = await get(http, '/badge/gibt-es-nicht.svg');
    expect(missingGerman.status()).toBe(404);
    expect(await missingGerman.text()).toBe(read('404.html').toString('utf8'));
    const missingEnglish = await get(http, '/en/badge/does-not-exist.svg');
    expect(missingEnglish.status()).toBe(404);
    expect(await missingEnglish.text()).toBe(read('en/404.html').toString('utf8'));
    expectSecurityHeaders(missingEnglish, 'a missing badge');
  });

  test("sends the build's brotli copy for br and its gzip copy for gzip", async ({ http, nginx }) => {
    const ref = participantRef();
    const script = staticAsset('.js');
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/rangliste', 'rangliste.html'],
      [`/en/teilnehmer/${ref}`, `en/teilnehmer/${ref}.html`],
      [`/${script}`, script],
      ['/assets/ranking.json', 'assets/ranking.json'],
      ['/rangliste.txt', 'rangliste.txt'],
    ] as const) {
      const brotli = await rawRequest(nginx.baseURL, url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(brotli.status, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['vary'], url).toMatch(/Accept-Encoding/i);
      expect(brotli.headers['content-type'], url).toBe(contentType(file));
      expect(brotli.body.equals(read(`${file}.br`)), `${url} sends ${file}.br`).toBe(true);
      expectSecurityHeaders(brotli, url);

      const gzip = await rawRequest(nginx.baseURL, url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gzip.headers['vary'], url).toMatch(/Accept-Encoding/i);
      expect(gzip.body.equals(read(`${file}.gz`)), `${url} sends ${file}.gz`).toBe(true);

      const plain = await rawRequest(nginx.baseURL, url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body.equals(read(file)), url).toBe(true);
    }
    const missing = await rawRequest(nginx.baseURL, '/en/does-not-exist', { headers: { 'Accept-Encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(zlib.brotliDecompressSync(missing.body).equals(read('en/404.html'))).toBe(true);
    const image = `/globalassets/participants/${currentYear}/${participantRef()}.jpg`;
    const response = await get(http, image, { 'Accept-Encoding': 'br, gzip' });
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-encoding'], image).toBeUndefined();
  });

  test('answers a compressed copy asked for by name with 404, in the language of its path', async ({ http }) => {
    for (const [url, page] of [
      ['/index.html.br', '404.html'],
      ['/rangliste.html.gz', '404.html'],
      [`/${staticAsset('.js')}.br`, '404.html'],
      ['/en/rangliste.html.br', 'en/404.html'],
    ] as const) {
      const response = await get(http, url);
      expect(response.status(), url).toBe(404);
      expect((await response.body()).equals(read(page)), `${url} shows ${page}`).toBe(true);
    }
  });

  test('sends the security headers on every kind of answer', async ({ http }) => {
    for (const url of [
      '/',
      '/en/rangliste',
      `/${staticAsset('.js')}`,
      '/assets/ranking.json',
      '/gibt-es-nicht',
      '/en/does-not-exist',
    ]) {
      expectSecurityHeaders(await get(http, url), url);
    }
  });

  test('sends the same content types as the bundled server', async ({ http }) => {
    // Literal expectations for the types that matter most…
    const literal: [string, string][] = [
      ['/rangliste.txt', 'text/plain; charset=utf-8'],
      ['/assets/ranking.json', 'application/json; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      // The Atom feeds are .xml files with a type of their own.
      ['/feed.xml', 'application/atom+xml; charset=utf-8'],
      ['/en/feed.xml', 'application/atom+xml; charset=utf-8'],
      [`/${staticAsset('.js')}`, 'text/javascript; charset=utf-8'],
      [`/${staticAsset('.css')}`, 'text/css; charset=utf-8'],
      ['/icon.svg', 'image/svg+xml'],
      ['/open-data/ranking.de.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['/open-data/editions.en.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [`/termine/${currentYear}.ics`, 'text/calendar; charset=utf-8'],
      [`/en/termine/${currentYear}.ics`, 'text/calendar; charset=utf-8'],
    ];
    for (const [url, type] of literal) {
      expect((await get(http, url)).headers()['content-type'], url).toBe(type);
    }
    // …and one file of every extension in the build, compared with pipeline/server/resolve.ts.
    const byExtension = new Map<string, string>();
    const served = filesUnder(outDir).filter(
      (file) => !/^(_headers|_redirects|(en\/)?404\.html)$/.test(file) && !isCompressedCopyName(file),
    );
    for (const relative of served) {
      const extension = path.extname(relative).toLowerCase();
      if (!byExtension.has(extension)) byExtension.set(extension, relative);
    }
    expect(byExtension.size).toBeGreaterThan(5);
    for (const relative of byExtension.values()) {
      const url = `/${relative.split('/').map(encodeURIComponent).join('/')}`;
      const response = await get(http, url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(contentType(relative));
    }
  });

  test('sends the workbooks as they are: zip archives already, never compressed again', async ({ http }) => {
    for (const url of ['/open-data/ranking.de.xlsx', '/open-data/ranking.en.xlsx']) {
      expect(fs.existsSync(path.join(outDir, `${url}.br`)), url).toBe(false);
      expect(fs.existsSync(path.join(outDir, `${url}.gz`)), url).toBe(false);
      const response = await get(http, url, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-encoding'], url).toBeUndefined();
      expect((await response.body()).equals(read(url.slice(1))), url).toBe(true);
    }
  });

  test('keeps requests inside the site and hides the CDN rule files', async ({ http, nginx }) => {
    for (const rawPath of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/en/../../../etc/passwd']) {
      const traversal = await rawGet(nginx.baseURL, rawPath);
      expect([400, 404], rawPath).toContain(traversal.status);
      expect(traversal.body, rawPath).not.toContain('root:');
    }
    for (const url of ['/_headers', '/_redirects']) {
      expect((await get(http, url)).status(), url).toBe(404);
    }
  });
});
