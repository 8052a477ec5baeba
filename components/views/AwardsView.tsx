import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** The winners (/gewinner) and special-mention (/special-mention) pages: cards by category. */
export function AwardsView({ locale, page }: { locale: Locale; page: 'winners' | 'specialMention' }) {
  const messages = loadMessages(locale);
  return (
    <PageShell locale={locale} page={page} path={routes[page].path}>
      <PageIntro intro={messages.pages[page].intro} locale={locale} messages={messages} where={`pages.${page}.intro`} />
    </PageShell>
  );
}
