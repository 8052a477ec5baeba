import { render, screen, within } from '@testing-library/react';
import { ParticipantHistory } from './ParticipantHistory';
import { participant } from '@/lib/content/__fixtures__/participant';
import type { Rank } from '@/lib/content/participant';
import type { EditionInfo } from '@/lib/editions/edition-info';
import type { HistoryEntry } from '@/lib/editions/history';
import type { Locale } from '@/lib/i18n/locales';

// The real messages through next-intl's own formatter, so plurals and {arguments} read as on the page.
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = {
    'de-CH': jest.requireActual('@/content/i18n/de-CH.json'),
    'en-GB': jest.requireActual('@/content/i18n/en-GB.json'),
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'de-CH' | 'en-GB'; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as 'participant' }),
  };
});

const sika = participant('sika', { pubRef: 'Sika AG', rankVR: '2', rankDS: '5', rankOverall: '1' });

const took = (year: number, name: string, ranks: [Rank, Rank, Rank], first = false): HistoryEntry => ({
  kind: 'took-part',
  year,
  name,
  rankVR: ranks[0],
  rankDS: ranks[1],
  rankOverall: ranks[2],
  first,
});

// Newest first: renamed from "Sika" after 2023, missed 2024, unranked and hors concours in 2025.
const history: HistoryEntry[] = [
  took(2026, 'Sika AG', [2, 5, 1]),
  took(2025, 'Sika AG', [null, '*', 3]),
  { kind: 'gap', year: 2024 },
  took(2023, 'Sika', [9, 7, 8], true),
];

const current: EditionInfo = { year: 2026, currentYear: 2026 };
const archived2025: EditionInfo = { year: 2025, archivedYear: 2025, currentYear: 2026 };

