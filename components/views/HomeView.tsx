import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntroResults } from '@/components/content/PageIntroResults';
import { IntroAnimation } from '@/components/intro/IntroAnimation';
import { InlineScript } from '@/components/shell/InlineScript';
import { storedLanguageRedirectScript } from '@/lib/i18n/redirect-script';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** The language the German home page's visitor is sent on to before the first paint, when stored. */
const redirectLanguage: Locale = 'en-GB';

/**
 * The home page, results first: title, overall winner and the ways into the results, the intro's
 * text, slider and teaser, under the intro animation; /en first for a visitor who chose English.
 */
export function HomeView({ locale, shell, texts, introSkipHint, slider, leader }: PageViewProps<'home'>) {
  const redirects = locale === defaultLocale;
  return (
    <>
      {redirects && <InlineScript code={storedLanguageRedirectScript()} />}
      <IntroAnimation skipHint={introSkipHint} redirectLanguage={redirects ? redirectLanguage : undefined} />
      <IntroPage
        locale={locale}
        shell={shell}
        page="home"
        intro={texts.intro}
        results={<PageIntroResults locale={locale} winner={leader} category={slider.titles.categories.overall.title} />}
        teaser={texts.teaser}
        teaserOnWhite
      >
        <WinnerSlider locale={locale} slider={slider} />
      </IntroPage>
    </>
  );
}
