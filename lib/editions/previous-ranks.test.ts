import { participant } from '../content/__fixtures__/participant';
import type { Participant } from '../content/participant';
import { previousRankMismatches, previousRanks } from './previous-ranks';

const byRef = (...participants: Participant[]) => new Map(participants.map((p) => [p.ref, p]));

describe('previousRanks', () => {
  const sika = participant('sika', { rankVR: '2', rankDS: '1', rankOverall: '1', prevYearVR: '9', prevYearDS: '8' });

  it('takes the ranks of the edition before when it is present', () => {
    const before = byRef(participant('sika', { rankVR: '4', rankDS: '*', rankOverall: '3' }));
    expect(previousRanks(sika, before)).toEqual({ prevYearVR: 4, prevYearDS: '*', prevYearOverall: 3 });
  });

  it('gives a company absent from the edition before no previous ranks (new, or back after a gap)', () => {
    expect(previousRanks(sika, byRef(participant('abb', { rankVR: '1' })))).toEqual({
      prevYearVR: null,
      prevYearDS: null,
      prevYearOverall: null,
    });
  });

  it('keeps a company unranked in the edition before as unranked then', () => {
    const before = byRef(participant('sika', { rankVR: '999', rankDS: '', rankOverall: '' }));
    expect(previousRanks(sika, before)).toEqual({ prevYearVR: null, prevYearDS: null, prevYearOverall: null });
  });

  it('falls back to the row’s prevYear fields without an edition before, the overall rank unknown', () => {
    expect(previousRanks(sika, undefined)).toEqual({ prevYearVR: 9, prevYearDS: 8, prevYearOverall: undefined });
  });
});

describe('previousRankMismatches', () => {
  const before = byRef(participant('sika', { rankVR: '3', rankDS: '5' }));

  it('finds nothing when the row agrees with the edition before', () => {
    expect(previousRankMismatches(participant('sika', { prevYearVR: '3', prevYearDS: '5' }), before)).toEqual([]);
  });

  it('names each field that disagrees, with the stated and the actual rank', () => {
    expect(previousRankMismatches(participant('sika', { prevYearVR: '4', prevYearDS: '*' }), before)).toEqual([
      { field: 'prevYearVR', stated: 4, actual: 3, absent: false },
      { field: 'prevYearDS', stated: '*', actual: 5, absent: false },
    ]);
  });

  it('takes an empty field as no claim', () => {
    expect(previousRankMismatches(participant('sika', { prevYearVR: '', prevYearDS: '' }), before)).toEqual([]);
  });

  it('reports a rank stated for a company absent from the edition before', () => {
    expect(previousRankMismatches(participant('abb', { prevYearVR: '7' }), before)).toEqual([
      { field: 'prevYearVR', stated: 7, actual: null, absent: true },
    ]);
  });
});
