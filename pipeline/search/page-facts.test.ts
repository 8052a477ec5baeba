/** @jest-environment node */
import path from 'node:path';
import { loadContent } from '../../lib/content/load';
import { pageFacts, searchHead, searchSite, withSearchHead, type SearchSite } from './page-facts';

/** 2026 is current; 2025 and 2024 are archived. */
const site: SearchSite = {
  currentYear: 2026,
  participants: new Map([
    [
      2026,
      new Map([
        ['swisscom', 'technology-telecom'],
        ['sika', null],
      ]),
    ],
    [2025, new Map([['swisscom', 'technology-telecom']])],
    [2024, new Map([['zuercher-kantonalbank', 'banks']])],
  ]),
};
const facts = (file: string) => pageFacts(file, site);

describe('pageFacts', () => {
  it("gives a participant's page the kind company, its edition and its sector, current or archived", () => {
    expect(facts('teilnehmer/swisscom.html')).toEqual({
      url: '/teilnehmer/swisscom',
      kind: 'company',
      edition: '2026',
      sector: 'technology-telecom',
    });
    expect(facts('en/teilnehmer/swisscom.html')).toEqual({
      url: '/en/teilnehmer/swisscom',
      kind: 'company',
      edition: '2026',
      sector: 'technology-telecom',
    });
    expect(facts('2025/teilnehmer/swisscom.html')).toEqual({
      url: '/2025/teilnehmer/swisscom',
      kind: 'company',
      edition: '2025',
      sector: 'technology-telecom',
    });
    expect(facts(path.join('en', '2024', 'teilnehmer', 'zuercher-kantonalbank.html'))).toEqual({
      url: '/en/2024/teilnehmer/zuercher-kantonalbank',
      kind: 'company',
      edition: '2024',
      sector: 'banks',
    });
  });

  it('gives a participant without a sector no sector', () => {
    expect(facts('teilnehmer/sika.html')).toEqual({ url: '/teilnehmer/sika', kind: 'company', edition: '2026' });
  });

  it("refuses a participant's page the edition does not know, rather than index it without its facts", () => {
    expect(() => facts('teilnehmer/unbekannt.html')).toThrow(/the 2026 edition has no participant "unbekannt"/);
    // Swisscom is in 2026 and 2025, not 2024.
    expect(() => facts('en/2024/teilnehmer/swisscom.html')).toThrow(/2024/);
  });

  it('gives ranking pages the kind ranking and their edition', () => {
    expect(facts('rangliste.html')).toEqual({ url: '/rangliste', kind: 'ranking', edition: '2026' });
    expect(facts('en/rangliste.html')).toEqual({ url: '/en/rangliste', kind: 'ranking', edition: '2026' });
    expect(facts('2025/rangliste.html')).toEqual({ url: '/2025/rangliste', kind: 'ranking', edition: '2025' });
    expect(facts('en/2024/rangliste.html')).toEqual({ url: '/en/2024/rangliste', kind: 'ranking', edition: '2024' });
  });

  it('gives the winners and special-mention pages the kind award and their edition', () => {
    expect(facts('gewinner.html')).toEqual({ url: '/gewinner', kind: 'award', edition: '2026' });
    expect(facts('en/2025/gewinner.html')).toEqual({ url: '/en/2025/gewinner', kind: 'award', edition: '2025' });
    expect(facts('special-mention.html')).toEqual({ url: '/special-mention', kind: 'award', edition: '2026' });
    expect(facts('2024/special-mention.html')).toEqual({
      url: '/2024/special-mention',
      kind: 'award',
      edition: '2024',
    });
  });

  it('gives the home page in both languages the kind text and the current edition', () => {
    expect(facts('index.html')).toEqual({ url: '/', kind: 'text', edition: '2026' });
    expect(facts('en.html')).toEqual({ url: '/en', kind: 'text', edition: '2026' });
    expect(facts('en/index.html')).toEqual({ url: '/en', kind: 'text', edition: '2026' });
  });

  it('gives every other page the kind text and no edition', () => {
    for (const [file, url] of [
      ['kriterien.html', '/kriterien'] as const,
      ['en/jury.html', '/en/jury'],
      ['archiv.html', '/archiv'],
      ['en/datenschutz.html', '/en/datenschutz'],
      ['downloads.html', '/downloads'],
      ['galerie.html', '/galerie'],
    ])
      expect(facts(file)).toEqual({ url, kind: 'text' });
  });

  it('gives no edition to what only looks like an edition page', () => {
    // The current year is never in a path, an unknown year is no edition, a year has only its edition's pages.
    expect(facts('2026/rangliste.html')).toEqual({ url: '/2026/rangliste', kind: 'text' });
    expect(facts('1999/rangliste.html')).toEqual({ url: '/1999/rangliste', kind: 'text' });
    expect(facts('2025/kriterien.html')).toEqual({ url: '/2025/kriterien', kind: 'text' });
    expect(facts('2025.html')).toEqual({ url: '/2025', kind: 'text' });
    expect(facts('teilnehmer.html')).toEqual({ url: '/teilnehmer', kind: 'text' });
  });

  it('writes the URL percent-encoded, as the site links it', () => {
    const odd: SearchSite = { currentYear: 2026, participants: new Map([[2026, new Map([['a b', null]])]]) };
    expect(pageFacts('teilnehmer/a b.html', odd).url).toBe('/teilnehmer/a%20b');
  });

  it('finds every participant of the content, in every edition, with its sector', () => {
    const content = loadContent();
    const fromContent = searchSite(content);
    expect(fromContent.currentYear).toBe(content.current.year);
    for (const edition of content.editions) {
      const prefix = edition.year === content.current.year ? '' : `${edition.year}/`;
      for (const participant of edition.participants) {
        const found = pageFacts(`en/${prefix}teilnehmer/${participant.ref}.html`, fromContent);
        expect(found).toMatchObject({ kind: 'company', edition: String(edition.year) });
        expect(found.sector).toBe(participant.sector ?? undefined);
      }
    }
  });
});

