/**
 * The site's locales: code (hreflang, <html lang>, Intl), the switch's short code, the URL prefix
 * (none for the default locale).
 */
export const locales = [
  { code: 'de-CH', simpleCode: 'de', prefix: '' },
  { code: 'en-GB', simpleCode: 'en', prefix: '/en' },
] as const;

export type Locale = (typeof locales)[number]['code'];

export const defaultLocale: Locale = 'de-CH';
export const localeCodes: readonly Locale[] = locales.map((l) => l.code);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function localeSettings(locale: Locale) {
  const found = locales.find((l) => l.code === locale);
  if (!found) throw new Error(`Unknown locale ${locale}`);
  return found;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'de-CH' ? 'en-GB' : 'de-CH';
}
