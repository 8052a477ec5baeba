import type { Page } from '@playwright/test';
import { expect } from './test';
import { edition, lastArchivedYear, shownName } from './editions';
import { currentYear, editionTexts, localePath, messages, type Locale } from './site';
import type { ParticipantRow } from '../../lib/content/participant-fields';

/**
 * What the specs of a participant page's head and its "on this page" links share: the pages they
 * open (the current edition's overall winner and the newest archived edition's, both chosen from
 * content/), the sections each must link to as worked out from the content, and the checks that
 * the result is on the first screen and that a jump link lands its section below the sticky header.
 */
export interface HeadCase {
  year: number;
  archived: boolean;
  row: ParticipantRow;
  path: (locale: Locale) => string;
}

function overallWinnerOf(year: number): HeadCase {
  const files = edition(year);
  const ref = files.awards.winnerCategories[0]?.winners[0];
  const row = files.rows.find((r) => r.ref === ref);
  if (!row) throw new Error(`no overall winner in ${year}`);
  const archived = year !== currentYear;
  return {
    year,
    archived,
    row,
    path: (locale) => localePath(locale, `${archived ? `/${year}` : ''}/teilnehmer/${row.ref}`),
  };
}

export const headCases: HeadCase[] = [
  overallWinnerOf(currentYear),
  ...(lastArchivedYear === undefined ? [] : [overallWinnerOf(lastArchivedYear)]),
];

export const onThisPage = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: messages[locale].participant.onThisPage.label });

/** The section links the page must have, from the content: the ones every page has and those its data calls for. */
export function expectedSections(c: HeadCase, locale: Locale): string[] {
  const laudatio = editionTexts(locale, c.year).laudatio?.[c.row.ref] !== undefined;
  return [
    ...(c.row.certificate === '*' ? ['certificate'] : []),
    ...(laudatio ? ['laudatio'] : []),
    'result',
    'profile',
    'history',
    ...(c.archived ? [] : ['badge']),
  ];
}

/** The name, its award lines and the three rank circles lie wholly inside the first screen. */
export async function expectResultOnFirstScreen(page: Page, c: HeadCase, locale: Locale): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(shownName(c.row));
  const parts = [
    h1,
    page.getByRole('list', { name: messages[locale].participant.head.awardsLabel }),
    ...['valueReporting', 'design', 'overall'].map((key) => page.locator(`main [data-circle="${key}"]`)),
  ];
  for (const part of parts) {
    await expect(part).toBeVisible();
    const box = await part.boundingBox();
    expect(box, 'laid out').not.toBeNull();
    expect(box!.y, 'top inside the screen').toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `bottom inside the ${viewport.height} px screen`).toBeLessThanOrEqual(viewport.height);
  }
}

/**
 * Each link of "on this page" points at a section of the page with a heading; following it puts
 * that heading in view, below the sticky header.
 */
export async function expectJumpLinksReachSections(page: Page, locale: Locale, expected: string[]): Promise<void> {
  // Instant jumps: with smooth scrolling a heading passes below the header before it settles.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const links = onThisPage(page, locale).getByRole('link');
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => expected.includes(href.slice(1)))).toEqual(expected.map((id) => `#${id}`));
  for (const [i, href] of hrefs.entries()) {
    const id = href.slice(1);
    expect(href, 'a plain anchor on the page').toMatch(/^#[a-z-]+$/);
    const target = page.locator(`[id="${id}"]`);
    await expect(target, `${href} exists once`).toHaveCount(1);
    const heading = target.getByRole('heading').first();
    await expect(heading).toBeAttached();
    await links.nth(i).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(heading).toBeInViewport();
    // Below the sticky header, not under it (scroll-padding-top on the root).
    await expect
      .poll(async () => {
        const headerBottom = await page
          .locator('header.site-header')
          .evaluate((el) => (getComputedStyle(el).position === 'sticky' ? el.getBoundingClientRect().bottom : 0));
        const top = (await heading.boundingBox())?.y ?? -1;
        return top >= headerBottom - 1;
      }, `${href}: its heading is not under the header`)
      .toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  }
}
