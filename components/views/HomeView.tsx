import { getTranslations } from 'next-intl/server';
import type { WinnerEntry, WinnerSliderData } from '@/lib/awards/cards';
import type { ViewProps } from '@/components/views/view-props';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { PageIntroResults } from '@/components/content/PageIntroResults';
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
  /** The current edition's overall winner, when named. */
  leader?: WinnerEntry;
}

/**
 * The home page, results first: title, overall winner and the ways into the results, the intro's
 * text, slider and teaser, under the intro animation; /en first for a visitor who chose English.
 */
export async function HomeView({ locale, shell, texts, introSkipHint, slider, leader }: ViewProps & HomeData) {
  const { linkLabels } = shell.texts;
  const tAwards = await getTranslations({ locale, namespace: 'awardsPage' });
  const results = (
    <PageIntroResults
      locale={locale}
      winner={leader}
      texts={{
        category: slider.titles.categories.overall.title,
        place: tAwards('place', { place: leader?.place ?? 1 }),
        viewResult: tAwards('viewResult'),
        toRanking: tAwards('toRanking'),
        toWinners: tAwards('toWinners'),
      }}
    />
  );
  return (
    <>
      {locale === defaultLocale && <StoredLanguageRedirect />}
      <IntroAnimation
        skipHint={introSkipHint}
        redirectLanguage={locale === defaultLocale ? redirectLanguage : undefined}
      />
      <PageShell locale={locale} page="home" path={routes.home.path} shell={shell}>
        <PageIntro intro={texts.intro} locale={locale} linkLabels={linkLabels} results={results} />
        <WinnerSlider locale={locale} slider={slider} />
        {texts.teaser && <Teaser teaser={texts.teaser} locale={locale} linkLabels={linkLabels} onWhite />}
      </PageShell>
    </>
  );
}
