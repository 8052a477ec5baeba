import { headerPolicy, httpOrigin, pagePolicy } from './csp';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('pagePolicy', () => {
  const hashes = ["'sha256-bbb='", "'sha256-aaa='"];

  it('allows scripts from the site and the given hashes only', () => {
    const scripts = directives(pagePolicy({ scriptHashes: hashes, gtmId: null })).get('script-src');
    expect(scripts).toEqual(["'self'", "'sha256-aaa='", "'sha256-bbb='"]);
  });

  it('never allows inline or eval for scripts', () => {
    for (const gtmId of [null, 'GTM-ABC123']) {
      const scripts = directives(pagePolicy({ scriptHashes: hashes, gtmId })).get('script-src') ?? [];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
    }
  });

  it('names the tag manager host only when a container is configured', () => {
    expect(pagePolicy({ scriptHashes: [], gtmId: null })).not.toMatch(/google/);
    const withGtm = directives(pagePolicy({ scriptHashes: [], gtmId: 'GTM-ABC123' }));
    expect(withGtm.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(withGtm.get('connect-src')?.some((source) => source.includes('google-analytics.com'))).toBe(true);
  });

  it('allows images and video from the storage host when one is set', () => {
    const policy = directives(
      pagePolicy({ scriptHashes: [], gtmId: null, storageBaseUrl: 'https://cdn.example.ch/files/' }),
    );
    expect(policy.get('img-src')).toContain('https://cdn.example.ch');
    expect(policy.get('media-src')).toContain('https://cdn.example.ch');
    expect(policy.get('script-src')).not.toContain('https://cdn.example.ch');
  });

  it('shuts plugins, frames and base rewriting out', () => {
    const policy = directives(pagePolicy({ scriptHashes: [], gtmId: null }));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
  });

  it('lists each hash once', () => {
    const scripts = directives(pagePolicy({ scriptHashes: ["'sha256-a='", "'sha256-a='"], gtmId: null })).get(
      'script-src',
    );
    expect(scripts?.filter((source) => source === "'sha256-a='")).toHaveLength(1);
  });
});

describe('pagePolicy for the search page', () => {
  const hashes = ["'sha256-aaa='"];
  const search = directives(pagePolicy({ scriptHashes: hashes, gtmId: 'GTM-ABC123', search: true }));
  const other = directives(pagePolicy({ scriptHashes: hashes, gtmId: 'GTM-ABC123' }));

  it('lets the search page compile WebAssembly and start workers from the site', () => {
    expect(search.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      "'sha256-aaa='",
      'https://www.googletagmanager.com',
    ]);
    expect(search.get('worker-src')).toEqual(["'self'"]);
  });

  it('still allows no inline script beyond its hashes and no eval of JavaScript', () => {
    expect(search.get('script-src')).not.toContain("'unsafe-inline'");
    expect(search.get('script-src')).not.toContain("'unsafe-eval'");
    expect(search.get('connect-src')).toEqual(other.get('connect-src'));
    expect(search.get('default-src')).toEqual(["'self'"]);
  });

  it('allows every other page neither WebAssembly nor workers', () => {
    expect(other.get('script-src')).not.toContain("'wasm-unsafe-eval'");
    expect(other.get('worker-src')).toEqual(["'none'"]);
    expect(directives(pagePolicy({ scriptHashes: [], gtmId: null, search: false })).get('worker-src')).toEqual([
      "'none'",
    ]);
  });
});

describe('headerPolicy', () => {
  it('forbids framing, which a meta policy cannot', () => {
    expect(directives(headerPolicy()).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('httpOrigin', () => {
  it.each([
    ['https://cdn.example.ch/a/b?c', 'https://cdn.example.ch'],
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['', null],
    [undefined, null],
    ['/globalassets/', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (url, origin) => {
    expect(httpOrigin(url)).toBe(origin);
  });
});
