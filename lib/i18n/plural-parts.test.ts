import { createTranslator } from 'next-intl';
import deCH from '@/content/i18n/de-CH.json';
import enGB from '@/content/i18n/en-GB.json';
import { fillPlural, pluralParts } from './plural-parts';

// Any ICU plural message, formatted by next-intl as on the server.
const icu = (locale: string, message: string) => {
  // next-intl's types know the site's locales only; the plural rules are the platform's for any.
  const t = createTranslator({ locale: locale as 'en-GB', messages: { m: message } });
  return (count: number) => t('m', { count });
};

describe('pluralParts and fillPlural', () => {
  it('write the site’s movement texts exactly as next-intl does, for every count', () => {
    for (const [locale, messages] of [
      ['de-CH', deCH],
      ['en-GB', enGB],
    ] as const) {
      for (const kind of ['up', 'down'] as const) {
        const format = icu(locale, messages.ranking.movement[kind]);
        const parts = pluralParts(locale, format);
        for (let count = 0; count <= 5000; count++) expect(fillPlural(parts, count)).toBe(format(count));
      }
    }
  });

  it('keep one set of parts per plural category, not one text per count', () => {
    const parts = pluralParts('de-CH', icu('de-CH', '{count, plural, one {# Platz} other {# Plätze}} besser'));
    expect(parts.forms).toEqual({ one: ['1 Platz besser'], other: ['', 'count', ' Plätze besser'] });
  });

  it('write counts below 1,000 without making a number format, where the language writes plain digits', () => {
    const parts = pluralParts('en-GB', icu('en-GB', '{count, plural, one {# place} other {# places}} up'));
    expect(parts.plainDigits).toBe(true);
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(fillPlural({ ...parts, locale: 'en-IE' }, 999)).toBe('999 places up');
      expect(made).not.toHaveBeenCalled();
      expect(fillPlural({ ...parts, locale: 'en-IE' }, 1234)).toBe('1,234 places up');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('format every count where the language has digits of its own', () => {
    const format = icu(
      'ar-EG',
      '{count, plural, zero {# أماكن} one {# مكان} two {# مكانان} few {# أماكن} many {# مكانًا} other {# مكان}}',
    );
    const parts = pluralParts('ar-EG', format);
    expect(parts.plainDigits).toBeUndefined();
    for (const count of [3, 11, 100, 999]) expect(fillPlural(parts, count)).toBe(format(count));
  });

  it('handle a language with more categories', () => {
    const message = '{count, plural, one {# miejsce} few {# miejsca} many {# miejsc} other {# miejsca}}';
    const format = icu('pl', message);
    const parts = pluralParts('pl', format);
    for (const count of [1, 2, 5, 12, 22, 25, 101, 1234]) expect(fillPlural(parts, count)).toBe(format(count));
  });

  it('group the digits of large counts as the locale does', () => {
    const parts = pluralParts('de-CH', icu('de-CH', '{count, plural, one {# Platz} other {# Plätze}}'));
    expect(fillPlural(parts, 1234)).toBe(`${new Intl.NumberFormat('de-CH').format(1234)} Plätze`);
    expect(fillPlural(parts, 1234)).not.toBe('1234 Plätze');
  });

  it('find the count in a text that holds digits of its own', () => {
    const message = '{count, plural, one {# place} other {# places}} up, alert(1) 2 3';
    const format = icu('en-GB', message);
    const parts = pluralParts('en-GB', format);
    for (const count of [1, 2, 3, 10, 1234]) expect(fillPlural(parts, count)).toBe(format(count));
  });

  it('handle a category of several small counts', () => {
    const format = icu('fr', '{count, plural, one {# place} other {# places}}');
    const parts = pluralParts('fr', format);
    for (const count of [0, 1, 2, 5, 1000000]) expect(fillPlural(parts, count)).toBe(format(count));
  });

  it('refuse a message that does not show its count', () => {
    expect(() => pluralParts('en-GB', icu('en-GB', '{count, plural, one {a place} other {several places}}'))).toThrow(
      /must show its count/,
    );
  });
});
