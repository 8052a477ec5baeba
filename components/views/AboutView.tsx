import type { WinnerSliderData } from '@/lib/awards/cards';
import { IntroPage } from '@/components/views/IntroPage';
import type { ViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import type { PageTexts } from '@/lib/content/message-schema';

/** The about page: two-column intro, the side image beside the preface, the winner slider, the teaser. */
export function AboutView({
  locale,
  shell,
  texts,
  slider,
}: ViewProps & { texts: PageTexts; slider: WinnerSliderData }) {
  return (
    <IntroPage locale={locale} shell={shell} page="about" intro={texts.intro} teaser={texts.teaser} sideImagePriority>
      <WinnerSlider locale={locale} slider={slider} />
    </IntroPage>
  );
}
