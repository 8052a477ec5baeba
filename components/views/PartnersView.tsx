import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PartnerCategories } from '@/components/partners/PartnerCategories';
import { listOrEmpty } from '@/lib/content/lists';

/** The partners page (/partner): intro, the partner categories with their companies, the winner slider. */
export function PartnersView({ locale, shell, texts, slider }: PageViewProps<'partners'>) {
  return (
    <IntroPage locale={locale} shell={shell} page="partners" intro={texts.intro}>
      <PartnerCategories
        categories={listOrEmpty(texts.partnerCategories, `${locale} pages.partners.partnerCategories`)}
        locale={locale}
      />
      <WinnerSlider locale={locale} slider={slider} />
    </IntroPage>
  );
}
