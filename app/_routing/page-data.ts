import { getMessages, getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import {
  overallWinner,
  specialMentionGroups,
  winnerEntries,
  winnerGroups,
  type AwardsSource,
  type WinnerSliderData,
} from '@/lib/awards/cards';
import type { ShellData } from '@/components/shell/shell-data';
import {
  archivedEditionTrail,
  breadcrumbNames,
  breadcrumbNav,
  type ArchivedEditionPage,
} from '@/lib/breadcrumbs/trail';
import { companyIndex } from '@/lib/companies/company-index';
import { companyIndexLabels } from '@/lib/companies/labels';
import { listOrEmpty } from '@/lib/content/lists';
import { contentDir, loadContent } from '@/lib/content/load';
import { sampleDataOn } from '@/lib/content/sample-data';
import type { Edition } from '@/lib/editions/edition';
import { archiveEditions } from '@/lib/editions/archive';
import { calendarPath } from '@/lib/calendar/paths';
import { editionInfo, type EditionInfo } from '@/lib/editions/edition-info';
import { downloadYears } from '@/lib/downloads/entries';
import { honourOf } from '@/lib/honour/honour';
import { mediaFileSize } from '@/lib/downloads/mediaFileSize';
import type { Locale } from '@/lib/i18n/locales';
import { loadPressPhotos } from '@/lib/press/press-photos-data';
import { toRankingRow } from '@/lib/ranking/row';
import { localeHref } from '@/lib/i18n/paths';
import { factSheet } from '@/lib/press/fact-sheet';
import { assetUrl } from '@/lib/assets';
import { winnerCategoryKeys, type WinnerCategoryKey } from '@/lib/content/awards-schema';
import { feedPath } from '@/lib/press/feed';
import { fileMeta } from '@/lib/downloads/format';
import type { PageKey, SitePageKey } from '@/lib/routes';
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

/** The current edition: the one the pages without a year show. */
export function currentEdition(): Edition {
  return loadContent().current;
}

/** The editions before the current one, each with its pages under its year. */
export function archivedEditions(): Edition[] {
  const current = currentEdition();
  return loadContent().editions.filter((edition) => edition !== current);
}

/** The archived edition a URL's year names; undefined for the current year or any other. */
export function archivedEdition(year: string): Edition | undefined {
  if (!/^\d{4}$/.test(year)) return undefined;
  return archivedEditions().find((edition) => edition.year === Number(year));
}

/** Which edition a page shows, as its view needs it. */
export function editionOf(edition: Edition): EditionInfo {
  return editionInfo(edition.year, currentEdition().year);
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
 * What each page of an edition shows first: which edition, its texts from the edition and, on an
 * archived edition's page, its trail through the archive, the same as its JSON-LD
 * (pipeline/seo/site-structured-data). The current edition's pages are in the header's navigation.
 */
async function editionPage<P extends ArchivedEditionPage>(locale: Locale, page: P, edition: Edition) {
  const info = editionOf(edition);
  const { archivedYear } = info;
  const messages = await getMessages({ locale });
  return {
    edition: info,
    breadcrumb:
      archivedYear === undefined
        ? undefined
        : breadcrumbNav(locale, messages, archivedEditionTrail(breadcrumbNames(locale, messages), page, archivedYear)),
    texts: edition.texts[locale].pages[page],
  };
}

async function loadHomePage(locale: Locale) {
  const messages = await getMessages({ locale });
  const edition = currentEdition();
  const slider = winnerSlider(locale, edition);
  return {
    texts: edition.texts[locale].pages.home,
    introSkipHint: messages.editorial.introAnimation.skip,
    slider,
    leader: overallWinner(slider.slides),
  };
}

async function loadRankingPage(locale: Locale, edition: Edition = currentEdition()) {
  // The rows go to the island already in the default order, so the HTML shows them so.
  return {
    ...(await editionPage(locale, 'ranking', edition)),
    rows: sortRows(edition.participants.map(toRankingRow), defaultSort, locale),
    sectors: loadContent().sectors.map((sector) => ({ key: sector.key, name: sector.name[locale] })),
    slider: winnerSlider(locale, edition),
  };
}

const loadAwardsPage =
  (page: 'winners' | 'specialMention') =>
  async (locale: Locale, edition: Edition = currentEdition()) => {
    const source = awardsSourceOf(edition);
    return {
      page,
      ...(await editionPage(locale, page, edition)),
      groups: page === 'winners' ? winnerGroups(source) : specialMentionGroups(source),
      titles: edition.texts[locale].awards,
      slider: page === 'winners' ? winnerSlider(locale, edition) : undefined,
      // The winners page names the year's movers below the categories; undefined inside: the first edition.
      movers: page === 'winners' ? { of: edition.movers } : undefined,
    };
  };

/**
 * The press room of an edition: its release (edition texts) with the dates it was published and
 * its embargo lifted, the PDF's link and size, the fact sheet from the data, the media contact.
 */
async function loadPressPage(locale: Locale, edition: Edition = currentEdition()) {
  const messages = await getMessages({ locale });
  const { editionsByYear, sectors } = loadContent();
  const page = await editionPage(locale, 'press', edition);
  const pdfUrl = page.texts.release.pdf;
  const pdf =
    pdfUrl === undefined
      ? undefined
      : {
          href: assetUrl(pdfUrl, config.storageBaseUrl),
          meta: fileMeta('PDF', mediaFileSize(pdfUrl, contentDir()), locale) ?? 'PDF',
        };
  const sheet = factSheet(edition, editionsByYear.get(edition.year - 1));
  const sectorName = (key: string) => sectors.find((s) => s.key === key)?.name[locale] ?? key;
  return {
    ...page,
    dates: { publication: edition.dates.publication, embargoEnd: edition.dates.embargoEnd },
    pdf,
    factSheet: sheet,
    bestSectorName: sheet.bestSector && sectorName(sheet.bestSector.key),
    awardTitles: Object.fromEntries(
      winnerCategoryKeys.map((key) => [key, edition.texts[locale].awards.categories[key].title]),
    ) as Record<WinnerCategoryKey, string>,
    contact: messages.press.contact,
    feedHref: localeHref(locale, feedPath),
    keyDates: { year: edition.year, dates: edition.dates, icsHref: calendarPath(edition.year, locale) },
    photos: loadPressPhotos(locale, edition),
  };
}

/** A page of the site's texts: its key and `pages.{key}`; what the page shows beyond them is added here. */
const loadSitePage =
  <P extends SitePageKey>(page: P) =>
  async (locale: Locale) => ({ page, texts: (await getMessages({ locale })).pages[page] });

const withSlider =
  <P extends SitePageKey>(page: P) =>
  async (locale: Locale) => ({ ...(await loadSitePage(page)(locale)), slider: winnerSlider(locale) });

/**
 * The company index (components/companies/CompanyIndex) in a locale: every company of every
 * edition, A–Z, and its texts; the props the index takes besides its heading level. The company
 * index page shows it, and the search page below its form.
 */
export async function loadCompanyIndex(locale: Locale) {
  const { editions, current, sectors } = loadContent();
  const index = companyIndex(editions, { locale, currentYear: current.year, sectors });
  const t = await getTranslations({ locale, namespace: 'companies' });
  return { index, labels: companyIndexLabels(t, locale, index) };
}

/** The loaders of the pages that show more than their texts; any other page shows `loadSitePage`. */
const pageLoaders = {
  home: loadHomePage,
  winners: loadAwardsPage('winners'),
  ranking: loadRankingPage,
  specialMention: loadAwardsPage('specialMention'),
  press: loadPressPage,
  jury: withSlider('jury'),
  about: withSlider('about'),
  partners: withSlider('partners'),
  async archive(locale: Locale) {
    const { editions, current } = loadContent();
    return { ...(await loadSitePage('archive')(locale)), editions: archiveEditions(locale, editions, current.year) };
  },
  /** The comparison: its texts and the current edition, whose companies it compares. */
  async compare(locale: Locale) {
    return { ...(await loadSitePage('compare')(locale)), year: currentEdition().year };
  },
  /** The search page: its texts, the filters' choices (every edition, newest first, and the sectors), the company index. */
  async search(locale: Locale) {
    const { editions, sectors } = loadContent();
    return {
      ...(await loadSitePage('search')(locale)),
      editions: editions.map((edition) => String(edition.year)),
      sectors: sectors.map((sector) => ({ value: sector.key, label: sector.name[locale] })),
      companyIndex: await loadCompanyIndex(locale),
    };
  },
  /** The contact page: its texts and the current edition's key dates, with its calendar file. */
  async contact(locale: Locale) {
    const { year, dates } = currentEdition();
    return {
      ...(await loadSitePage('contact')(locale)),
      keyDates: { year, dates, icsHref: calendarPath(year, locale) },
    };
  },
  /** The table of honour: its texts and the table, computed once per build (lib/honour/honour). */
  async honour(locale: Locale) {
    return { ...(await loadSitePage('honour')(locale)), honour: honourOf(loadContent()) };
  },
  async companies(locale: Locale) {
    return { ...(await loadSitePage('companies')(locale)), companyIndex: await loadCompanyIndex(locale) };
  },
  /** The gallery: its texts and, by position, each photo's full-resolution file (the current edition's press photos). */
  async gallery(locale: Locale) {
    const page = await loadSitePage('gallery')(locale);
    const photos = loadPressPhotos(locale).photos.filter((photo) => photo.kind === 'ceremony');
    const bySrc = new Map(photos.map((photo) => [photo.src, photo]));
    const images = listOrEmpty(page.texts.gallery, `${locale} pages.gallery.gallery`);
    return { ...page, images, files: images.map((image) => bySrc.get(image.src)) };
  },
  async downloads(locale: Locale) {
    const texts = (await getMessages({ locale })).pages.downloads;
    const dir = contentDir();
    const years = downloadYears(
      listOrEmpty(texts.downloads, `${locale} pages.downloads.downloads`),
      locale,
      (url) => mediaFileSize(url, dir),
      config.storageBaseUrl,
    );
    return { texts, years };
  },
};

type PageLoaders = typeof pageLoaders;
/** The pages with a fixed path (all but the participant pages). */
export type StaticPageKey = Exclude<PageKey, 'participant'>;
export type PageData<K extends StaticPageKey> = K extends keyof PageLoaders
  ? Awaited<ReturnType<PageLoaders[K]>>
  : K extends SitePageKey
    ? Awaited<ReturnType<ReturnType<typeof loadSitePage<K>>>>
    : never;

/** What a page's view is given; an archived edition's page is given its edition. */
export async function loadPage<K extends StaticPageKey>(page: K, locale: Locale, edition?: Edition) {
  const load: (locale: Locale, edition?: Edition) => Promise<object> =
    page in pageLoaders ? pageLoaders[page as keyof PageLoaders] : loadSitePage(page as SitePageKey);
  return (await load(locale, edition)) as PageData<K>;
}
