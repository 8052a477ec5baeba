import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { headerBackground, messages, type Locale } from './site';
import type { HeaderColour } from '../../lib/routes';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Locators and checks for the site header shared by the navigation specs. */
export function header(page: Page, locale: Locale) {
  const nav = messages[locale].nav;
  const root = page.locator('header.site-header');
  return {
    root,
    toggle: root.getByRole('button', {
      name: new RegExp(`^(${escapeRegExp(nav.openMenu)}|${escapeRegExp(nav.closeMenu)})$`),
    }),
    mainNav: root.getByRole('navigation', { name: nav.mainLabel }),
    metaNav: root.getByRole('navigation', { name: nav.metaLabel }),
    link: (name: string): Locator => root.getByRole('link', { name, exact: true }),
  };
}

/** The header's computed background colour settles (it has a short colour transition). */
export async function expectHeaderBackground(page: Page, colour: HeaderColour): Promise<void> {
  await expect
    .poll(() => page.locator('header.site-header').evaluate((el) => getComputedStyle(el).backgroundColor), {
      message: `header background is ${colour}`,
    })
    .toBe(headerBackground[colour]);
}