async function renderHistory(
  options: { locale?: Locale; entries?: HistoryEntry[]; edition?: EditionInfo } = {},
): Promise<HTMLElement> {
  const element = await ParticipantHistory({
    locale: options.locale ?? 'de-CH',
    participant: sika,
    history: options.entries ?? history,
    edition: options.edition ?? current,
  });
  if (!element) throw new Error('nothing rendered');
  return render(element).container;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (year: number) => {
  const row = bodyRows().find((r) => within(r).queryByRole('rowheader')?.textContent?.startsWith(String(year)));
  if (!row) throw new Error(`no row for ${year}`);
  return row;
};

describe('ParticipantHistory', () => {
  it('is a section named by its heading, with the number of editions taken part in', async () => {
    await renderHistory();
    expect(screen.getByRole('region', { name: 'Über die Jahre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Über die Jahre' })).toBeInTheDocument();
    expect(screen.getByText('Die Ränge in 3 Ausgaben des Ratings.')).toBeInTheDocument();
  });

  it('has a captioned table with the edition and the three ranks as columns', async () => {
    await renderHistory();
    const table = screen.getByRole('table', { name: 'Ränge von Sika AG in jeder Ausgabe, die neueste zuerst' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ausgabe', 'Value Reporting', 'Design', 'Gesamt']);
  });

  it('has one row per edition, newest first, whatever order the history is given in', async () => {
    await renderHistory({ entries: [...history].reverse() });
    expect(bodyRows().map((row) => within(row).getByRole('rowheader').textContent?.slice(0, 4))).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
    ]);
  });

  it('shows the ranks of each edition, with words for an unranked and a separately ranked place', async () => {
    await renderHistory();
    expect(
      within(rowOf(2026))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', '5', '1']);
    const [vr, ds, overall] = within(rowOf(2025)).getAllByRole('cell');
    expect(vr).toHaveTextContent('–');
    expect(vr).toHaveTextContent('nicht rangiert');
    expect(ds).toHaveTextContent('*');
    expect(ds).toHaveTextContent('ausser Konkurrenz');
    expect(overall).toHaveTextContent(/^3$/);
    expect(
      within(rowOf(2023))
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['9', '7', '8']);
  });

  it('links each other edition to the company’s page of that year, named with the name it had', async () => {
    await renderHistory();
    expect(within(rowOf(2025)).getByRole('link', { name: 'Sika AG: Resultat 2025' })).toHaveAttribute(
      'href',
      '/2025/teilnehmer/sika',
    );
    expect(within(rowOf(2023)).getByRole('link', { name: 'Sika: Resultat 2023' })).toHaveAttribute(
      'href',
      '/2023/teilnehmer/sika',
    );
  });

  it('uses the English paths and names on an English page', async () => {
    await renderHistory({ locale: 'en-GB' });
    expect(screen.getByText('Its ranks in 3 editions of the rating.')).toBeInTheDocument();
    expect(within(rowOf(2025)).getByRole('link', { name: 'Sika AG: 2025 result' })).toHaveAttribute(
      'href',
      '/en/2025/teilnehmer/sika',
    );
    expect(within(rowOf(2023)).getByRole('link', { name: 'Sika: 2023 result' })).toHaveAttribute(
      'href',
      '/en/2023/teilnehmer/sika',
    );
  });

  it('links the current edition at its path without a year, from an archived edition’s page', async () => {
    for (const [locale, href] of [
      ['de-CH', '/teilnehmer/sika'],
      ['en-GB', '/en/teilnehmer/sika'],
    ] as const) {
      const { unmount } = render(
        (await ParticipantHistory({ locale, participant: sika, history, edition: archived2025 }))!,
      );
      const link = within(rowOf(2026)).getByRole('link');
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAccessibleName(locale === 'de-CH' ? 'Sika AG: Resultat 2026' : 'Sika AG: 2026 result');
      unmount();
    }
  });

  it('does not link the page’s own edition, and marks it as the current page', async () => {
    await renderHistory();
    const own = rowOf(2026);
    expect(within(own).queryByRole('link')).toBeNull();
    expect(within(own).getByText('2026')).toHaveAttribute('aria-current', 'page');

    render((await ParticipantHistory({ locale: 'de-CH', participant: sika, history, edition: archived2025 }))!);
    const ownArchived = within(screen.getAllByRole('table')[1]!)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('2025'));
    expect(within(ownArchived!).queryByRole('link')).toBeNull();
  });

  it('shows a missed edition across the three rank cells, without a link', async () => {
    await renderHistory();
    const row = rowOf(2024);
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveAttribute('colspan', '3');
    expect(cells[0]).toHaveTextContent('nicht teilgenommen');
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('tags the first participation, and only that one', async () => {
    await renderHistory();
    expect(within(rowOf(2023)).getByRole('rowheader')).toHaveTextContent('erste Teilnahme');
    for (const year of [2026, 2025, 2024]) expect(rowOf(year)).not.toHaveTextContent('erste Teilnahme');
  });

  it('shows the former name under the year of an edition under another name', async () => {
    await renderHistory();
    expect(within(rowOf(2023)).getByRole('rowheader')).toHaveTextContent('damals Sika');
    for (const year of [2026, 2025]) expect(rowOf(year)).not.toHaveTextContent('damals');
  });

  it('draws the chart hidden from screen readers, with the three series in its legend', async () => {
    const container = await renderHistory();
    const drawings = container.querySelectorAll('svg');
    expect(drawings.length).toBeGreaterThan(0);
    for (const svg of drawings) expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    const chart = container.querySelector('svg')!.closest('[aria-hidden="true"]') as HTMLElement;
    expect(chart).toHaveTextContent('Verlauf der Ränge, Rang 1 oben');
    for (const name of ['Value Reporting', 'Design', 'Gesamt']) expect(chart).toHaveTextContent(name);
    expect(chart.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('omits the chart for a single edition but still shows its row', async () => {
    const container = await renderHistory({ entries: [took(2026, 'Sika AG', [2, 5, 1], true)] });
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('Die Ränge in 1 Ausgabe des Ratings.')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(rowOf(2026)).toHaveTextContent('erste Teilnahme');
  });
});
