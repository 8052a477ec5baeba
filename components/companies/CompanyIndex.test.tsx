import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { CompanyIndex } from './CompanyIndex';
import { companyIndex } from '@/lib/companies/company-index';
import { companyIndexLabels } from '@/lib/companies/labels';
import { validMessages } from '@/lib/content/__fixtures__/content';
import type { Messages } from '@/lib/content/message-schema';

/**
 * The index as the page renders it: headings at the level asked for, letters linked only where
 * they have companies, year links named with the company, a renamed company under both names.
 */
const row = (ref: string, name: string, sector: string | null = null) => ({ ref, name, sector });
const index = companyIndex(
  [
    { year: 2025, participants: [row('avolta', 'Dufry AG', 'consumer'), row('abb', 'ABB Ltd', 'industrials')] },
    { year: 2026, participants: [row('avolta', 'Avolta AG', 'consumer'), row('three', '3M Schweiz')] },
  ],
  {
    locale: 'de-CH',
    currentYear: 2026,
    sectors: [
      { key: 'consumer', name: { 'de-CH': 'Konsum und Handel', 'en-GB': 'Consumer and retail' } },
      { key: 'industrials', name: { 'de-CH': 'Industrie', 'en-GB': 'Industrials' } },
    ],
  },
);
const t = createTranslator({ locale: 'de-CH', messages: validMessages('de') as Messages, namespace: 'companies' });
const labels = companyIndexLabels(t, 'de-CH', index);

describe('CompanyIndex', () => {
  it('puts the letters under the page heading by default, and under its own title when given', () => {
    const { unmount } = render(<CompanyIndex index={index} labels={labels} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['0–9', 'A', 'D']);
    unmount();
    render(<CompanyIndex index={index} labels={labels} headingLevel={2} title="Unternehmen A–Z" />);
    expect(screen.getByRole('region', { name: 'Unternehmen A–Z' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['0–9', 'A', 'D']);
  });

  it('links the letters that have companies and shows the others as text', () => {
    render(<CompanyIndex index={index} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Unternehmen nach Anfangsbuchstabe' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['0–9', '#letter-other'],
      ['A', '#letter-a'],
      ['D', '#letter-d'],
    ]);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(27);
    expect(screen.getByText('3 Unternehmen aus 2 Ausgaben')).toBeInTheDocument();
  });

  it('names each year link with its company, and links the current and archived editions', () => {
    render(<CompanyIndex index={index} labels={labels} />);
    const years = screen.getByRole('list', { name: '2 Teilnahmen' });
    expect(
      within(years)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Avolta AG 2026', '/teilnehmer/avolta'],
      ['Avolta AG 2025', '/2025/teilnehmer/avolta'],
    ]);
    expect(within(years).getAllByText('Avolta AG')[0]).toHaveClass('visually-hidden');
  });

  it('lists a renamed company under both names, the former one pointing to the newest', () => {
    const { container } = render(<CompanyIndex index={index} labels={labels} />);
    const avolta = container.querySelector('#company-avolta');
    expect(avolta).toHaveTextContent('vormals Dufry AG');
    expect(avolta).toHaveTextContent('Branche: Konsum und Handel');
    const dufry = screen.getByText('Dufry AG', { selector: 'li > span' }).closest('li')!;
    expect(within(dufry).getByRole('link', { name: 'Avolta AG' })).toHaveAttribute('href', '#company-avolta');
    expect(dufry).toHaveTextContent('heute unter Avolta AG');
    expect(
      within(dufry)
        .getAllByRole('link', { name: /2025$/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/2025/teilnehmer/avolta']);
  });
});
