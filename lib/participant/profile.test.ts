import { hasProfile, median, profileGroups, rankedCount, rankedCounts, scoreProfile, shareOf } from './profile';
import { participantFields, type Participant } from '../content/participant-schema';

function row(ref: string, values: Partial<Participant>): Participant {
  const empty = Object.fromEntries(participantFields.map((f) => [f, ''])) as Participant;
  return { ...empty, id: ref, ref, company: ref, ...values };
}

describe('median', () => {
  it('takes the middle value of an odd count', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });
});

describe('scoreProfile', () => {
  const a = row('a', { totalVR: '80,00', totalQualDS: '30,5', totalCommDS: '20', averageMedia: '8,25' });
  const b = row('b', { totalVR: '60', totalQualDS: '25', totalCommDS: '35,5', averageMedia: '6' });
  const c = row('c', { totalVR: '70,5', totalQualDS: '', totalCommDS: '', averageMedia: '0' });
  const all = [a, b, c];

  it('has one row per criterion group in a fixed order', () => {
    expect(scoreProfile(a, all).map((r) => r.key)).toEqual(['valueReporting', 'quality', 'communication', 'media']);
    expect(profileGroups.map((g) => g.max)).toEqual([100, 40, 40, 10]);
  });

  it('gives the participant’s points, the median and the best of everyone with points', () => {
    const [vr, quality, communication, media] = scoreProfile(a, all);
    expect(vr).toMatchObject({ value: 80, median: 70.5, best: 80, count: 3 });
    expect(quality).toMatchObject({ value: 30.5, median: 27.75, best: 30.5, count: 2 });
    expect(communication).toMatchObject({ value: 20, median: 27.75, best: 35.5, count: 2 });
    // Zero means not rated: it counts neither as a value nor towards median and best.
    expect(media).toMatchObject({ value: 8.25, median: 7.125, best: 8.25, count: 2 });
  });

  it('leaves a participant’s missing groups empty', () => {
    const [, quality, , media] = scoreProfile(c, all);
    expect(quality?.value).toBeNull();
    expect(media?.value).toBeNull();
    expect(hasProfile(scoreProfile(c, all))).toBe(true);
    expect(hasProfile(scoreProfile(row('d', {}), all))).toBe(false);
  });

  it('has no median or best when nobody has points', () => {
    const [vr] = scoreProfile(row('d', {}), [row('d', {})]);
    expect(vr).toMatchObject({ value: null, median: null, best: null, count: 0 });
  });
});

describe('shareOf', () => {
  it('is the value as a share of the scale, clamped', () => {
    expect(shareOf(20, 40)).toBe(0.5);
    expect(shareOf(50, 40)).toBe(1);
    expect(shareOf(-1, 40)).toBe(0);
    expect(shareOf(null, 40)).toBe(0);
  });
});

describe('rankedCount', () => {
  it('counts real ranks only: not empty, 999 or *', () => {
    const all = [
      row('a', { rankVR: '1' }),
      row('b', { rankVR: '2' }),
      row('c', { rankVR: '999' }),
      row('d', { rankVR: '' }),
      row('e', { rankVR: '*' }),
    ];
    expect(rankedCount(all, 'rankVR')).toBe(2);
    expect(rankedCount(all, 'rankDS')).toBe(0);
  });
});

describe('rankedCounts', () => {
  it('counts the ranked participants of each of the three ranks', () => {
    const all = [
      row('a', { rankVR: '1', rankDS: '1', rankOverall: '1' }),
      row('b', { rankVR: '2', rankDS: '999', rankOverall: '2' }),
      row('c', { rankVR: '*', rankDS: '', rankOverall: '3' }),
    ];
    expect(rankedCounts(all)).toEqual({ valueReporting: 2, design: 1, overall: 3 });
  });
});
