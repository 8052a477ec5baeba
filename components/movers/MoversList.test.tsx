import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { MoversList } from './MoversList';
import { validMessages } from '@/lib/content/__fixtures__/content';
import type { Messages } from '@/lib/content/message-schema';
import type { EditionMovers, Mover } from '@/lib/editions/movers';
import { moversTexts } from '@/lib/editions/movers-texts';

/**
 * The movers' lists as a page renders them: a list per rank under its heading, each company
 * linked to its page of that edition, both ranks in words for screen readers, the places gained,
 * and the newcomers left out.
 */
const mover = (ref: string, name: string, previous: number, current: number): Mover => ({
  ref,
  name,
  previous,
  current,
  by: previous - current,
});
const movers: EditionMovers = {
  byKind: {
    overall: [mover('sika', 'Sika AG', 14, 3), mover('ubs', 'UBS Group AG', 20, 12), mover('abb', 'ABB Ltd', 9, 1)],
    valueReporting: [mover('sika', 'Sika AG', 2, 1)],
    design: [],
  },
  newcomers: 7,
};
const texts = (locale: 'de-CH' | 'en-GB', newcomers = movers.newcomers) =>
  moversTexts(
    createTranslator({
      locale,
      messages: validMessages(locale === 'de-CH' ? 'de' : 'en') as Messages,
      namespace: 'movers',
    }),
    2026,
    { newcomers },
  );

/** A list by its heading. */
const region = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;

describe('MoversList', () => {
  it('has a list per rank, overall first, each under its own heading', () => {
    render(<MoversList movers={movers} edition={{ year: 2026 }} locale="de-CH" texts={texts('de-CH')} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Gesamtwertung',
      'Value Reporting',
      'Design',
    ]);
    const overall = region('Gesamtwertung');
    expect(
      within(overall)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Sika AG', '/teilnehmer/sika'],
      ['UBS Group AG', '/teilnehmer/ubs'],
      ['ABB Ltd', '/teilnehmer/abb'],
    ]);
  });

  it('shows both ranks and the places gained, the ranks in words for screen readers', () => {
    render(<MoversList movers={movers} edition={{ year: 2026 }} locale="de-CH" texts={texts('de-CH')} />);
    const first = within(region('Gesamtwertung')).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Rang 14 → 3');
    expect(first).toHaveTextContent('von Rang 14 auf Rang 3');
    expect(within(first).getByText('Rang 14 → 3')).toHaveAttribute('aria-hidden', 'true');
    expect(first).toHaveTextContent('+11 Ränge');
    const single = within(region('Value Reporting')).getByRole('listitem');
    expect(single).toHaveTextContent('+1 Rang');
  });

  it('says so for a rank nobody improved in, and counts the newcomers left out', () => {
    render(<MoversList movers={movers} edition={{ year: 2026 }} locale="de-CH" texts={texts('de-CH')} />);
    const design = region('Design');
    expect(within(design).queryByRole('list')).toBeNull();
    expect(design).toHaveTextContent('Kein Unternehmen hat sich in dieser Wertung gegenüber 2025 verbessert.');
    expect(screen.getByText('Nicht berücksichtigt sind 7 Unternehmen, die 2025 nicht rangiert waren.')).toBeVisible();
  });

  it('links an archived edition’s pages under its year, in the page’s language', () => {
    render(
      <MoversList
        movers={movers}
        edition={{ year: 2025, archivedYear: 2025 }}
        locale="en-GB"
        texts={texts('en-GB', 1)}
        headingLevel={4}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'ABB Ltd' })).toHaveAttribute('href', '/en/2025/teilnehmer/abb');
    const first = within(region('Overall')).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Rank 14 → 3');
    expect(first).toHaveTextContent('up 11 places');
    expect(screen.getByText('One company that was not ranked in 2025 is not counted.')).toBeVisible();
  });

  it('cuts each list at the limit but keeps a tie at the cut whole', () => {
    const tied: EditionMovers = {
      byKind: {
        overall: [mover('a', 'A', 12, 2), mover('b', 'B', 9, 4), mover('c', 'C', 10, 5), mover('d', 'D', 4, 3)],
        valueReporting: [mover('a', 'A', 12, 2), mover('b', 'B', 9, 4)],
        design: [],
      },
      newcomers: 0,
    };
    render(<MoversList movers={tied} edition={{ year: 2026 }} locale="de-CH" texts={texts('de-CH', 0)} limit={2} />);
    const names = (kind: string) =>
      within(region(kind))
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(names('Gesamtwertung')).toEqual(['A', 'B', 'C']);
    expect(names('Value Reporting')).toEqual(['A', 'B']);
    expect(screen.getByText('Alle rangierten Unternehmen waren schon 2025 rangiert.')).toBeVisible();
  });
});
