import type messages from './content/i18n/de-CH.json';
import type { Locale } from './lib/i18n/locales';

// Typed messages: a key that de-CH.json lacks is a type error in t('…') calls.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
