import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import deCH from '@/content/i18n/de-CH.json';
import { COMPARE_DATA_URL, CompareIsland } from './CompareIsland';
import { participant } from '@/lib/content/__fixtures__/participant';
import type { Messages } from '@/lib/content/message-schema';
import { compareFile } from '@/lib/compare/compare-file';
import { compareTexts } from '@/lib/compare/texts';
import { editionHistories } from '@/lib/editions/history';

const messages = deCH as unknown as Messages;
const texts = compareTexts(
  createTranslator({ locale: 'de-CH', messages, namespace: 'compare' }),
  createTranslator({ locale: 'de-CH', messages, namespace: 'participant.criteria' }),
  2026,
);
const t = deCH.compare;

// Five companies of the current edition, one of them in the edition before.
const participants = [
  participant('sika', { pubRef: 'Sika AG', rankOverall: '1', rankVR: '3', totalVR: '90', certificate: '*' }),
  participant('geberit', { pubRef: 'Geberit AG', rankOverall: '2', rankVR: '1', totalVR: '95,5' }),
  participant('ubs-group', { pubRef: 'UBS Group AG', rankOverall: '3', rankVR: '2', totalVR: '80' }),
  participant('zkb', { pubRef: 'Zürcher Kantonalbank', rankOverall: '4', rankVR: '4', totalVR: '70' }),
  participant('abb', { pubRef: 'ABB Ltd', rankOverall: '5', rankVR: '5', totalVR: '60' }),
].map((p) => ({ ...p, prevYearOverall: p.ref === 'sika' ? 4 : null }));
const editions = [
  { year: 2026, participants },
  { year: 2025, participants: [participant('sika', { rankOverall: '4' })] },
].map((e) => ({ ...e, byRef: new Map(e.participants.map((p) => [p.ref, p])) }));
const json = compareFile(
  { year: 2026, participants, previousFromEdition: true },
  [2026, 2025],
  editionHistories(editions),
);

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, json: async () => JSON.parse(JSON.stringify(json)) });
  global.fetch = fetchMock;
});

async function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(<CompareIsland locale="de-CH" texts={texts} rankingHref="/rangliste" />);
  await act(async () => {});
}

const columns = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .slice(1)
    .map((th) => th.textContent);
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const field = () => screen.getByRole('combobox', { name: t.add.label });

