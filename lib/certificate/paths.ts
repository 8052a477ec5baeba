import { localeSettings, type Locale } from '../i18n/locales';

/**
 * A participant's certificate in one language, generated at build into public/globalassets/
 * (scripts/media/certificates): /globalassets/certificates/{year}/{ref}-{de|en}.pdf. One folder
 * per edition, so an address never changes when a new edition becomes current.
 */
export function certificatePath(ref: string, year: number, locale: Locale): string {
  return `/globalassets/certificates/${year}/${encodeURIComponent(ref)}-${localeSettings(locale).simpleCode}.pdf`;
}
