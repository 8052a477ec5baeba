import { foldForSearch, matchesTarget, refsNotMatching, searchTarget } from './search';

/** A company name against a query, as the table's search compares them. */
const matchesSearch = (company: string, query: string) => matchesTarget(searchTarget(company), query);

describe('matchesSearch', () => {
  it('matches a substring anywhere in the company name', () => {
    expect(matchesSearch('Zürcher Kantonalbank', 'kantonal')).toBe(true);
    expect(matchesSearch('Zürcher Kantonalbank', 'bank')).toBe(true);
  });

  it('ignores case', () => {
    expect(matchesSearch('Zürcher Kantonalbank', 'ZÜRCHER')).toBe(true);
    expect(matchesSearch('ABB Ltd', 'abb')).toBe(true);
  });

  it('ignores diacritics on either side', () => {
    expect(matchesSearch('Zürcher Kantonalbank', 'zurcher')).toBe(true);
    expect(matchesSearch('Nestlé SA', 'nestle')).toBe(true);
    expect(matchesSearch('Banque Cantonale de Geneve', 'Genève')).toBe(true);
    expect(matchesSearch('Leclanché SA', 'LECLANCHE')).toBe(true);
  });

  it('finds an umlaut written out as two letters', () => {
    expect(matchesSearch('Zürcher Kantonalbank', 'zuercher')).toBe(true);
    expect(matchesSearch('Lindt & Sprüngli AG', 'spruengli')).toBe(true);
  });

  it('does not match across the two spellings', () => {
    // "müller ag" and "mueller ag" are separate targets: "ag mue" is in neither.
    expect(matchesSearch('Müller AG', 'ag mue')).toBe(false);
  });

  it('collapses whitespace in the query', () => {
    expect(matchesSearch('Lindt & Sprüngli AG', '  lindt   &  spr ')).toBe(true);
  });

  it('matches everything for an empty query and nothing for a missing name', () => {
    expect(matchesSearch('Sika AG', '')).toBe(true);
    expect(matchesSearch('Sika AG', '   ')).toBe(true);
    expect(matchesSearch('Sika AG', 'geberit')).toBe(false);
  });

  it('works with a prepared target', () => {
    const target = searchTarget('Graubündner Kantonalbank');
    expect(matchesTarget(target, 'graubundner')).toBe(true);
    expect(matchesTarget(target, 'graubuendner')).toBe(true);
    expect(matchesTarget(target, 'zug')).toBe(false);
  });
});

describe('foldForSearch', () => {
  it('lower-cases and removes diacritics', () => {
    expect(foldForSearch('Élan Çà Über')).toBe('elan ca uber');
  });

  it('writes ß as ss', () => {
    expect(foldForSearch('Strasse Straße')).toBe('strasse strasse');
  });
});

describe('refsNotMatching', () => {
  const rows = [
    { ref: 'zkb', company: 'Zürcher Kantonalbank' },
    { ref: 'sika', company: 'Sika AG' },
    { ref: 'ubs', company: 'UBS Group AG' },
  ];

  it('names the rows the query does not match', () => {
    expect([...refsNotMatching(rows, 'zurcher')]).toEqual(['sika', 'ubs']);
    expect([...refsNotMatching(rows, ' ag')]).toEqual(['zkb']);
  });

  it('hides nothing for an empty query', () => {
    expect(refsNotMatching(rows, '  ').size).toBe(0);
  });
});
