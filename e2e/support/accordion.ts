import type { Locator, Page } from '@playwright/test';
import type { AccordionSection } from '../../lib/content/editorial-schema';
import { messages, type Locale, type Messages } from './site';

/**
 * What the accordion specs (accordion.spec.ts, criteria-jury.spec.ts, mobile/accordion.spec.ts)
 * know about the criteria and jury pages: their texts, read from the translation files
 * (`messages` of ./site), and locators for one accordion section. Nothing is copied from the
 * implementation.
 */
export type AccordionPage = 'criteria' | 'jury';
/** The texts of the criteria or the jury page (pages.criteria / pages.jury). */
export type AccordionPageTexts = Messages['pages'][AccordionPage];
export const accordionPages: Record<AccordionPage, string> = { criteria: '/kriterien', jury: '/jury' };

/**
 * The page's accordion sections in content order. The schema makes the list optional; every
 * accordion spec needs it, so a page without one fails here, by name.
 */
export function accordionSections(locale: Locale, key: AccordionPage): AccordionSection[] {
  const sections = messages[locale].pages[key].accordion;
  if (!sections) throw new Error(`pages.${key}.accordion is missing from content/i18n/${locale}.json`);
  return sections;
}

/** Spec section 3: `accordionState` when set, else `isActive`, opens a section initially. */
export const opensInitially = (section: AccordionSection): boolean =>
  section.accordionState !== undefined ? section.accordionState === 'active' : section.isActive === true;

/** Visible text of an HTML snippet from content (tags dropped, whitespace collapsed). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The first sentence-sized piece of an HTML snippet, to look for on the page. */
export const excerpt = (html: string): string => plainText(html).slice(0, 60).trim();

/** One accordion section and its parts, found by its title. */
export function accordionSection(page: Page, title: string) {
  const section = page
    .locator('details')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  return {
    section,
    summary: section.locator('summary'),
    /** The section's content: everything after the summary. */
    content: section.locator(':scope > summary + *'),
  };
}

/** Expanded state of every disclosure button as Chromium's accessibility tree reports it. */
export async function disclosureStates(page: Page): Promise<Record<string, boolean | undefined>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        role?: { value?: string };
        name?: { value?: string };
        properties?: { name: string; value: { value?: unknown } }[];
      }[];
    };
    const states: Record<string, boolean | undefined> = {};
    for (const node of nodes) {
      if (node.role?.value !== 'DisclosureTriangle') continue;
      const expanded = node.properties?.find((p) => p.name === 'expanded')?.value.value;
      states[node.name?.value ?? ''] = typeof expanded === 'boolean' ? expanded : undefined;
    }
    return states;
  } finally {
    await cdp.detach();
  }
}

/** Presses Tab until `target` has focus (at most `limit` times); false when it never does. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return true;
  }
  return false;
}
