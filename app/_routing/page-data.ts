import { getMessages } from 'next-intl/server';
import { config } from '@/lib/config';
import {
  specialMentionGroups,
  winnerEntries,
  winnerGroups,
  type AwardGroup,
  type AwardTitles,
  type WinnerEntry,
  type WinnerSliderData,
} from '@/lib/awards/cards';
import type { ShellData } from '@/components/shell/shell-data';
import { listOrEmpty } from '@/lib/content/lists';
import { contentDir, loadContent } from '@/lib/content/load';
import { sampleDataOn } from '@/lib/content/sample-data';
import type { Messages } from '@/lib/content/message-schema';
import { downloadYears, type DownloadYear } from '@/lib/downloads/entries';
import { mediaFileSize } from '@/lib/downloads/mediaFileSize';
import type { Locale } from '@/lib/i18n/locales';
import { toRankingRow, type RankingRow } from '@/lib/ranking/row';
import { defaultSort, sortRows } from '@/lib/ranking/sort';
import { homeStructuredData, rankingStructuredData } from '@/lib/seo/page-structured-data';
import type { JsonLdDocument } from '@/lib/seo/structured-data/types';

/**
 * What each page needs, loaded once here and handed to its view as props: the validated content
 * (lib/content/load) and the page's texts. Texts that editors write and that are shown as written
 * (page texts, navigation, award titles) come from next-intl's typed getMessages; labels with
 * ICU arguments or plurals are read by the components themselves with getTranslations.
 */

/** The header's and footer's data, the same on every page. */
export async function loadShell(locale: Locale): Promise<ShellData> {
  const { site, nav, language, footer, linkLabels } = await getMessages({ locale });
  const settings = loadContent().site;
  return {
    texts: { site, nav, language, footer, linkLabels },
    showGalleryLink: settings.header.showGalleryLink,
    sampleData: sampleDataOn(settings),
  };
}

type Pages = Messages['pages'];

async function pageTexts<K extends keyof Pages>(locale: Locale, page: K): Promise<Pages[K]> {
  return (await getMessages({ locale })).pages[page];
}

/** The winner slider's slides: every winner of the four categories. */
function winnerSlides(): WinnerEntry[] {
  const { awards, participants } = loadContent();
  return winnerEntries(awards, participants);
}

async function awardTitles(locale: Locale): Promise<AwardTitles> {
  return (await getMessages({ locale })).awards;
}

async function winnerSlider(locale: Locale): Promise<WinnerSliderData> {
  return { slides: winnerSlides(), titles: await awardTitles(locale) };
}

/** A page that is its intro text (contact, privacy, not found). */
export const loadIntroPage =
  <P extends 'contact' | 'privacy' | 'notFound'>(page: P) =>
  async (locale: Locale) => ({ page, texts: await pageTexts(locale, page) });

export async function loadHomePage(locale: Locale) {
  const messages = await getMessages({ locale });
  return {
    texts: messages.pages.home,
    introSkipHint: messages.editorial.introAnimation.skip,
    slider: await winnerSlider(locale),
    structuredData: homeStructuredData(locale, messages, config.siteUrl) satisfies JsonLdDocument,
  };
}

export async function loadRankingPage(locale: Locale) {
  const messages = await getMessages({ locale });
  const { participants } = loadContent();
  // The rows go to the island already in the default order, so the HTML shows them so.
  const rows: RankingRow[] = sortRows(participants.map(toRankingRow), defaultSort, locale);
  return {
    texts: messages.pages.ranking,
    rows,
    slider: await winnerSlider(locale),
    structuredData: rankingStructuredData(locale, messages, participants, config.siteUrl),
  };
}

export const loadAwardsPage = (page: 'winners' | 'specialMention') => async (locale: Locale) => {
  const { awards, participants } = loadContent();
  const groups: AwardGroup[] =
    page === 'winners' ? winnerGroups(awards, participants) : specialMentionGroups(awards, participants);
  return {
    page,
    texts: await pageTexts(locale, page),
    groups,
    titles: await awardTitles(locale),
    slider: page === 'winners' ? await winnerSlider(locale) : undefined,
  };
};

export async function loadCriteriaPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'criteria') };
}

export async function loadJuryPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'jury'), slider: await winnerSlider(locale) };
}

export async function loadAboutPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'about'), slider: await winnerSlider(locale) };
}

export async function loadPartnersPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'partners'), slider: await winnerSlider(locale) };
}

export async function loadGalleryPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'gallery') };
}

export async function loadDownloadsPage(locale: Locale) {
  const texts = await pageTexts(locale, 'downloads');
  const dir = contentDir();
  const years: DownloadYear[] = downloadYears(
    listOrEmpty(texts.downloads, `${locale} pages.downloads.downloads`),
    locale,
    (url) => mediaFileSize(url, dir),
    config.storageBaseUrl,
  );
  return { texts, years };
}
