import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { Teaser } from '@/components/content/Teaser';
import { PageShell } from '@/components/shell/PageShell';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/**
 * The about page (/ueber-uns), the preface the home page links to: two-column intro, the side
 * image beside the preface text, the winner slider and a teaser (criteria, jury, partners).
 */
export function AboutView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  const texts = messages.pages.about;
  return (
    <PageShell locale={locale} page="about" path={routes.about.path}>
      <PageIntro intro={texts.intro} locale={locale} messages={messages} where="pages.about.intro" sideImagePriority />
      <WinnerSlider locale={locale} />
      {texts.teaser && <Teaser teaser={texts.teaser} locale={locale} messages={messages} />}
    </PageShell>
  );
}