describe('searchHead', () => {
  it('hands the facts to Pagefind as filters and metadata', () => {
    expect(searchHead({ url: '/2025/teilnehmer/swisscom', kind: 'company', edition: '2025', sector: 'banks' })).toBe(
      '<meta data-pagefind-filter="kind[content]" content="company">' +
        '<meta data-pagefind-filter="edition[content]" content="2025">' +
        '<meta data-pagefind-filter="sector[content]" content="banks">' +
        '<meta data-pagefind-meta="kind[content]" content="company">' +
        '<meta data-pagefind-meta="edition[content]" content="2025">',
    );
  });

  it('leaves out what a page does not have', () => {
    expect(searchHead({ url: '/kriterien', kind: 'text' })).toBe(
      '<meta data-pagefind-filter="kind[content]" content="text">' +
        '<meta data-pagefind-meta="kind[content]" content="text">',
    );
  });

  it('escapes the values', () => {
    expect(searchHead({ url: '/x', kind: 'company', sector: 'a"b&c' })).toContain('content="a&quot;b&amp;c"');
  });
});

describe('withSearchHead', () => {
  it('puts the tags at the end of the head, leaving the rest as it was', () => {
    const html = '<html lang="de-CH"><head><title>T</title></head><body><main></main></body></html>';
    const out = withSearchHead(html, { url: '/', kind: 'text', edition: '2026' });
    expect(out).toBe(
      '<html lang="de-CH"><head><title>T</title>' +
        searchHead({ url: '/', kind: 'text', edition: '2026' }) +
        '</head><body><main></main></body></html>',
    );
  });

  it('refuses a page without a head', () => {
    expect(() => withSearchHead('<p>x</p>', { url: '/', kind: 'text' })).toThrow(/no <\/head>/);
  });
});
