import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '../content/load';
import { defaultLocale, isLocale } from './locales';

/** next-intl's request configuration: the locale set by the page, and its validated messages. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: loadMessages(locale),
    timeZone: 'Europe/Zurich',
  };
});
