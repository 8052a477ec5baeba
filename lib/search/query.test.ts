import { indexFilters, parseSearchQuery, serialiseSearchQuery } from './query';

describe('parseSearchQuery', () => {
  it('reads the words and every valid filter', () => {
    expect(parseSearchQuery('?q=Swisscom&edition=2025&sector=technology-telecom&kind=company')).toEqual({
      q: 'Swisscom',
      edition: '2025',
      sector: 'technology-telecom',
      kind: 'company',
    });
  });

  it('ignores what does not pass', () => {
    expect(parseSearchQuery('?q=%3Cscript%3Ealert(1)%3C/script%3Eabb&edition=25&sector=Banks!&kind=page')).toEqual({
      q: 'abb',
    });
    expect(parseSearchQuery('')).toEqual({ q: '' });
  });
});

describe('serialiseSearchQuery', () => {
  it('writes the words and the filters set, and keeps other parameters', () => {
    expect(serialiseSearchQuery({ q: 'Zürcher Kantonalbank', edition: '2024' }, '?utm=x&kind=text')).toBe(
      '?utm=x&q=Z%C3%BCrcher+Kantonalbank&edition=2024',
    );
  });

  it('gives an empty string when nothing is left', () => {
    expect(serialiseSearchQuery({ q: '  ' }, '?q=old&sector=banks')).toBe('');
  });

  it('reads back what it wrote', () => {
    const query = { q: 'Geschäftsbericht', edition: '2023', sector: 'banks', kind: 'award' as const };
    expect(parseSearchQuery(serialiseSearchQuery(query, ''))).toEqual(query);
  });
});

describe('indexFilters', () => {
  it('names only the filters set', () => {
    expect(indexFilters({ q: 'x', edition: '2026', kind: 'ranking' })).toEqual({ edition: '2026', kind: 'ranking' });
    expect(indexFilters({ q: 'x' })).toEqual({});
  });
});
