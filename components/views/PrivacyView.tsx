import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** The privacy page (/datenschutz): the intro and the privacy notice as rich text. */
export function PrivacyView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  return (
    <PageShell locale={locale} page="privacy" path={routes.privacy.path}>
      <PageIntro intro={messages.pages.privacy.intro} locale={locale} messages={messages} where="pages.privacy.intro" richTextLayout="sideHeadings" />
    </PageShell>
  );
}
