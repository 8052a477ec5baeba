import { render, screen, within } from '@testing-library/react';
import { CategoryNav, type CategoryNavCategory } from './CategoryNav';
import { participantNotAvailable } from '@/lib/participant/notAvailable';

let search = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }));
jest.mock('@/lib/participant/notAvailable', () => ({
  ...jest.requireActual('@/lib/participant/notAvailable'),
  participantNotAvailable: jest.fn(),
}));

const winners = (index: number, refs: string[]) =>
  refs.map((ref, i) => ({
    ref,
    place: i + 1,
    name: ref.toUpperCase(),
    href: `/teilnehmer/${ref}?category=${index}`,
    label: `Platz ${i + 1}: ${ref.toUpperCase()}`,
  }));
const categories: CategoryNavCategory[] = [
  {
    key: 'overall',
    title: 'Gesamtsieger',
    titleLabel: 'Gesamtsieger – Platz 1: SIKA',
    href: '/teilnehmer/sika?category=0',
    winners: winners(0, ['sika', 'geberit', 'swisscom']),
  },
  {
    key: 'valueReporting',
    title: 'Value Reporting',
    titleLabel: 'Value Reporting – Platz 1: UBS',
    href: '/teilnehmer/ubs?category=1',
    winners: winners(1, ['ubs', 'clariant', 'sgs']),
  },
  {
    key: 'design',
    title: 'Design',
    titleLabel: 'Design – Platz 1: MIGROS',
    href: '/teilnehmer/migros?category=2',
    winners: winners(2, ['migros', 'avolta', 'zkb']),
  },
  {
    key: 'text',
    title: 'Text',
    titleLabel: 'Text – Platz 1: POST',
    href: '/teilnehmer/post?category=3',
    winners: winners(3, ['post', 'swisscom', 'sps']),
  },
];

function renderNav(ref: string, own: number[], path = `/teilnehmer/${ref}`) {
  window.history.replaceState(null, '', path + (search ? `?${search}` : ''));
  render(
    <CategoryNav
      label="Gewinner nach Kategorie"
      locale="de-CH"
      participantRef={ref}
      own={own}
      categories={categories}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Gewinner nach Kategorie' });
  const groups = within(nav)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.tagName === 'UL');
  return { nav, active: () => groups.findIndex((li) => li.hasAttribute('data-active')) };
}

beforeEach(() => {
  search = '';
  jest.mocked(participantNotAvailable).mockClear();
});

describe('CategoryNav', () => {
  it('shows the participant’s first category as active and marks its number as the current page', () => {
    const { nav, active } = renderNav('swisscom', [0, 3]);
    expect(active()).toBe(0);
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/teilnehmer/swisscom?category=0');
    expect(current).toHaveAccessibleName('Platz 3: SWISSCOM');
  });

  it('follows ?category= when it names one of the participant’s categories', () => {
    search = 'category=3';
    const { nav, active } = renderNav('swisscom', [0, 3]);
    expect(active()).toBe(3);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/teilnehmer/swisscom?category=3',
    );
  });

  it.each(['category=1', 'category=7', 'category=x', 'category=0&category=3'])('ignores %s', (query) => {
    search = query;
    expect(renderNav('swisscom', [0, 3]).active()).toBe(0);
  });

  it('has no active category for a participant without a winner category', () => {
    search = 'category=2';
    const { nav, active } = renderNav('bucher', []);
    expect(active()).toBe(-1);
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('names each category title by where it leads', () => {
    const { nav } = renderNav('sika', [0]);
    expect(within(nav).getByRole('link', { name: 'Design – Platz 1: MIGROS' })).toHaveAttribute(
      'href',
      '/teilnehmer/migros?category=2',
    );
  });

  it('shows each winner’s number and name without hovering, and names the link by both', () => {
    const { nav } = renderNav('sika', [0]);
    // What a sighted reader sees: everything but the text kept for screen readers.
    const visible = (link: HTMLElement) =>
      [...link.children]
        .filter((child) => !child.classList.contains('visually-hidden'))
        .map((child) => child.textContent)
        .join(' ');
    const design = within(nav).getByRole('link', { name: 'Design – Platz 1: MIGROS' }).closest('li') as HTMLElement;
    const places = within(design).getAllByRole('link').slice(1);
    expect(places.map(visible)).toEqual(['1 MIGROS', '2 AVOLTA', '3 ZKB']);
    expect(places[1]).toHaveAccessibleName('Platz 2: AVOLTA');
    expect(places[1]).not.toHaveAttribute('title');
  });

  it('leaves for the 404 page when the address names another participant', () => {
    renderNav('sika', [0], '/teilnehmer/gibt-es-nicht');
    expect(participantNotAvailable).toHaveBeenCalledWith('de-CH');
  });

  it('stays when the address names this participant', () => {
    renderNav('sika', [0]);
    expect(participantNotAvailable).not.toHaveBeenCalled();
  });
});
