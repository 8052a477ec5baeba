import { render, screen, within } from '@testing-library/react';
import deCH from '@/content/i18n/de-CH.json';
import enGB from '@/content/i18n/en-GB.json';
import { Breadcrumb } from './Breadcrumb';
import {
  archivedEditionTrail,
  breadcrumbNames,
  breadcrumbNav,
  participantTrail,
  type BreadcrumbTrail,
} from '@/lib/breadcrumbs/trail';
import type { Messages } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';
import { breadcrumbStructuredData } from '@/pipeline/seo/page-structured-data';

const messages = { 'de-CH': deCH, 'en-GB': enGB } as unknown as Record<Locale, Messages>;
const site = 'https://example.ch';

function renderTrail(locale: Locale, trail: (names: ReturnType<typeof breadcrumbNames>) => BreadcrumbTrail) {
  const steps = trail(breadcrumbNames(locale, messages[locale]));
  render(<Breadcrumb nav={breadcrumbNav(locale, messages[locale], steps)} />);
  return steps;
}

describe('Breadcrumb', () => {
  it('is a named navigation with an ordered list, the page itself last and current', () => {
    renderTrail('de-CH', (names) => participantTrail(names, { ref: 'sika', name: 'Sika AG' }, undefined));
    const nav = screen.getByRole('navigation', { name: 'Sie sind hier' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Start', 'Rangliste', 'Sika AG']);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    expect(nav.querySelector('ol')).not.toBeNull();
  });

  // The visible trail and the page's JSON-LD are made of one list: the same steps, names and addresses.
  it.each<[Locale, (names: ReturnType<typeof breadcrumbNames>) => BreadcrumbTrail]>([
    ['de-CH', (names) => participantTrail(names, { ref: 'sika', name: 'Sika AG' }, undefined)],
    ['en-GB', (names) => participantTrail(names, { ref: 'abb', name: 'ABB Ltd' }, 2025)],
    ['de-CH', (names) => archivedEditionTrail(names, 'ranking', 2024)],
    ['en-GB', (names) => archivedEditionTrail(names, 'winners', 2024)],
  ])('shows in %s the steps its JSON-LD lists', (locale, trail) => {
    const steps = renderTrail(locale, trail);
    const shown = screen.getAllByRole('link').map((link) => [link.textContent, `${site}${link.getAttribute('href')}`]);
    const data = breadcrumbStructuredData(locale, steps, site) as unknown as {
      itemListElement: { name: string; item: string }[];
    };
    // The home page's URL has no trailing slash in the JSON-LD (the canonical form).
    expect(shown.map(([name, url]) => [name, url!.replace(/\/$/, '')])).toEqual(
      data.itemListElement.map((step) => [step.name, step.item]),
    );
  });
});
