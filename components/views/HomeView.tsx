import { IntroPageView } from './IntroPageView';
import { StoredLanguageRedirect } from '@/components/shell/StoredLanguageRedirect';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** The home page: on the German one, a visitor who chose English before is sent to /en. */
export function HomeView({ locale }: { locale: Locale }) {
  return (
    <>
      {locale === defaultLocale && <StoredLanguageRedirect />}
      <IntroPageView locale={locale} page="home" />
    </>
  );
}
