import { participant } from '../content/__fixtures__/participant';
import { editionStatistics, median, ratedPoints } from './statistics';

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
  it('does not reorder the list it is given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratedPoints', () => {
  it('keeps points and drops zero and no value', () => {
    expect(ratedPoints(12.5)).toBe(12.5);
    expect(ratedPoints(0)).toBeNull();
    expect(ratedPoints(null)).toBeNull();
  });
});

describe('editionStatistics', () => {
  it('counts real ranks only: not empty, 999 or *', () => {
    const statistics = editionStatistics([
      participant('a', { rankVR: '1', rankDS: '1', rankOverall: '1' }),
      participant('b', { rankVR: '2', rankDS: '999', rankOverall: '2' }),
      participant('c', { rankVR: '*', rankDS: '', rankOverall: '3' }),
      participant('d', { rankVR: '999', rankDS: '*', rankOverall: '' }),
    ]);
    expect(statistics.participantCount).toBe(4);
    expect(statistics.rankedCounts).toEqual({ valueReporting: 2, design: 1, overall: 3 });
  });

  it('takes each group’s median, best and count over the participants with points', () => {
    const statistics = editionStatistics([
      participant('a', { totalVR: '80', totalQualDS: '30,5', totalCommDS: '', averageMedia: '8' }),
      participant('b', { totalVR: '60,5', totalQualDS: '0', totalCommDS: '', averageMedia: '6' }),
      participant('c', { totalVR: '70', totalQualDS: '20', totalCommDS: '', averageMedia: '' }),
    ]);
    expect(statistics.groups.valueReporting).toEqual({ median: 70, best: 80, count: 3 });
    // The zero of b is "not rated": median of 30.5 and 20.
    expect(statistics.groups.quality).toEqual({ median: 25.25, best: 30.5, count: 2 });
    expect(statistics.groups.communication).toEqual({ median: null, best: null, count: 0 });
    expect(statistics.groups.media).toEqual({ median: 7, best: 8, count: 2 });
  });

  it('has empty figures for an edition without participants', () => {
    const statistics = editionStatistics([]);
    expect(statistics.participantCount).toBe(0);
    expect(statistics.rankedCounts).toEqual({ valueReporting: 0, design: 0, overall: 0 });
    expect(statistics.groups.media).toEqual({ median: null, best: null, count: 0 });
  });
});
