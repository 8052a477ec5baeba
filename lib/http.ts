/**
 * fetch with the anti-forgery header: non-GET/HEAD requests to relative URLs carry X-XSRF-TOKEN
 * from the XSRF-TOKEN cookie (never to other hosts). Nothing posts today; this is the one way to
 * post to the programme's back end, so that the header is never forgotten.
 */
export function readCookie(cookieString: string, name: string): string | null {
  const pair = cookieString.split(';').find((part) => part.trim().split('=')[0] === name);
  if (pair === undefined) return null;
  const value = pair.trim().split('=').slice(1).join('=');
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

export function withXsrfHeader(url: string, init: RequestInit = {}, cookieString = ''): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || !isRelativeUrl(url)) return init;
  const token = readCookie(cookieString, 'XSRF-TOKEN');
  if (!token) return init;
  const headers = new Headers(init.headers);
  headers.set('X-XSRF-TOKEN', token);
  return { ...init, headers };
}

export function xsrfFetch(url: string, init?: RequestInit): Promise<Response> {
  const cookies = typeof document === 'undefined' ? '' : document.cookie;
  return fetch(url, withXsrfHeader(url, init, cookies));
}
