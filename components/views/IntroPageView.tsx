import { PageIntro } from '@/components/content/PageIntro';
import { Teaser } from '@/components/content/Teaser';
import { PageShell } from '@/components/shell/PageShell';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes, type PageKey } from '@/lib/routes';

/** A page made of its intro and, when the translations have one, a teaser. */
export function IntroPageView({ locale, page }: { locale: Locale; page: Exclude<PageKey, 'participant'> }) {
  const messages = loadMessages(locale);
  const texts = messages.pages[page];
  return (
    <PageShell locale={locale} page={page} path={routes[page].path}>
      <PageIntro intro={texts.intro} locale={locale} messages={messages} where={`pages.${page}.intro`} />
      {texts.teaser && <Teaser teaser={texts.teaser} locale={locale} messages={messages} />}
    </PageShell>
  );
}
