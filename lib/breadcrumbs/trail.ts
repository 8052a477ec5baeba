import { createTranslator } from 'next-intl';
import type { Messages } from '@/lib/content/message-schema';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { editionPath, participantPath, routes, type ArchivedPageKey } from '@/lib/routes';

/**
 * Where a page sits on the site, from the home page down to the page itself: the one list that
 * both the visible breadcrumb (components/shell/Breadcrumb) and the page's BreadcrumbList JSON-LD
 * (pipeline/seo/page-structured-data) are made of, so that the two cannot disagree.
 *
 * - a participant of the current edition: Start › Rangliste › Sika AG
 * - a participant of an archived edition: Start › Archiv › Rangliste 2025 › Sika AG
 * - an archived edition's ranking, winners, special mentions: Start › Archiv › Rangliste 2025
 *
 * /2025 is not a page, so an archived edition's pages lead through the archive, the year in the
 * step's name. The current edition's other pages are in the header's navigation and need no trail.
 */
export interface BreadcrumbStep {
  name: string;
  /** The step's page, locale-neutral ("/2025/rangliste"). */
  path: string;
}

export type BreadcrumbTrail = readonly BreadcrumbStep[];

/** The pages an archived edition has besides its participants' pages. */
export type ArchivedEditionPage = Exclude<ArchivedPageKey, 'participant'>;

/**
 * The steps' names in a locale: the navigation's names (`ranking`: the current edition's), and the
 * `breadcrumb` namespace's for an archived edition's page, with its year ("Rangliste 2025").
 */
export function breadcrumbNames(locale: Locale, messages: Pick<Messages, 'nav' | 'breadcrumb'>) {
  const t = createTranslator({ locale, messages: { breadcrumb: messages.breadcrumb }, namespace: 'breadcrumb' });
  const { home, archive, ranking } = messages.nav;
  // The year as a string: as a number, ICU would group its digits (2’025).
  const editionPage = (page: ArchivedEditionPage, year: number) => t(page, { year: String(year) });
  return { home, archive, ranking, editionPage };
}

export type BreadcrumbNames = ReturnType<typeof breadcrumbNames>;

/** Home, and for an archived edition the archive. */
function trailStart(names: BreadcrumbNames, archivedYear: number | undefined): BreadcrumbStep[] {
  const home = { name: names.home, path: routes.home.path };
  return archivedYear === undefined ? [home] : [home, { name: names.archive, path: routes.archive.path }];
}

function editionPageStep(names: BreadcrumbNames, page: ArchivedEditionPage, archivedYear: number): BreadcrumbStep {
  return { name: names.editionPage(page, archivedYear), path: editionPath(routes[page].path, archivedYear) };
}

/** An archived edition's ranking, winners or special-mention page. */
export function archivedEditionTrail(
  names: BreadcrumbNames,
  page: ArchivedEditionPage,
  archivedYear: number,
): BreadcrumbTrail {
  return [...trailStart(names, archivedYear), editionPageStep(names, page, archivedYear)];
}

/** A participant's page, through its edition's ranking. */
export function participantTrail(
  names: BreadcrumbNames,
  participant: { ref: string; name: string },
  archivedYear: number | undefined,
): BreadcrumbTrail {
  const ranking =
    archivedYear === undefined
      ? { name: names.ranking, path: routes.ranking.path }
      : editionPageStep(names, 'ranking', archivedYear);
  const own = { name: participant.name, path: participantPath(participant.ref, undefined, archivedYear) };
  return [...trailStart(names, archivedYear), ranking, own];
}

/** The trail as the page shows it: each step's name and its link in the page's language. */
export function breadcrumbLinks(locale: Locale, trail: BreadcrumbTrail) {
  return trail.map((step) => ({ name: step.name, href: localeHref(locale, step.path) }));
}

/** What the visible breadcrumb shows: its navigation's name and the steps' links. */
export type BreadcrumbNav = ReturnType<typeof breadcrumbNav>;

export function breadcrumbNav(locale: Locale, messages: Pick<Messages, 'breadcrumb'>, trail: BreadcrumbTrail) {
  return { label: messages.breadcrumb.label, links: breadcrumbLinks(locale, trail) };
}
