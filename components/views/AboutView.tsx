import type { WinnerSliderData } from '@/lib/awards/cards';
import type { ViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { Teaser } from '@/components/content/Teaser';
import { PageShell } from '@/components/shell/PageShell';
import type { PageTexts } from '@/lib/content/message-schema';
import { routes } from '@/lib/routes';

/** The about page: two-column intro, the side image beside the preface, the winner slider, the teaser. */
export function AboutView({
  locale,
  shell,
  texts,
  slider,
}: ViewProps & { texts: PageTexts; slider: WinnerSliderData }) {
  const { linkLabels } = shell.texts;
  return (
    <PageShell locale={locale} page="about" path={routes.about.path} shell={shell}>
      <PageIntro intro={texts.intro} locale={locale} linkLabels={linkLabels} sideImagePriority />
      <WinnerSlider locale={locale} slider={slider} />
      {texts.teaser && <Teaser teaser={texts.teaser} locale={locale} linkLabels={linkLabels} />}
    </PageShell>
  );
}
