import { toSearchHit } from './hit';

const data = {
  url: '/2025/teilnehmer/swisscom',
  excerpt: 'Der Bericht von <mark>Swisscom</mark>',
  meta: { title: 'Swisscom', edition: '2025', kind: 'company' },
  filters: { sector: ['technology-telecom'], edition: ['2025'], kind: ['company'] },
};

describe('toSearchHit', () => {
  it('takes the address, title, edition, kind, sector and excerpt', () => {
    expect(toSearchHit('r1', data)).toEqual({
      id: 'r1',
      url: '/2025/teilnehmer/swisscom',
      title: 'Swisscom',
      edition: '2025',
      kind: 'company',
      sector: 'technology-telecom',
      excerpt: [
        { text: 'Der Bericht von ', marked: false },
        { text: 'Swisscom', marked: true },
      ],
    });
  });

  it('takes the joints of compounds out of the title', () => {
    expect(toSearchHit('r', { ...data, meta: { title: 'Zürcher Kantonal\u2060-bank' } })?.title).toBe(
      'Zürcher Kantonalbank',
    );
  });

  it('drops a result whose address is not a path of this site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', ''])
      expect(toSearchHit('r', { ...data, url })).toBeNull();
  });

  it('leaves out meta values that do not fit and falls back to the address as title', () => {
    const hit = toSearchHit('r', { ...data, meta: { title: ' ', edition: '25', kind: 'page' }, filters: {} });
    expect(hit).toEqual({ id: 'r', url: data.url, title: data.url, excerpt: expect.any(Array) });
  });
});
