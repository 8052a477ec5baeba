import { isRelativeUrl, readCookie, withXsrfHeader, xsrfFetch } from './http';

const cookies = 'other=1; XSRF-TOKEN=abc%3D123; last=x';
const token = (init: RequestInit) => new Headers(init.headers).get('X-XSRF-TOKEN');

describe('readCookie', () => {
  it('finds a cookie by name and decodes it', () => {
    expect(readCookie(cookies, 'XSRF-TOKEN')).toBe('abc=123');
    expect(readCookie('a=b=c', 'a')).toBe('b=c');
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });

  it('returns null when absent', () => {
    expect(readCookie(cookies, 'XSRF')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});

describe('isRelativeUrl', () => {
  it('tells relative from absolute and protocol-relative URLs', () => {
    expect(isRelativeUrl('/api/x')).toBe(true);
    expect(isRelativeUrl('api/x')).toBe(true);
    expect(isRelativeUrl('https://evil.example/x')).toBe(false);
    expect(isRelativeUrl('HTTP://evil.example/x')).toBe(false);
    expect(isRelativeUrl('//evil.example/x')).toBe(false);
  });
});

describe('withXsrfHeader (spec section 7)', () => {
  it.each(['POST', 'PUT', 'DELETE', 'patch'])('adds the header to %s requests to relative URLs', (method) => {
    expect(token(withXsrfHeader('/api/vote', { method }, cookies))).toBe('abc=123');
  });

  it('keeps existing headers', () => {
    const init = withXsrfHeader('/api', { method: 'POST', headers: { 'Content-Type': 'application/json' } }, cookies);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it.each([undefined, 'GET', 'HEAD', 'get'])('leaves %s requests alone', (method) => {
    expect(token(withXsrfHeader('/api/x', { method }, cookies))).toBeNull();
  });

  it.each(['https://other.example/api', '//other.example/api'])('never sends the token to %s', (url) => {
    expect(token(withXsrfHeader(url, { method: 'POST' }, cookies))).toBeNull();
  });

  it('adds nothing without the cookie', () => {
    expect(token(withXsrfHeader('/api', { method: 'POST' }, 'other=1'))).toBeNull();
  });
});

describe('xsrfFetch', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('reads the token from document.cookie', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    const fetchMock = jest.fn().mockResolvedValue({ ok: true } as Response);
    global.fetch = fetchMock;
    await xsrfFetch('/api/x', { method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x');
    expect(token(init)).toBe('tok');
  });
});