describe('CompareIsland', () => {
  it('first renders what a browser without JavaScript shows, and a loading line', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    window.history.replaceState(null, '', '/vergleich?refs=sika');
    render(<CompareIsland locale="de-CH" texts={texts} rankingHref="/rangliste" />);
    expect(screen.getByText(t.fallback.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.fallback.toRanking })).toHaveAttribute('href', '/rangliste');
    expect(screen.getByText(t.loading)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('fetches the data once and shows the companies of the address in its order', async () => {
    await renderAt('/vergleich?refs=ubs-group,sika');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(COMPARE_DATA_URL);
    expect(columns()).toEqual(['UBS Group AG', 'Sika AG']);
    expect(screen.getByRole('link', { name: 'Sika AG' })).toHaveAttribute('href', '/teilnehmer/sika');
    expect(screen.getByRole('table')).toHaveAccessibleName('Vergleich: UBS Group AG und Sika AG');
  });

  it('drops unknown and repeated refs and keeps four, and writes the address back', async () => {
    await renderAt('/vergleich?x=1&refs=sika,nobody,sika,geberit,ubs-group,zkb,abb');
    expect(columns()).toEqual(['Sika AG', 'Geberit AG', 'UBS Group AG', 'Zürcher Kantonalbank']);
    expect(window.location.search).toBe('?x=1&refs=sika,geberit,ubs-group,zkb');
  });

  it('marks the best value of a row with a sign and words, not by colour alone', async () => {
    await renderAt('/vergleich?refs=sika,geberit');
    const [sika, geberit] = within(row(t.measures.rankVR)).getAllByRole('cell');
    expect(geberit).toHaveAttribute('data-best');
    expect(geberit).toHaveTextContent(t.best);
    expect(sika).not.toHaveAttribute('data-best');
    // The overall rank with its movement: from 4 last year to 1.
    expect(row(t.measures.rankOverall)).toHaveTextContent('Vorjahr: Rang 4');
    expect(row(t.measures.certificate)).toHaveTextContent(`${t.certificate.yes}${t.certificate.no}`);
    expect(row('2025')).toHaveTextContent(t.history.absent);
  });

  it('removes a company, says so, moves the focus and writes the address', async () => {
    await renderAt('/vergleich?refs=sika,geberit,ubs-group');
    fireEvent.click(screen.getByRole('button', { name: 'Geberit AG entfernen' }));
    expect(columns()).toEqual(['Sika AG', 'UBS Group AG']);
    expect(window.location.search).toBe('?refs=sika,ubs-group');
    expect(screen.getByRole('status')).toHaveTextContent('Geberit AG ist nicht mehr im Vergleich.');
    expect(screen.getByRole('button', { name: 'UBS Group AG entfernen' })).toHaveFocus();
  });

  it('adds a company picked from the suggestions, and one typed in part', async () => {
    await renderAt('/vergleich?refs=sika');
    const options = [...document.querySelectorAll('datalist option')].map((o) => o.getAttribute('value'));
    expect(options).toEqual(['ABB Ltd', 'Geberit AG', 'UBS Group AG', 'Zürcher Kantonalbank']);
    fireEvent.change(field(), { target: { value: 'Geberit AG' } });
    expect(columns()).toEqual(['Sika AG', 'Geberit AG']);
    expect(field()).toHaveValue('');
    fireEvent.change(field(), { target: { value: 'zuercher' } });
    fireEvent.click(screen.getByRole('button', { name: t.add.button }));
    expect(columns()).toEqual(['Sika AG', 'Geberit AG', 'Zürcher Kantonalbank']);
    expect(window.location.search).toBe('?refs=sika,geberit,zkb');
    expect(screen.getByRole('status')).toHaveTextContent('Zürcher Kantonalbank ist im Vergleich.');
  });

  it('says why nothing was added', async () => {
    await renderAt('/vergleich?refs=sika');
    fireEvent.change(field(), { target: { value: 'Nestlé' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Kein Unternehmen der aktuellen Rangliste passt zu «Nestlé».');
    fireEvent.change(field(), { target: { value: 'AG' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Mehrere Unternehmen passen zu «AG».');
    fireEvent.change(field(), { target: { value: 'sika ag' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Sika AG ist schon im Vergleich.');
    fireEvent.change(field(), { target: { value: 'sik' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Sika AG ist schon im Vergleich.');
    expect(columns()).toEqual(['Sika AG']);
  });

  it('says when four are compared and offers no more', async () => {
    await renderAt('/vergleich?refs=sika,geberit,ubs-group,zkb');
    expect(field()).toHaveAccessibleDescription(t.add.full);
    expect(document.querySelectorAll('datalist option')).toHaveLength(0);
    fireEvent.change(field(), { target: { value: 'ABB' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(columns()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent(t.add.full);
  });

  it('invites to choose without refs, and compares the leaders on request', async () => {
    await renderAt('/vergleich');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t.empty.title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.empty.suggestion }));
    expect(columns()).toEqual(['Sika AG', 'Geberit AG', 'UBS Group AG', 'Zürcher Kantonalbank']);
    expect(screen.getByRole('region')).toHaveFocus();
    expect(window.location.search).toBe('?refs=sika,geberit,ubs-group,zkb');
  });

  it('says when the data cannot be had, and leads to the ranking', async () => {
    fetchMock.mockResolvedValue({ ok: false, json: async () => ({}) });
    await renderAt('/vergleich?refs=sika');
    expect(screen.getByRole('alert')).toHaveTextContent(t.error);
    expect(screen.getByRole('link', { name: t.fallback.toRanking })).toHaveAttribute('href', '/rangliste');
  });
});
