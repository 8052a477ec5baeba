import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '../content/load';
import { defaultLocale, isLocale } from './locales';

/** The messages type next-intl expects: derived from content/i18n/de-CH.json (global.d.ts). */
type IntlMessages = NonNullable<Awaited<ReturnType<Parameters<typeof getRequestConfig>[0]>>['messages']>;

/**
 * next-intl's request configuration: the locale set by the page, and its validated messages.
 * The cast: the messages are validated by the zod schema at load; comparing the schema's type
 * with the type TypeScript infers from the JSON file (deep unions of optional fields) gave
 * different answers depending on the order files were checked in, so it is not repeated here.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: loadMessages(locale) as unknown as IntlMessages,
    timeZone: 'Europe/Zurich',
  };
});
