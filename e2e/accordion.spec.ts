import {
  accordionPages,
  accordionSection,
  accordionSections,
  disclosureStates,
  excerpt,
  opensInitially,
  tabTo,
  type AccordionPage,
} from './support/accordion';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { localePath, locales } from './support/site';
import type { Page } from '@playwright/test';

/**
 * The accordion (spec section 4: a section toggles between closed and active on header click;
 * issue 4: keyboard operable, aria-expanded true to the state, readable without JavaScript).
 * The accordion is native <details>/<summary>; the expanded state is read from Chromium's
 * accessibility tree, which is what assistive technology gets.
 */
const criteria = accordionSections('de-CH', 'criteria');
const initiallyOpen = criteria.find(opensInitially);
const initiallyClosed = criteria.filter((s) => !opensInitially(s));
if (!initiallyOpen || initiallyClosed.length < 2)
  throw new Error('the criteria accordion needs one open and at least two closed sections');

/** The section's state by every measure: the DOM, the browser's accessibility tree, what is visible. */
async function expectState(page: Page, title: string, lead: string, open: boolean) {
  const { section, summary, content } = accordionSection(page, title);
  await expect(section).toHaveJSProperty('open', open);
  await expect
    .poll(async () => (await disclosureStates(page))[title], {
      message: `${title}: expanded in the accessibility tree`,
    })
    .toBe(open);
  await expect(summary).not.toHaveAttribute('aria-expanded', /.*/); // no static attribute that could go stale
  const text = content.getByText(lead, { exact: false }).first();
  if (open) await expect(text).toBeVisible();
  else await expect(text).toBeHidden();
}

const leadOf = (s: (typeof criteria)[number]) => excerpt(s.lead ?? s.bodyText?.[0] ?? '');

test('mouse: a click on the header opens a closed section and closes an open one', async ({ page }) => {
  await page.goto('/kriterien');
  const [first, second] = initiallyClosed;
  if (!first || !second) return;
  await expectState(page, initiallyOpen.title, leadOf(initiallyOpen), true);
  await expectState(page, first.title, leadOf(first), false);

  await accordionSection(page, first.title).summary.click();
  await expectState(page, first.title, leadOf(first), true);
  // Sections are independent: the one open before stays open, others stay closed.
  await expectState(page, initiallyOpen.title, leadOf(initiallyOpen), true);
  await expectState(page, second.title, leadOf(second), false);

  await accordionSection(page, first.title).summary.click();
  await expectState(page, first.title, leadOf(first), false);
  await accordionSection(page, initiallyOpen.title).summary.click();
  await expectState(page, initiallyOpen.title, leadOf(initiallyOpen), false);
});

test('keyboard: Tab reaches each header; Enter and Space toggle it', async ({ page }) => {
  await page.goto('/kriterien');
  const [target] = initiallyClosed;
  if (!target) return;
  const { summary } = accordionSection(page, target.title);
  // Start from the page's first header and tab onwards, as a keyboard user would.
  await accordionSection(page, criteria[0]?.title ?? '').summary.focus();
  expect(await tabTo(page, summary), `Tab reaches "${target.title}"`).toBe(true);
  await expect(summary).toBeFocused();
  await expect(summary).toHaveCSS('outline-style', 'solid'); // visible focus ring

  await page.keyboard.press('Enter');
  await expectState(page, target.title, leadOf(target), true);
  await page.keyboard.press('Space');
  await expectState(page, target.title, leadOf(target), false);
  await page.keyboard.press('Space');
  await expectState(page, target.title, leadOf(target), true);
  await page.keyboard.press('Enter');
  await expectState(page, target.title, leadOf(target), false);
  await expect(summary).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const key of ['criteria', 'jury'] as AccordionPage[]) {
    test(`${key}: sections are readable and toggle`, async ({ page }) => {
      const sections = accordionSections('en-GB', key);
      await page.goto(localePath('en-GB', accordionPages[key]));
      expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('undefined'); // no framework ran
      const open = sections.find(opensInitially);
      const closed = sections.find((s) => !opensInitially(s));
      if (!open || !closed) throw new Error(`${key} needs an open and a closed section`);
      await expectState(page, open.title, leadOf(open), true);
      await expectState(page, closed.title, leadOf(closed), false);
      await accordionSection(page, closed.title).summary.click();
      await expectState(page, closed.title, leadOf(closed), true);
      await page.keyboard.press('Enter'); // focus stayed on the clicked header
      await expectState(page, closed.title, leadOf(closed), false);
    });
  }
});

/** axe on both pages, both languages, all sections closed and all open (as loaded: routes.spec). */
for (const locale of locales) {
  for (const key of ['criteria', 'jury'] as AccordionPage[]) {
    const url = localePath(locale, accordionPages[key]);
    test(`axe: ${url} with all sections closed and all open`, async ({ page }) => {
      test.slow();
      const sections = accordionSections(locale, key);
      await page.goto(url);

      for (const s of sections.filter(opensInitially)) await accordionSection(page, s.title).summary.click();
      for (const s of sections) await expect(accordionSection(page, s.title).section).toHaveJSProperty('open', false);
      await expectNoSeriousViolations(page, `${url} (all closed)`);

      for (const s of sections) await accordionSection(page, s.title).summary.click();
      for (const s of sections) await expect(accordionSection(page, s.title).content).toBeVisible();
      await expectNoSeriousViolations(page, `${url} (all open)`);
    });
  }
}
