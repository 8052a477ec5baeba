/** @jest-environment node */
import { fileResponse, type FileRequest } from './file-response';

const mtimeMs = Date.UTC(2026, 10, 24, 8, 0, 0);
const identity = { coding: 'identity' as const, file: 'rangliste.html', size: 1000, mtimeMs };
const br = { coding: 'br' as const, file: 'rangliste.html.br', size: 200, mtimeMs };
const gzip = { coding: 'gzip' as const, file: 'rangliste.html.gz', size: 300, mtimeMs };

const answer = (headers: FileRequest['headers'] = {}, more: Partial<FileRequest> = {}) =>
  fileResponse({ method: 'GET', status: 200, headers, identity, copies: [br, gzip], ...more });

describe('fileResponse', () => {
  it('sends the brotli copy to a browser, with its own length, tag and Vary', () => {
    const response = answer({ acceptEncoding: 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ file: 'rangliste.html.br', start: 0, end: 199 });
    expect(response.headers).toMatchObject({
      'Content-Encoding': 'br',
      'Content-Length': 200,
      Vary: 'Accept-Encoding',
      'Accept-Ranges': 'bytes',
      'Last-Modified': 'Tue, 24 Nov 2026 08:00:00 GMT',
    });
  });
  it('sends gzip or the file itself as asked, each with a different ETag', () => {
    const gzipped = answer({ acceptEncoding: 'gzip' });
    const plain = answer({});
    const brotli = answer({ acceptEncoding: 'br' });
    expect(gzipped.body?.file).toBe('rangliste.html.gz');
    expect(gzipped.headers['Content-Encoding']).toBe('gzip');
    expect(plain.body?.file).toBe('rangliste.html');
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(plain.headers['Content-Length']).toBe(1000);
    const tags = new Set([gzipped, plain, brotli].map((r) => r.headers['ETag']));
    expect(tags.size).toBe(3);
  });
  it('sends no Vary for a file without copies', () => {
    const response = answer({ acceptEncoding: 'br' }, { copies: [] });
    expect(response.headers['Vary']).toBeUndefined();
    expect(response.headers['Content-Encoding']).toBeUndefined();
  });
  it('answers HEAD with the same headers and no body', () => {
    const get = answer({ acceptEncoding: 'br' });
    const head = answer({ acceptEncoding: 'br' }, { method: 'HEAD' });
    expect(head.headers).toEqual(get.headers);
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });
  it('answers 304 to a matching If-None-Match for the representation chosen', () => {
    const tag = String(answer({ acceptEncoding: 'br' }).headers['ETag']);
    const response = answer({ acceptEncoding: 'br', ifNoneMatch: tag });
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(response.headers['ETag']).toBe(tag);
    // The gzip representation has another tag: it is sent in full.
    expect(answer({ acceptEncoding: 'gzip', ifNoneMatch: tag }).status).toBe(200);
  });
  it('answers 304 to If-Modified-Since at or after the modification', () => {
    expect(answer({ ifModifiedSince: 'Tue, 24 Nov 2026 08:00:00 GMT' }).status).toBe(304);
    expect(answer({ ifModifiedSince: 'Tue, 24 Nov 2026 07:00:00 GMT' }).status).toBe(200);
  });
  it('answers one byte range of the representation with 206', () => {
    const response = answer({ range: 'bytes=100-199' });
    expect(response.status).toBe(206);
    expect(response.body).toEqual({ file: 'rangliste.html', start: 100, end: 199 });
    expect(response.headers).toMatchObject({ 'Content-Range': 'bytes 100-199/1000', 'Content-Length': 100 });
    const compressed = answer({ acceptEncoding: 'br', range: 'bytes=-50' });
    expect(compressed.headers).toMatchObject({ 'Content-Range': 'bytes 150-199/200', 'Content-Encoding': 'br' });
  });
  it('answers an unsatisfiable range with 416 and the length', () => {
    const response = answer({ acceptEncoding: 'br', range: 'bytes=5000-' });
    expect(response.status).toBe(416);
    expect(response.body).toBeNull();
    expect(response.headers['Content-Range']).toBe('bytes */200');
    expect(response.headers['Content-Encoding']).toBeUndefined();
  });
  it('answers the whole file to several ranges and to a stale If-Range', () => {
    expect(answer({ range: 'bytes=0-1,5-6' }).status).toBe(200);
    const stale = answer({ range: 'bytes=0-9', ifRange: '"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ file: 'rangliste.html', start: 0, end: 999 });
    const current = String(answer({}).headers['ETag']);
    expect(answer({ range: 'bytes=0-9', ifRange: current }).status).toBe(206);
  });
  it('answers 412 when If-Match fails', () => {
    expect(answer({ ifMatch: '"other"' }).status).toBe(412);
  });
  it('sends a not-found page compressed, without validators and ignoring ranges and conditions', () => {
    const response = answer(
      { acceptEncoding: 'br', range: 'bytes=0-9', ifModifiedSince: 'Tue, 24 Nov 2030 08:00:00 GMT' },
      { status: 404 },
    );
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ file: 'rangliste.html.br', start: 0, end: 199 });
    expect(response.headers['ETag']).toBeUndefined();
    expect(response.headers['Accept-Ranges']).toBeUndefined();
  });
  it('sends no body for an empty file', () => {
    const empty = { ...identity, size: 0 };
    const response = answer({}, { identity: empty, copies: [] });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Length']).toBe(0);
    expect(response.body).toBeNull();
  });
});
