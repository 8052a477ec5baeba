import { participant } from '../content/__fixtures__/participant';
import { editionStatistics } from '../editions/statistics';
import { hasGaps, pointGaps } from './gaps';

// Three participants; "mid" is the median in every criterion, "top" the best.
const low = participant('low', { totalVR: '40', qualDS1: '4', qualDS2: '7', commDS1: '5', mediaDS1: '6' });
const mid = participant('mid', { totalVR: '60', qualDS1: '6', qualDS2: '8', commDS1: '6', mediaDS1: '7' });
const top = participant('top', { totalVR: '90', qualDS1: '9', qualDS2: '8.5', commDS1: '9.5', mediaDS1: '7' });
const edition = editionStatistics([low, mid, top]);

describe('pointGaps', () => {
  it('gives the signed distance to the median and the best per group', () => {
    const vr = pointGaps(low, edition, undefined).groups.find((g) => g.key === 'valueReporting');
    expect(vr).toEqual({ key: 'valueReporting', max: 100, value: 40, edition: { toMedian: -20, toBest: -50 } });
    const topVr = pointGaps(top, edition, undefined).groups.find((g) => g.key === 'valueReporting');
    expect(topVr?.edition).toEqual({ toMedian: 30, toBest: 0 });
  });

  it('adds the distances to the sector when there is one', () => {
    const sector = editionStatistics([low, mid]);
    const vr = pointGaps(low, edition, sector).groups.find((g) => g.key === 'valueReporting');
    expect(vr?.sector).toEqual({ toMedian: -10, toBest: -20 });
  });

  it('lists the criteria below the median by what reaching it would gain, largest first', () => {
    expect(pointGaps(low, edition, undefined).gains).toEqual([
      { field: 'qualDS1', value: 4, target: 'median', targetValue: 6, gain: 2 },
      { field: 'qualDS2', value: 7, target: 'median', targetValue: 8, gain: 1 },
      { field: 'commDS1', value: 5, target: 'median', targetValue: 6, gain: 1 },
    ]);
  });

  it('aims at the best where the participant is at or above the median, and skips where it is the best', () => {
    const gains = pointGaps(mid, edition, undefined).gains;
    expect(gains).toEqual([
      { field: 'commDS1', value: 6, target: 'best', targetValue: 9.5, gain: 3.5 },
      { field: 'qualDS1', value: 6, target: 'best', targetValue: 9, gain: 3 },
      { field: 'qualDS2', value: 8, target: 'best', targetValue: 8.5, gain: 0.5 },
    ]);
    expect(gains.map((g) => g.field)).not.toContain('mediaDS1'); // 7 is the best
    expect(pointGaps(top, edition, undefined).gains).toEqual([]);
  });

  it('says nothing for a participant without points', () => {
    const none = pointGaps(participant('none'), edition, undefined);
    expect(hasGaps(none)).toBe(false);
    expect(none.gains).toEqual([]);
    expect(hasGaps(pointGaps(low, edition, undefined))).toBe(true);
  });
});
