import { localeSettings, type Locale } from '../i18n/locales';

/** A certificate's address, one folder per edition: /globalassets/certificates/{year}/{ref}-{de|en}.pdf. */
export function certificatePath(ref: string, year: number, locale: Locale): string {
  return `/globalassets/certificates/${year}/${encodeURIComponent(ref)}-${localeSettings(locale).simpleCode}.pdf`;
}
