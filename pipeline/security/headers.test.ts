import { badgeHeaders, headersFor, securityHeaders } from './headers';

describe('securityHeaders', () => {
  const headers = securityHeaders();

  it('has every header the site promises', () => {
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Content-Security-Policy',
    ]) {
      expect(headers[name]).toBeTruthy();
    }
  });

  it('forbids framing and sniffing', () => {
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('asks for HTTPS for at least a year', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
  });

  it('denies powerful features', () => {
    for (const feature of ['camera', 'microphone', 'geolocation']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });
});

describe('badgeHeaders', () => {
  const headers = badgeHeaders();

  it('lets other sites show a badge, also when they isolate themselves', () => {
    expect(headers['Cross-Origin-Resource-Policy']).toBe('cross-origin');
  });

  it('allows the SVG document nothing of its own', () => {
    const policy = headers['Content-Security-Policy']!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src|unsafe/);
  });

  it('keeps the other security headers of the site', () => {
    const rest: Record<string, string> = { ...securityHeaders() };
    delete rest['Content-Security-Policy'];
    expect(headers).toMatchObject(rest);
  });
});

describe('headersFor', () => {
  it('gives badges their headers and every other file the site headers', () => {
    expect(headersFor('badge/abb-ltd.svg')).toEqual(badgeHeaders());
    expect(headersFor('en/badge/abb-ltd.svg')).toEqual(badgeHeaders());
    expect(headersFor('teilnehmer/abb-ltd.html')).toEqual(securityHeaders());
    expect(headersFor('globalassets/og/abb-ltd.svg')).toEqual(securityHeaders());
  });
});
