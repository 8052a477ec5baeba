import { localeHref, parseLocalePath } from './paths';

describe('localeHref', () => {
  it('leaves de-CH paths unprefixed and puts en-GB under /en', () => {
    expect(localeHref('de-CH', '/rangliste')).toBe('/rangliste');
    expect(localeHref('en-GB', '/rangliste')).toBe('/en/rangliste');
  });

  it('maps the home page to / and /en', () => {
    expect(localeHref('de-CH', '/')).toBe('/');
    expect(localeHref('en-GB', '/')).toBe('/en');
  });

  it('drops trailing slashes but keeps query and hash', () => {
    expect(localeHref('de-CH', '/jury/')).toBe('/jury');
    expect(localeHref('en-GB', '/teilnehmer/sika?category=1')).toBe('/en/teilnehmer/sika?category=1');
    expect(localeHref('en-GB', '/kriterien#vr')).toBe('/en/kriterien#vr');
    expect(localeHref('en-GB', '/?q=a')).toBe('/en?q=a');
  });
});

describe('parseLocalePath', () => {
  it('reads the locale from the /en prefix', () => {
    expect(parseLocalePath('/en')).toEqual({ locale: 'en-GB', path: '/' });
    expect(parseLocalePath('/en/')).toEqual({ locale: 'en-GB', path: '/' });
    expect(parseLocalePath('/en/gewinner/')).toEqual({ locale: 'en-GB', path: '/gewinner' });
  });

  it('treats everything else as de-CH', () => {
    expect(parseLocalePath('/')).toEqual({ locale: 'de-CH', path: '/' });
    expect(parseLocalePath('')).toEqual({ locale: 'de-CH', path: '/' });
    expect(parseLocalePath('/rangliste')).toEqual({ locale: 'de-CH', path: '/rangliste' });
    // A path merely starting with "en" is not the English tree.
    expect(parseLocalePath('/entry')).toEqual({ locale: 'de-CH', path: '/entry' });
  });
});
