import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/**
 * The contact page (/kontakt): the intro's two columns as equal information blocks (programme
 * office; media and participation), then the rich text (directions and frequent questions).
 */
export function ContactView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  return (
    <PageShell locale={locale} page="contact" path={routes.contact.path}>
      <PageIntro intro={messages.pages.contact.intro} locale={locale} messages={messages} where="pages.contact.intro" columns="even" richTextLayout="sideHeadings" />
    </PageShell>
  );
}
