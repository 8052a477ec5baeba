import { getRequestConfig } from 'next-intl/server';
import { loadContent } from '../content/load';
import { defaultLocale, isLocale } from './locales';

/**
 * next-intl's request configuration: the locale set by the page, and its validated messages
 * (typed by the same zod schema, global.d.ts). The one place where messages enter next-intl.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: loadContent().messages[locale],
    timeZone: 'Europe/Zurich',
  };
});
