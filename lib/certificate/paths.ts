import { localeSettings, type Locale } from '../i18n/locales';

/**
 * A participant's certificate in one language: /globalassets/certificates/{year}/{ref}-{de|en}.pdf,
 * one folder per edition, so an address never changes.
 */
export function certificatePath(ref: string, year: number, locale: Locale): string {
  return `/globalassets/certificates/${year}/${encodeURIComponent(ref)}-${localeSettings(locale).simpleCode}.pdf`;
}
