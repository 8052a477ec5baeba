import { gtmScriptUrl, pageviewEvent, parseGtmId } from './analytics';

describe('parseGtmId', () => {
  it('accepts a container ID, trimmed', () => {
    expect(parseGtmId('GTM-ABC123')).toBe('GTM-ABC123');
    expect(parseGtmId('  GTM-XYZ9 ')).toBe('GTM-XYZ9');
  });

  it('rejects unset or malformed IDs', () => {
    for (const value of [
      undefined,
      '',
      '   ',
      'GTM-',
      'gtm-abc',
      'UA-12345-1',
      'GTM-ABC"><script>',
      'GTM-ABCDEFGHIJKLM',
    ]) {
      expect(parseGtmId(value)).toBeNull();
    }
  });
});

describe('gtmScriptUrl', () => {
  it('points at googletagmanager with the id', () => {
    expect(gtmScriptUrl('GTM-ABC1')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1');
  });
});

describe('pageviewEvent', () => {
  it('is a pageview with the page URL', () => {
    expect(pageviewEvent('https://x.ch/jury')).toEqual({ event: 'pageview', page: 'https://x.ch/jury' });
  });
});
