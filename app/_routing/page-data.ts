import { getMessages } from 'next-intl/server';
import { config } from '@/lib/config';
import {
  overallWinner,
  specialMentionGroups,
  winnerEntries,
  winnerGroups,
  type AwardGroup,
  type AwardsSource,
  type WinnerSliderData,
} from '@/lib/awards/cards';
import type { ShellData } from '@/components/shell/shell-data';
import {
  archivedEditionTrail,
  breadcrumbNames,
  breadcrumbNav,
  type ArchivedEditionPage,
  type BreadcrumbNav,
} from '@/lib/breadcrumbs/trail';
import { listOrEmpty } from '@/lib/content/lists';
import { contentDir, loadContent } from '@/lib/content/load';
import { sampleDataOn } from '@/lib/content/sample-data';
import type { Messages } from '@/lib/content/message-schema';
import type { EditionPageKey, EditionTexts } from '@/lib/content/edition-texts-schema';
import type { Edition } from '@/lib/editions/edition';
import { archiveEditions } from '@/lib/editions/archive';
import { editionInfo, type EditionInfo } from '@/lib/editions/edition-info';
import { downloadYears, type DownloadYear } from '@/lib/downloads/entries';
import { mediaFileSize } from '@/lib/downloads/mediaFileSize';
import type { Locale } from '@/lib/i18n/locales';
import { toRankingRow, type RankingRow } from '@/lib/ranking/row';
import { defaultSort, sortRows } from '@/lib/ranking/sort';

/**
 * What each page needs, loaded once here and handed to its view as props: the validated content
 * (lib/content/load) and the page's texts. Texts that editors write and that are shown as written
 * (page texts, navigation) come from next-intl's typed getMessages, an edition's own texts (award
 * titles, laudatios, the pages that speak of that year) from the edition; labels with ICU
 * arguments or plurals are read by the components themselves with getTranslations.
 *
 * The pages of an edition (home, ranking, winners, special mentions) take the edition they show:
 * the current one by default, an archived one on its /{year}/… pages.
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

/** The current edition: the one the spec's routes show. */
export function currentEdition(): Edition {
  return loadContent().current;
}

/** Which edition a page shows, as its view needs it. */
export function editionOf(edition: Edition): EditionInfo {
  return editionInfo(edition.year, currentEdition().year);
}

export function editionPageTexts<K extends EditionPageKey>(
  locale: Locale,
  edition: Edition,
  page: K,
): EditionTexts['pages'][K] {
  return edition.texts[locale].pages[page];
}

/** What the award cards and winner links are made of: the edition, and where its pages live. */
export function awardsSourceOf(edition: Edition): AwardsSource {
  return { ...edition, archivedYear: editionOf(edition).archivedYear };
}

/** The winner slider: every winner of the edition's four categories, with its titles. */
function winnerSlider(locale: Locale, edition: Edition = currentEdition()): WinnerSliderData {
  return { slides: winnerEntries(awardsSourceOf(edition)), titles: edition.texts[locale].awards };
}

/**
 * An archived edition's page: its trail through the archive, the same as its JSON-LD
 * (lib/seo/site-structured-data). The current edition's pages are in the header's navigation.
 */
async function archivedBreadcrumb(
  locale: Locale,
  page: ArchivedEditionPage,
  { archivedYear }: EditionInfo,
): Promise<BreadcrumbNav | undefined> {
  if (archivedYear === undefined) return undefined;
  const messages = await getMessages({ locale });
  return breadcrumbNav(locale, messages, archivedEditionTrail(breadcrumbNames(locale, messages), page, archivedYear));
}

/** A page that is its intro text (contact, privacy, not found). */
export const loadIntroPage =
  <P extends 'contact' | 'privacy' | 'notFound'>(page: P) =>
  async (locale: Locale) => ({ page, texts: await pageTexts(locale, page) });

export async function loadHomePage(locale: Locale) {
  const messages = await getMessages({ locale });
  const edition = currentEdition();
  const slider = winnerSlider(locale, edition);
  return {
    texts: editionPageTexts(locale, edition, 'home'),
    introSkipHint: messages.editorial.introAnimation.skip,
    slider,
    leader: overallWinner(slider.slides),
  };
}

export async function loadRankingPage(locale: Locale, edition: Edition = currentEdition()) {
  const info = editionOf(edition);
  const texts = editionPageTexts(locale, edition, 'ranking');
  // The rows go to the island already in the default order, so the HTML shows them so.
  const rows: RankingRow[] = sortRows(edition.participants.map(toRankingRow), defaultSort, locale);
  return {
    edition: info,
    breadcrumb: await archivedBreadcrumb(locale, 'ranking', info),
    texts,
    rows,
    sectors: loadContent().sectors.map((sector) => ({ key: sector.key, name: sector.name[locale] })),
    slider: winnerSlider(locale, edition),
  };
}

export const loadAwardsPage =
  (page: 'winners' | 'specialMention') =>
  async (locale: Locale, edition: Edition = currentEdition()) => {
    const info = editionOf(edition);
    const source = awardsSourceOf(edition);
    const groups: AwardGroup[] = page === 'winners' ? winnerGroups(source) : specialMentionGroups(source);
    return {
      page,
      edition: info,
      breadcrumb: await archivedBreadcrumb(locale, page, info),
      texts: editionPageTexts(locale, edition, page),
      groups,
      titles: edition.texts[locale].awards,
      slider: page === 'winners' ? winnerSlider(locale, edition) : undefined,
    };
  };

export async function loadArchivePage(locale: Locale) {
  const { editions, current } = loadContent();
  return { texts: await pageTexts(locale, 'archive'), editions: archiveEditions(locale, editions, current.year) };
}

/** The comparison: the page's texts and the current edition, whose companies it compares. */
export async function loadComparePage(locale: Locale) {
  return { texts: await pageTexts(locale, 'compare'), year: currentEdition().year };
}

export async function loadCriteriaPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'criteria') };
}

export async function loadJuryPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'jury'), slider: winnerSlider(locale) };
}

export async function loadAboutPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'about'), slider: winnerSlider(locale) };
}

export async function loadPartnersPage(locale: Locale) {
  return { texts: await pageTexts(locale, 'partners'), slider: winnerSlider(locale) };
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
