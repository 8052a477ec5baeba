import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import send from 'send';
import { headersFor, securityHeaders } from '../security/headers';
import { STORED_CODINGS, negotiateEncoding } from './accept-encoding';
import { cacheControl, contentType, NOT_FOUND_CACHE, resolveRequest } from './resolve';

/**
 * The bundled server's request handler for an exported site in `root`. resolve.ts maps the URL
 * onto a file (clean URLs, trailing-slash redirects, the 404 page in the visitor's language),
 * accept-encoding.ts picks the build's brotli or gzip copy, and `send` answers for that file:
 * HEAD, byte ranges, ETag and Last-Modified with conditional requests. Every answer carries the
 * security headers (a badge its own); content types and caching come from resolve.ts, the source
 * the deployment configurations are generated from too.
 */
export function staticHandler(root: string): http.RequestListener {
  const isFile = (relative: string) =>
    fs.statSync(path.join(root, relative), { throwIfNoEntry: false })?.isFile() ?? false;

  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    const url = req.url ?? '/';
    const result = resolveRequest(new URL(url, 'http://localhost').pathname, isFile);
    if (result.kind === 'bad-request') return void res.writeHead(400).end();
    if (result.kind === 'redirect')
      return void res.writeHead(308, { Location: result.location + url.replace(/^[^?]*/, '') }).end();

    const copies = STORED_CODINGS.filter(({ suffix }) => isFile(result.file + suffix));
    // Node joins a repeated Accept-Encoding with commas.
    const coding = negotiateEncoding(
      req.headers['accept-encoding'],
      copies.map((copy) => copy.coding),
    );
    const file = result.file + (copies.find((copy) => copy.coding === coding)?.suffix ?? '');
    if (copies.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Type', contentType(result.file));

    // A not-found page is sent whole, without validators: ranges and conditions do not apply to it.
    if (result.status === 404) {
      const { size } = fs.statSync(path.join(root, file));
      res.writeHead(404, { 'Cache-Control': NOT_FOUND_CACHE, 'Content-Length': size });
      if (req.method === 'HEAD' || size === 0) return void res.end();
      return void fs
        .createReadStream(path.join(root, file))
        .on('error', () => res.destroy())
        .pipe(res);
    }

    res.setHeader('Cache-Control', cacheControl(result.file));
    for (const [name, value] of Object.entries(headersFor(result.file))) res.setHeader(name, value);
    send(req, '/' + file.split('/').map(encodeURIComponent).join('/'), { root, dotfiles: 'allow', index: false })
      // 412, 416, or a file gone meanwhile: no body, so no coding of one.
      .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
        if (res.headersSent) return void res.destroy();
        res.removeHeader('Content-Encoding');
        res.writeHead(error.status ?? 500, { ...error.headers, 'Content-Length': 0 }).end();
      })
      .pipe(res);
  };
}
