import { securityHeaders } from './headers';

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
