/** The site's locales: code (hreflang, <html lang>, Intl), the switch's short code, the URL prefix. */
export type Locale = 'de-CH' | 'en-GB';

export interface LocaleSettings {
  code: Locale;
  simpleCode: 'de' | 'en';
  /** URL prefix; the default locale has none. */
  prefix: '' | '/en';
}

export const locales: readonly LocaleSettings[] = [
  {
    code: 'de-CH',
    simpleCode: 'de',
    prefix: '',
  },
  {
    code: 'en-GB',
    simpleCode: 'en',
    prefix: '/en',
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
