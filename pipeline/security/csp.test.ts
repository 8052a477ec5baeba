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
