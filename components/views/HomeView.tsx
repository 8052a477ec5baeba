import styles from './HomeView.module.css';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { Teaser } from '@/components/content/Teaser';
import { IntroAnimation } from '@/components/intro/IntroAnimation';
import { PageShell } from '@/components/shell/PageShell';
import { StoredLanguageRedirect } from '@/components/shell/StoredLanguageRedirect';
import { loadMessages } from '@/lib/content/load';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';
import { JsonLd } from '@/components/seo/JsonLd';
import { homeStructuredData } from '@/components/seo/structuredData';

/** The language StoredLanguageRedirect sends the German home page's visitor on to, when stored. */
const redirectLanguage: Locale = 'en-GB';

/**
 * The home page (spec section 2): page intro with the link to the preface, the winner slider
 * and the three-column teaser (criteria, jury, special mention), under the intro animation.
 * On the German page, a visitor who chose English before is sent to /en first, and the intro
 * plays there rather than on the page being replaced.
 */
export function HomeView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  const texts = messages.pages.home;
  return (
    <>
      {locale === defaultLocale && <StoredLanguageRedirect />}
      <IntroAnimation locale={locale} redirectLanguage={locale === defaultLocale ? redirectLanguage : undefined} />
      <PageShell locale={locale} page="home" path={routes.home.path}>
        <JsonLd data={homeStructuredData(locale)} />
        <PageIntro intro={texts.intro} locale={locale} messages={messages} where="pages.home.intro" />
        <WinnerSlider locale={locale} />
        {texts.teaser && (
          <div className={styles.teaserBand}>
            <Teaser teaser={texts.teaser} locale={locale} messages={messages} />
          </div>
        )}
      </PageShell>
    </>
  );
}
