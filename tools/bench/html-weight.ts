import zlib from 'node:zlib';

/**
 * What a page's HTML weighs (pure): raw bytes, gzip bytes (zlib's default level, as the bundled
 * server sends it), brotli bytes and the bytes of the inline router payload, the `self.__next_f.push(…)`
 * scripts that App Router pages carry for hydration and client navigation.
 */
export interface HtmlWeight {
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  routerPayloadBytes: number;
  routerPayloadScripts: number;
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

export function htmlWeight(html: string): HtmlWeight {
  const payload = routerPayloadScripts(html);
  return {
    rawBytes: Buffer.byteLength(html),
    gzipBytes: gzipBytes(html),
    brotliBytes: brotliBytes(html),
    routerPayloadBytes: payload.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    routerPayloadScripts: payload.length,
  };
}
