import type { WinnerSliderData } from '@/lib/awards/cards';
import type { ViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { PartnerCategories } from '@/components/partners/PartnerCategories';
import { PageShell } from '@/components/shell/PageShell';
import { listOrEmpty } from '@/lib/content/lists';
import type { Messages } from '@/lib/content/message-schema';
import { routes } from '@/lib/routes';

/** The partners page (/partner): intro, the partner categories with their companies, the winner slider. */
export function PartnersView({
  locale,
  shell,
  texts,
  slider,
}: ViewProps & { texts: Messages['pages']['partners']; slider: WinnerSliderData }) {
  return (
    <PageShell locale={locale} page="partners" path={routes.partners.path} shell={shell}>
      <PageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} />
      <PartnerCategories
        categories={listOrEmpty(texts.partnerCategories, `${locale} pages.partners.partnerCategories`)}
        locale={locale}
      />
      <WinnerSlider locale={locale} slider={slider} />
    </PageShell>
  );
}
