import { findCompany, isNamed } from './find';

const companies = [
  { ref: 'zkb', name: 'Zürcher Kantonalbank' },
  { ref: 'ubs', name: 'UBS Group AG' },
  { ref: 'ubs-old', name: 'UBS' },
  { ref: 'sika', name: 'Sika AG' },
  { ref: 'swiss-re', name: 'Swiss Re' },
  { ref: 'swiss-life', name: 'Swiss Life' },
];

describe('findCompany', () => {
  it('finds the company whose whole name was typed, ignoring case and accents', () => {
    expect(findCompany(companies, 'sika ag')).toEqual({ kind: 'found', company: companies[3] });
    expect(findCompany(companies, 'zurcher kantonalbank')).toEqual({ kind: 'found', company: companies[0] });
  });

  it('prefers the exact name over names that contain it', () => {
    expect(findCompany(companies, 'UBS')).toEqual({ kind: 'found', company: companies[2] });
  });

  it('finds the only company whose name holds what was typed, umlauts written out too', () => {
    expect(findCompany(companies, 'zuercher')).toEqual({ kind: 'found', company: companies[0] });
    expect(findCompany(companies, 'Life')).toEqual({ kind: 'found', company: companies[5] });
  });

  it('says when several names hold it, and when none does', () => {
    expect(findCompany(companies, 'swiss')).toEqual({ kind: 'several', count: 2 });
    expect(findCompany(companies, 'Nestlé')).toEqual({ kind: 'none' });
    expect(findCompany(companies, '   ')).toEqual({ kind: 'none' });
  });
});

describe('isNamed', () => {
  it('is the whole name, ignoring case and accents', () => {
    expect(isNamed({ name: 'Zürcher Kantonalbank' }, ' zurcher  KANTONALBANK ')).toBe(true);
    expect(isNamed({ name: 'Zürcher Kantonalbank' }, 'Zürcher')).toBe(false);
  });
});
