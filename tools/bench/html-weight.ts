import zlib from 'node:zlib';

/**
 * What a page's HTML weighs (pure): raw bytes, gzip bytes (zlib's default level, as the bundled
 * server sends it), brotli bytes and the bytes of the router payload that App Router pages carry
 * for hydration and client navigation: the inline `self.__next_f.push(…)` scripts, or the payload
 * file the post-build step moves them into (pipeline/postbuild/flight-payload.ts), counted here when
 * the caller fetched it.
 */
export interface HtmlWeight {
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  routerPayloadBytes: number;
  routerPayloadScripts: number;
  /** The page's payload file, fetched beside it: its URL path and its gzip bytes. */
  payloadFile?: { path: string; gzipBytes: number };
}

export function gzipBytes(body: string | Buffer): number {
  return zlib.gzipSync(body).length;
}

/** Brotli at its highest quality, as a build writes precompressed .br files. */
export function brotliBytes(body: string | Buffer): number {
  return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The inline scripts that push router payload: their contents, without the <script> tags. */
export function routerPayloadScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (
      /^\s*\(?\s*self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)?\s*\.push\(|^\s*self\.__next_f\.push\(/.test(body)
    )
      scripts.push(body);
  }
  return scripts;
}

/** The URL path of the page's payload file (the loader's data-flight attribute), if it has one. */
export function payloadFilePath(html: string): string | undefined {
  const match = /<script\b[^>]*\sdata-flight="([^"]+)"/i.exec(html);
  return match?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The page's weight; `payloadFile` is the text of its payload file when it has one. */
export function htmlWeight(html: string, payloadFile?: string): HtmlWeight {
  const payload = routerPayloadScripts(html);
  const inlineBytes = payload.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  const filePath = payloadFilePath(html);
  if ((filePath === undefined) !== (payloadFile === undefined))
    throw new Error(filePath ? `the payload file ${filePath} was not given` : 'a payload file for a page without one');
  return {
    rawBytes: Buffer.byteLength(html),
    gzipBytes: gzipBytes(html),
    brotliBytes: brotliBytes(html),
    routerPayloadBytes: inlineBytes + (payloadFile === undefined ? 0 : Buffer.byteLength(payloadFile)),
    routerPayloadScripts: payload.length,
    ...(filePath !== undefined && payloadFile !== undefined
      ? { payloadFile: { path: filePath, gzipBytes: gzipBytes(payloadFile) } }
      : {}),
  };
}
