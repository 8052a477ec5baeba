import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { PartnerCategories } from '@/components/partners/PartnerCategories';
import { PageShell } from '@/components/shell/PageShell';
import { listOrEmpty } from '@/lib/content/lists';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** The partners page (/partner): intro, the partner categories with their companies, the winner slider. */
export function PartnersView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  const texts = messages.pages.partners;
  return (
    <PageShell locale={locale} page="partners" path={routes.partners.path}>
      <PageIntro intro={texts.intro} locale={locale} messages={messages} where="pages.partners.intro" />
      <PartnerCategories categories={listOrEmpty(texts.partnerCategories, `${locale} pages.partners.partnerCategories`)} locale={locale} />
      <WinnerSlider locale={locale} />
    </PageShell>
  );
}
