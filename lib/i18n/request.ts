import { getRequestConfig } from 'next-intl/server';
import { loadContent } from '../content/load';
import { defaultLocale, isLocale } from './locales';

/** next-intl's request configuration: the page's locale and its validated messages (typed by the schema). */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: loadContent().messages[locale],
    timeZone: 'Europe/Zurich',
  };
});
