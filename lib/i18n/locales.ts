/**
 * The site's locales as data (spec section 9). Everything locale-specific that is not a
 * translated text lives here: URL prefix, hreflang, formats, currency and week start.
 */
export type Locale = 'de-CH' | 'en-GB';

export interface LocaleSettings {
  code: Locale;
  simpleCode: 'de' | 'en';
  prettyName: string;
  /** URL prefix; the default locale has none. */
  prefix: '' | '/en';
  /** Unicode date pattern as used by date libraries. */
  dateFormat: string;
  /** The same pattern written the way the original app's moment.js configuration wrote it. */
  momentDateFormat: string;
  currencyFormat: string;
  /** ISO weekday: 1 = Monday. */
  weekStartsOn: 1;
}

export const locales: readonly LocaleSettings[] = [
  {
    code: 'de-CH',
    simpleCode: 'de',
    prettyName: 'Deutsch',
    prefix: '',
    dateFormat: 'dd.MM.y',
    momentDateFormat: 'DD.MM.YYYY',
    currencyFormat: 'CHF',
    weekStartsOn: 1,
  },
  {
    code: 'en-GB',
    simpleCode: 'en',
    prettyName: 'English',
    prefix: '/en',
    // The spec shows two readings for en-GB (dd/MM/y and YYYY-DD-MM); the issue settles on the
    // correct British one, dd/MM/yyyy.
    dateFormat: 'dd/MM/yyyy',
    momentDateFormat: 'DD/MM/YYYY',
    currencyFormat: 'GBP',
    weekStartsOn: 1,
  },
];

export const defaultLocale: Locale = 'de-CH';
export const localeCodes: readonly Locale[] = locales.map((l) => l.code);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function localeSettings(locale: Locale): LocaleSettings {
  const found = locales.find((l) => l.code === locale);
  if (!found) throw new Error(`Unknown locale ${locale}`);
  return found;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'de-CH' ? 'en-GB' : 'de-CH';
}
