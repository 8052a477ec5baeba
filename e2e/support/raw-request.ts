import { request as httpRequest } from 'node:http';

/** An answer as it came over the wire: the body not decoded, the headers in lower case. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One HTTP/1.1 request with node:http, which (unlike Playwright's request context) leaves the
 * body as sent: the tests compare compressed bytes with the files on disk.
 */
export function rawRequest(
  baseURL: string,
  rawPath: string,
  { method = 'GET', headers = {} }: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port: Number(port), path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(', ') : (value ?? ''),
            ]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
