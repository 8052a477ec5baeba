/**
 * The bundled static server for out/ (npm start, npm run serve, the Playwright suite):
 * node:http with clean URLs, real 404 status with the localized not-found page, the build's
 * brotli and gzip copies by Accept-Encoding (lib/server/file-response.ts: also HEAD, ranges,
 * ETag and Last-Modified with conditional requests), long caching for hashed assets, and the security headers of lib/security/headers.ts on every
 * response (a badge's own: lib/security/headers.ts headersFor). Port from PORT (default 3000), host from HOST (default
 * 127.0.0.1), folder from OUT_DIR (default out).
 */
import './env';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { headersFor, securityHeaders } from '../lib/security/headers';
import { NOT_FOUND_CACHE } from '../lib/deploy/cache-policy';
import { STORED_CODINGS, type Coding } from '../lib/server/accept-encoding';
import { fileResponse } from '../lib/server/file-response';
import { cacheControl, contentType, resolveRequest } from '../lib/server/resolve';

const root = path.resolve(process.env.OUT_DIR || 'out');
const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || '127.0.0.1';

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const isFile = (relative: string) => {
  try {
    return fs.statSync(path.join(root, relative)).isFile();
  } catch {
    return false;
  }
};

function representation<C extends Coding>(relative: string, coding: C) {
  const stat = fs.statSync(path.join(root, relative));
  return { coding, file: relative, size: stat.size, mtimeMs: stat.mtimeMs };
}

const header = (req: http.IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const result = resolveRequest(pathname, isFile);
  if (result.kind === 'bad-request') {
    res.writeHead(400).end();
    return;
  }
  if (result.kind === 'redirect') {
    const search = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
    res.writeHead(308, { Location: result.location + search }).end();
    return;
  }
  if (result.status === 200)
    for (const [name, value] of Object.entries(headersFor(result.file))) res.setHeader(name, value);
  const answer = fileResponse({
    method,
    status: result.status,
    headers: {
      acceptEncoding: header(req, 'accept-encoding'),
      range: header(req, 'range'),
      ifRange: header(req, 'if-range'),
      ifMatch: header(req, 'if-match'),
      ifNoneMatch: header(req, 'if-none-match'),
      ifModifiedSince: header(req, 'if-modified-since'),
      ifUnmodifiedSince: header(req, 'if-unmodified-since'),
    },
    identity: representation(result.file, 'identity'),
    copies: STORED_CODINGS.flatMap(({ coding, suffix }) =>
      isFile(result.file + suffix) ? [representation(result.file + suffix, coding)] : [],
    ),
  });
  res.writeHead(answer.status, {
    'Content-Type': contentType(result.file),
    'Cache-Control': result.status === 404 ? NOT_FOUND_CACHE : cacheControl(result.file),
    ...answer.headers,
  });
  if (!answer.body) {
    res.end();
    return;
  }
  fs.createReadStream(path.join(root, answer.body.file), { start: answer.body.start, end: answer.body.end })
    .on('error', () => res.destroy())
    .pipe(res);
});

server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
