import type { WinnerSliderData } from '@/lib/awards/cards';
import type { ViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { Teaser } from '@/components/content/Teaser';
import { IntroAnimation } from '@/components/intro/IntroAnimation';
import { PageShell } from '@/components/shell/PageShell';
import { StoredLanguageRedirect } from '@/components/shell/StoredLanguageRedirect';
import type { EditionTexts } from '@/lib/content/edition-texts-schema';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** The language StoredLanguageRedirect sends the German home page's visitor on to, when stored. */
const redirectLanguage: Locale = 'en-GB';

interface HomeData {
  texts: EditionTexts['pages']['home'];
  introSkipHint: string;
  slider: WinnerSliderData;
}

/**
 * The home page (spec section 2): page intro with the link to the preface, the winner slider
 * and the three-column teaser (criteria, jury, special mention), under the intro animation.
 * On the German page, a visitor who chose English before is sent to /en first, and the intro
 * plays there rather than on the page being replaced.
 */
export function HomeView({ locale, shell, texts, introSkipHint, slider }: ViewProps & HomeData) {
  const { linkLabels } = shell.texts;
  return (
    <>
      {locale === defaultLocale && <StoredLanguageRedirect />}
      <IntroAnimation
        skipHint={introSkipHint}
        redirectLanguage={locale === defaultLocale ? redirectLanguage : undefined}
      />
      <PageShell locale={locale} page="home" path={routes.home.path} shell={shell}>
        <PageIntro intro={texts.intro} locale={locale} linkLabels={linkLabels} />
        <WinnerSlider locale={locale} slider={slider} />
        {texts.teaser && <Teaser teaser={texts.teaser} locale={locale} linkLabels={linkLabels} onWhite />}
      </PageShell>
    </>
  );
}
