/**
 * The bundled static server for out/ (npm start, npm run serve, the Playwright suite):
 * node:http with clean URLs, real 404 status with the localized not-found page, gzip, and
 * long caching for hashed assets, and the security headers of lib/security/headers.ts on every
 * response (a badge's own: lib/security/headers.ts headersFor). Port from PORT (default 3000), host from HOST (default
 * 127.0.0.1), folder from OUT_DIR (default out).
 */
import './env';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { headersFor, securityHeaders } from '../lib/security/headers';
import { cacheControl, contentType, isCompressible, resolveRequest } from '../lib/server/resolve';

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

const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
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
  const file = path.join(root, result.file);
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': contentType(result.file),
    'Cache-Control': result.status === 404 ? 'no-store' : cacheControl(result.file),
    Vary: 'Accept-Encoding',
  };
  const gzip = isCompressible(result.file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = fs.statSync(file).size;
  res.writeHead(result.status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
});

server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
