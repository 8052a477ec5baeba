import type { Messages } from './lib/content/message-schema';
import type { Locale } from './lib/i18n/locales';

// Typed messages: the zod schema that validates content/i18n/*.json is the one declaration of
// their shape, so a key the schema lacks is a type error in t('…') calls.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
