import { negotiateEncoding, type Coding, type StoredCoding } from './accept-encoding';
import { entityTag, evaluateConditions, httpDate, rangeStillValid, type Validators } from './conditional';
import { contentRange, parseRange, type RangeRequest } from './range';

/**
 * What the bundled server answers for a file (pure; scripts/serve.ts does the I/O): which
 * stored representation, status, representation headers, and which bytes of which file.
 * Content-Type, Cache-Control and the security headers are added by the server.
 */
export interface Representation {
  coding: Coding;
  /** The file to read, relative to out/ (x.html, x.html.br, x.html.gz). */
  file: string;
  size: number;
  mtimeMs: number;
}

export interface FileRequest {
  method: 'GET' | 'HEAD';
  /** 200 for the file asked for, 404 for a not-found page (no validators, no ranges). */
  status: 200 | 404;
  headers: {
    acceptEncoding?: string;
    range?: string;
    ifRange?: string;
    ifMatch?: string;
    ifNoneMatch?: string;
    ifModifiedSince?: string;
    ifUnmodifiedSince?: string;
  };
  /** The file itself (identity) and its stored compressed copies. */
  identity: Representation;
  copies: readonly (Representation & { coding: StoredCoding })[];
}

export interface FileResponse {
  status: 200 | 206 | 304 | 404 | 412 | 416;
  headers: Record<string, string | number>;
  /** Bytes to send (inclusive range), none for HEAD, 304, 412 and 416. */
  body: { file: string; start: number; end: number } | null;
}

export function fileResponse(request: FileRequest): FileResponse {
  const { headers: ask } = request;
  const coding = negotiateEncoding(
    ask.acceptEncoding,
    request.copies.map((copy) => copy.coding),
  );
  const chosen = request.copies.find((copy) => copy.coding === coding) ?? request.identity;
  const headers: Record<string, string | number> = {};
  // The answer depends on Accept-Encoding whenever there is a copy to choose.
  if (request.copies.length > 0) headers['Vary'] = 'Accept-Encoding';
  if (chosen.coding !== 'identity') headers['Content-Encoding'] = chosen.coding;
  const whole = { file: chosen.file, start: 0, end: chosen.size - 1 };
  const send = (status: FileResponse['status'], body: FileResponse['body']): FileResponse => ({
    status,
    headers,
    body: request.method === 'HEAD' || !body || body.end < body.start ? null : body,
  });

  if (request.status === 404) {
    headers['Content-Length'] = chosen.size;
    return send(404, whole);
  }

  const validators: Validators = {
    etag: entityTag(chosen.size, chosen.mtimeMs, chosen.coding),
    lastModified: chosen.mtimeMs,
  };
  headers['ETag'] = validators.etag;
  headers['Last-Modified'] = httpDate(validators.lastModified);
  headers['Accept-Ranges'] = 'bytes';

  const outcome = evaluateConditions(ask, validators);
  if (outcome === 'not-modified') return send(304, null);
  if (outcome === 'precondition-failed') {
    withoutBody(headers);
    return send(412, null);
  }

  const range: RangeRequest = rangeStillValid(ask.ifRange, validators)
    ? parseRange(ask.range, chosen.size)
    : { kind: 'whole' };
  if (range.kind === 'unsatisfiable') {
    headers['Content-Range'] = contentRange(null, chosen.size);
    withoutBody(headers);
    return send(416, null);
  }
  if (range.kind === 'range') {
    headers['Content-Range'] = contentRange(range, chosen.size);
    headers['Content-Length'] = range.end - range.start + 1;
    return send(206, { file: chosen.file, start: range.start, end: range.end });
  }
  headers['Content-Length'] = chosen.size;
  return send(200, whole);
}

/** An error answer has no body, so no coding of one. */
function withoutBody(headers: Record<string, string | number>): void {
  delete headers['Content-Encoding'];
  headers['Content-Length'] = 0;
}
