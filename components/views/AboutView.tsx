import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';

/** The about page: two-column intro, the side image beside the preface, the winner slider, the teaser. */
export function AboutView({ locale, shell, texts, slider }: PageViewProps<'about'>) {
  return (
    <IntroPage locale={locale} shell={shell} page="about" intro={texts.intro} teaser={texts.teaser} sideImagePriority>
      <WinnerSlider locale={locale} slider={slider} />
    </IntroPage>
  );
}
