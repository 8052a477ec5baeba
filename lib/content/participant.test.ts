import { participantRow } from './__fixtures__/participant';
import { parseParticipant, parseRank, parseScore, placeOf } from './participant';
import { rankFields, scoreFields } from './participant-fields';

describe('parseRank', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['999', null],
    [' 999 ', null],
    ['*', '*'],
    [' * ', '*'],
    ['12', 12],
    [' 7 ', 7],
    ['1', 1],
  ])('reads %p as %p', (value, expected) => expect(parseRank(value)).toBe(expected));

  it('gives no place for what is not a whole number (the schema refuses it before)', () => {
    expect(parseRank('2.5')).toBeNull();
    expect(parseRank('abc')).toBeNull();
  });
});

describe('parseScore', () => {
  it.each([
    ['12,5', 12.5],
    ['80.25', 80.25],
    [' 7 ', 7],
    ['0', 0],
    ['0,00', 0],
    ['-3,5', -3.5],
    ['999', 999],
  ])('reads %p as %p', (value, expected) => expect(parseScore(value)).toBe(expected));

  it('has no value for empty or unreadable text', () => {
    for (const value of ['', '  ', '*', 'x', '12;5', '1.000,5', '1,2,3']) expect(parseScore(value)).toBeNull();
  });
});

describe('parseParticipant', () => {
  it('keeps the texts as written', () => {
    const p = parseParticipant(
      participantRow('sika', { id: '42', company: 'Sika AG', url: 'https://www.sika.ch', website: 'www.sika.ch' }),
    );
    expect(p).toMatchObject({
      id: '42',
      ref: 'sika',
      company: 'Sika AG',
      url: 'https://www.sika.ch',
      website: 'www.sika.ch',
    });
  });

  it('names the participant by pubRef, or by company when pubRef is empty', () => {
    expect(parseParticipant(participantRow('sika', { pubRef: 'Sika', company: 'Sika AG' })).name).toBe('Sika');
    expect(parseParticipant(participantRow('sika', { pubRef: '', company: 'Sika AG' })).name).toBe('Sika AG');
    expect(parseParticipant(participantRow('sika', { pubRef: '  ', company: 'Sika AG' })).name).toBe('Sika AG');
  });

  it('reads online as published unless empty or 0', () => {
    const online = (value: string) => parseParticipant(participantRow('sika', { online: value })).online;
    expect(online('')).toBe(false);
    expect(online('0')).toBe(false);
    expect(online(' 0 ')).toBe(false);
    expect(online('1')).toBe(true);
    expect(online('https://report.sika.ch')).toBe(true);
  });

  it('reads the certificate as awarded only for *', () => {
    const certificate = (value: string) => parseParticipant(participantRow('sika', { certificate: value })).certificate;
    expect(certificate('*')).toBe(true);
    expect(certificate(' * ')).toBe(true);
    expect(certificate('')).toBe(false);
  });

  it('parses every rank and score field', () => {
    const p = parseParticipant(
      participantRow('sika', {
        rankVR: '4',
        rankDS: '999',
        rankOverall: '*',
        prevYearVR: '',
        prevYearDS: ' 12 ',
        totalVR: '80,5',
        totalDS: '',
        averageMedia: '7.25',
      }),
    );
    expect(p).toMatchObject({
      rankVR: 4,
      rankDS: null,
      rankOverall: '*',
      prevYearVR: null,
      prevYearDS: 12,
      totalVR: 80.5,
      totalDS: null,
      averageMedia: 7.25,
    });
    for (const field of rankFields)
      expect([field, p[field] === '*' || typeof p[field] !== 'string']).toEqual([field, true]);
    for (const field of scoreFields) expect([field, typeof p[field] !== 'string']).toEqual([field, true]);
  });

  it('leaves the previous overall rank unknown (only an edition before can tell it)', () => {
    expect(parseParticipant(participantRow('sika')).prevYearOverall).toBeUndefined();
  });

  it('does not keep the row’s strings', () => {
    const p = parseParticipant(participantRow('sika', { rankVR: '3' }));
    expect(Object.values(p)).not.toContain('3');
  });
});

describe('placeOf', () => {
  it('is the number of a place, and null otherwise', () => {
    expect(placeOf(3)).toBe(3);
    expect(placeOf('*')).toBeNull();
    expect(placeOf(null)).toBeNull();
  });
});
