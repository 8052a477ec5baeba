import { expect, test } from '../support/test';
import { localePath, locales } from '../support/site';
import {
  accordionPages,
  accordionSection,
  accordionSections,
  excerpt,
  opensInitially,
  type AccordionPage,
} from '../support/accordion';
import type { AccordionSection } from '../../lib/content/editorial-schema';
import { open } from './support';

/**
 * The criteria and jury accordions without JavaScript (issue 5): native <details>, so the
 * sections the content marks active are open from the start, and a click on a header opens a
 * closed section and closes it again. Titles and texts come from the translations.
 */
const leadOf = (section: AccordionSection) => excerpt(section.lead ?? section.bodyText?.[0] ?? '');

const cases: { page: AccordionPage; locale: (typeof locales)[number] }[] = [
  ...locales.map((locale) => ({ page: 'criteria' as const, locale })),
  { page: 'jury', locale: 'de-CH' },
];

for (const { page: key, locale } of cases) {
  test(`${key}: sections open and close by their header (${locale})`, async ({ page }) => {
    const sections = accordionSections(locale, key);
    const closed = sections.find((section) => !opensInitially(section) && leadOf(section) !== '');
    if (!closed) throw new Error(`${key} needs a section that starts closed`);
    await open(page, localePath(locale, accordionPages[key]));

    for (const section of sections) {
      await expect(accordionSection(page, section.title).section).toHaveJSProperty('open', opensInitially(section));
    }
    for (const section of sections.filter(opensInitially)) {
      await expect(accordionSection(page, section.title).content.getByText(leadOf(section)).first()).toBeVisible();
    }

    const { section, summary, content } = accordionSection(page, closed.title);
    const lead = content.getByText(leadOf(closed)).first();
    await expect(lead).toBeHidden();
    await summary.click();
    await expect(section).toHaveJSProperty('open', true);
    await expect(lead).toBeVisible();
    await summary.click();
    await expect(section).toHaveJSProperty('open', false);
    await expect(lead).toBeHidden();
  });
}
