import { MAX_SEARCH_LENGTH, parseRankingQuery, sanitiseSearch, serialiseRankingQuery } from './query';

describe('parseRankingQuery', () => {
  it('reads a valid query', () => {
    expect(parseRankingQuery('?q=bank&dir=DSC&sortBy=rankVR')).toEqual({ q: 'bank', dir: 'DSC', sortBy: 'rankVR' });
  });

  it('reads nothing from an empty query', () => {
    expect(parseRankingQuery('')).toEqual({});
    expect(parseRankingQuery('?other=1')).toEqual({});
  });

  it('decodes the search text', () => {
    expect(parseRankingQuery('?q=Z%C3%BCrcher+Kantonalbank')).toEqual({ q: 'Zürcher Kantonalbank' });
  });

  it('accepts URLSearchParams', () => {
    expect(parseRankingQuery(new URLSearchParams({ dir: 'ASC', sortBy: 'company' }))).toEqual({
      dir: 'ASC',
      sortBy: 'company',
    });
  });

  it('ignores invalid values and keeps the valid ones', () => {
    expect(parseRankingQuery('?dir=UP&sortBy=%3Cscript%3E&q=%3Cb%3Ex%3C%2Fb%3E')).toEqual({ q: 'x' });
    expect(parseRankingQuery('?dir=DSC&sortBy=rank')).toEqual({ dir: 'DSC' });
  });

  it.each(['asc', 'dsc', 'DESC', 'ASC ', ''])('accepts only ASC or DSC as dir, not %p', (dir) => {
    expect(parseRankingQuery(`?dir=${encodeURIComponent(dir)}`)).toEqual({});
  });

  it('reads a sector key and ignores anything that cannot be one', () => {
    expect(parseRankingQuery('?sector=real-estate').sector).toBe('real-estate');
    for (const bad of ['Banks', 'banks%3Cscript%3E', '', '-banks', 'a b'])
      expect(parseRankingQuery(`?sector=${bad}`)).toEqual({});
  });

  it('accepts movement as sortBy, and nothing like it', () => {
    expect(parseRankingQuery('sortBy=movement&dir=ASC')).toEqual({ sortBy: 'movement', dir: 'ASC' });
    expect(parseRankingQuery('sortBy=Movement')).toEqual({});
    expect(parseRankingQuery('sortBy=movements')).toEqual({});
  });

  it('accepts any participant field name as sortBy', () => {
    expect(parseRankingQuery('?sortBy=totalQualDS').sortBy).toBe('totalQualDS');
    expect(parseRankingQuery('?sortBy=certificate').sortBy).toBe('certificate');
  });

  it.each(['rankvr', 'toString', '__proto__', 'constructor', 'company;drop'])('rejects %p as sortBy', (sortBy) => {
    expect(parseRankingQuery(`?sortBy=${encodeURIComponent(sortBy)}`)).toEqual({});
  });

  it('omits a search that is nothing but markup', () => {
    expect(parseRankingQuery('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toEqual({});
  });
});

describe('sanitiseSearch', () => {
  it('strips tags and keeps their text', () => {
    expect(sanitiseSearch('<b>Sika</b> <i>AG</i>')).toBe('Sika AG');
    expect(sanitiseSearch('<img src=x onerror=alert(1)>Sika')).toBe('Sika');
  });

  it('drops script and style elements with their content', () => {
    expect(sanitiseSearch('Sika<script>alert(1)</script>')).toBe('Sika');
    expect(sanitiseSearch('<style>body{}</style>Sika')).toBe('Sika');
  });

  it('drops stray angle brackets and control characters', () => {
    expect(sanitiseSearch('a < b > c')).toBe('a b c');
    expect(sanitiseSearch('Sika\u0000\nAG')).toBe('Sika AG');
  });

  it('keeps ordinary punctuation', () => {
    expect(sanitiseSearch('Kühne + Nagel & Co.')).toBe('Kühne + Nagel & Co.');
  });

  it('limits the length', () => {
    expect(sanitiseSearch('x'.repeat(500))).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe('serialiseRankingQuery', () => {
  it('writes the sector when one is chosen and drops it when not', () => {
    expect(serialiseRankingQuery({ q: '', sector: 'banks', sortBy: 'company', dir: 'ASC' }, '')).toBe(
      '?sector=banks&dir=ASC&sortBy=company',
    );
    expect(serialiseRankingQuery({ q: '', sector: '', sortBy: 'company', dir: 'ASC' }, '?sector=banks')).toBe(
      '?dir=ASC&sortBy=company',
    );
  });

  it('writes q, dir and sortBy', () => {
    expect(serialiseRankingQuery({ q: 'bank', sortBy: 'rankDS', dir: 'DSC' }, '')).toBe(
      '?q=bank&dir=DSC&sortBy=rankDS',
    );
  });

  it('merges with other parameters, replacing its own', () => {
    expect(serialiseRankingQuery({ q: 'neu', sortBy: 'rankDS', dir: 'DSC' }, '?utm_source=mail&q=alt&dir=ASC')).toBe(
      '?utm_source=mail&q=neu&dir=DSC&sortBy=rankDS',
    );
  });

  it('removes q when the search is empty, keeping the sort', () => {
    expect(serialiseRankingQuery({ q: '', sortBy: 'company', dir: 'ASC' }, '?q=alt&x=1')).toBe(
      '?x=1&dir=ASC&sortBy=company',
    );
  });

  it('sanitises the search it writes', () => {
    expect(serialiseRankingQuery({ q: '<b>Sika</b>', sortBy: 'company', dir: 'ASC' }, '')).toBe(
      '?q=Sika&dir=ASC&sortBy=company',
    );
  });

  it('round-trips through parseRankingQuery', () => {
    const state = { q: 'Zürcher & Co', sortBy: 'rankOverall', dir: 'DSC' } as const;
    expect(parseRankingQuery(serialiseRankingQuery(state, '?page=2'))).toEqual(state);
  });
});
