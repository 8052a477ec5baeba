import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { AwardsView } from './AwardsView';
import { IntroPageView } from './IntroPageView';
import { ParticipantView } from './ParticipantView';
import { RankingView } from './RankingView';
import { StoredLanguageRedirect } from '@/components/shell/StoredLanguageRedirect';
import { config } from '@/lib/config';
import { findParticipant, loadMessages, loadParticipants } from '@/lib/content/load';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { participantPath, routes, type PageKey } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

/**
 * What the thin route files under app/ call: one page component and one metadata function per
 * page key and locale, so both locale trees share every line of logic.
 */
type StaticPageKey = Exclude<PageKey, 'participant'>;

export function routePage(page: StaticPageKey, locale: Locale) {
  return function RoutePage() {
    setRequestLocale(locale);
    return (
      <>
        {page === 'home' && locale === defaultLocale && <StoredLanguageRedirect />}
        <PageView page={page} locale={locale} />
      </>
    );
  };
}

/** Which view renders which page; pages without their own view show intro and teaser. */
function PageView({ page, locale }: { page: StaticPageKey; locale: Locale }) {
  switch (page) {
    case 'ranking':
      return <RankingView locale={locale} />;
    case 'winners':
    case 'specialMention':
      return <AwardsView locale={locale} page={page} />;
    default:
      return <IntroPageView locale={locale} page={page} />;
  }
}

export function routeMetadata(page: StaticPageKey, locale: Locale) {
  return async function generateMetadata(): Promise<Metadata> {
    const messages = loadMessages(locale);
    const seo = messages.pages[page].seo;
    const metadata = pageMetadata({ locale, path: routes[page].path, title: seo.title, description: seo.description, siteName: messages.site.name, siteUrl: config.siteUrl });
    return page === 'notFound' ? { ...metadata, robots: { index: false, follow: true } } : metadata;
  };
}

type ParticipantParams = { params: Promise<{ participant: string }> };

export function participantStaticParams() {
  return loadParticipants().map((p) => ({ participant: p.ref }));
}

export function participantRoutePage(locale: Locale) {
  return async function ParticipantRoutePage({ params }: ParticipantParams) {
    const { participant } = await params;
    setRequestLocale(locale);
    return <ParticipantView locale={locale} participantRef={participant} />;
  };
}

export function participantRouteMetadata(locale: Locale) {
  return async function generateMetadata({ params }: ParticipantParams): Promise<Metadata> {
    const { participant: ref } = await params;
    const messages = loadMessages(locale);
    const participant = findParticipant(ref);
    const seo = messages.pages.participant.seo;
    const name = participant?.pubRef || participant?.company || ref;
    return pageMetadata({ locale, path: participantPath(ref), title: `${name}: ${seo.title}`, description: `${name}. ${seo.description}`, siteName: messages.site.name, siteUrl: config.siteUrl });
  };
}
