import type { WinnerSliderData } from '@/lib/awards/cards';
import { IntroPage } from '@/components/views/IntroPage';
import type { ViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PartnerCategories } from '@/components/partners/PartnerCategories';
import { listOrEmpty } from '@/lib/content/lists';
import type { Messages } from '@/lib/content/message-schema';

/** The partners page (/partner): intro, the partner categories with their companies, the winner slider. */
export function PartnersView({
  locale,
  shell,
  texts,
  slider,
}: ViewProps & { texts: Messages['pages']['partners']; slider: WinnerSliderData }) {
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
