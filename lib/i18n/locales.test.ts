import { defaultLocale, isLocale, localeCodes, localeSettings, otherLocale } from './locales';

describe('locales (spec section 9)', () => {
  it('has de-CH as the unprefixed default and en-GB under /en', () => {
    expect(defaultLocale).toBe('de-CH');
    expect(localeCodes).toEqual(['de-CH', 'en-GB']);
    expect(localeSettings('de-CH').prefix).toBe('');
    expect(localeSettings('en-GB').prefix).toBe('/en');
  });

  it('carries the short code the language switch shows', () => {
    expect(localeSettings('de-CH').simpleCode).toBe('de');
    expect(localeSettings('en-GB').simpleCode).toBe('en');
  });

  it('recognises only the two locale codes', () => {
    expect(isLocale('de-CH')).toBe(true);
    expect(isLocale('en-GB')).toBe(true);
    for (const value of ['de', 'en', 'EN-GB', 'fr-CH', '', null, undefined, 42]) {
      expect(isLocale(value)).toBe(false);
    }
  });

  it('throws for an unknown locale', () => {
    expect(() => localeSettings('fr-CH' as never)).toThrow('Unknown locale fr-CH');
  });

  it('gives the other locale', () => {
    expect(otherLocale('de-CH')).toBe('en-GB');
    expect(otherLocale('en-GB')).toBe('de-CH');
  });
});
