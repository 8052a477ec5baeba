import { participant } from '../content/__fixtures__/participant';
import { editionStatistics } from '../editions/statistics';
import { hasGaps, pointGaps, roundPoints } from './gaps';

// Three participants; "mid" is the median in every criterion and group, "top" the best.
const low = participant('low', {
  totalVR: '40',
  totalQualDS: '20',
  totalCommDS: '25',
  averageMedia: '6',
  qualDS1: '4',
  qualDS2: '7',
  commDS1: '5',
  mediaDS1: '6',
});
const mid = participant('mid', {
  totalVR: '60',
  totalQualDS: '24',
  totalCommDS: '26',
  averageMedia: '7',
  qualDS1: '6',
  qualDS2: '8',
  commDS1: '6',
  mediaDS1: '7',
});
const top = participant('top', {
  totalVR: '90',
  totalQualDS: '30',
  totalCommDS: '32',
  averageMedia: '8',
  qualDS1: '9',
  qualDS2: '8.5',
  commDS1: '9.5',
  mediaDS1: '7',
});
const edition = editionStatistics([low, mid, top]);
const gapsOf = (p: ReturnType<typeof participant>) => pointGaps(p, edition, undefined);

describe('pointGaps: the groups', () => {
  it('gives the signed distance to the median and the best per group', () => {
    const vr = gapsOf(low).groups.find((g) => g.key === 'valueReporting');
    expect(vr).toEqual({ key: 'valueReporting', max: 100, value: 40, edition: { toMedian: -20, toBest: -50 } });
    expect(gapsOf(top).groups.find((g) => g.key === 'valueReporting')?.edition).toEqual({ toMedian: 30, toBest: 0 });
  });

  it('adds the distances to the sector when there is one', () => {
    const sector = editionStatistics([low, mid]);
    const vr = pointGaps(low, edition, sector).groups.find((g) => g.key === 'valueReporting');
    expect(vr?.sector).toEqual({ toMedian: -10, toBest: -20 });
  });
});

describe('pointGaps: the largest gap', () => {
  it('names value reporting when it is furthest below the median, with the distance', () => {
    // low: value reporting 20 below the median, quality 4, communication 1, media 1 (2 design points).
    expect(gapsOf(low).lead).toEqual({ key: 'valueReporting', against: 'median', distance: 20 });
  });

  it('counts the media average twice, as the design score does', () => {
    // Quality 2.5 below the median; the media average 1.5 below it, worth 3 design points.
    const p = participant('p', { totalVR: '60', totalQualDS: '21.5', totalCommDS: '26', averageMedia: '5.5' });
    expect(gapsOf(p).lead).toEqual({ key: 'media', against: 'median', distance: 1.5 });
  });

  it('measures against the best when no group is below the median', () => {
    // At the median everywhere: the furthest from the best is value reporting (30 points).
    expect(gapsOf(mid).lead).toEqual({ key: 'valueReporting', against: 'best', distance: 30 });
  });

  it('has none for a company that is the best in every group', () => {
    expect(gapsOf(top).lead).toBeNull();
    expect(gapsOf(top).gains).toEqual([]);
    expect(hasGaps(gapsOf(top))).toBe(true);
  });
});

describe('pointGaps: where the most is to be gained', () => {
  it('puts value reporting first when reaching its median gains most', () => {
    expect(gapsOf(low).gains).toEqual([
      {
        field: 'totalVR',
        max: 100,
        value: 40,
        median: 60,
        position: 'below',
        target: 'median',
        targetValue: 60,
        gain: 20,
      },
      { field: 'qualDS1', max: 10, value: 4, median: 6, position: 'below', target: 'median', targetValue: 6, gain: 2 },
      { field: 'qualDS2', max: 10, value: 7, median: 8, position: 'below', target: 'median', targetValue: 8, gain: 1 },
    ]);
  });

  it('lists a criterion above the median after those below it, aiming at the best', () => {
    // qualDS1 is above the median and 2 short of the best; qualDS2 only 0.5 below the median.
    const p = participant('p', { totalVR: '95', qualDS1: '7', qualDS2: '7.5', commDS1: '9.5', mediaDS1: '7' });
    expect(gapsOf(p).gains).toEqual([
      {
        field: 'qualDS2',
        max: 10,
        value: 7.5,
        median: 8,
        position: 'below',
        target: 'median',
        targetValue: 8,
        gain: 0.5,
      },
      { field: 'qualDS1', max: 10, value: 7, median: 6, position: 'above', target: 'best', targetValue: 9, gain: 2 },
    ]);
  });

  it('says "at the median" for a criterion right on it, and aims at the best', () => {
    const gains = gapsOf(mid).gains;
    expect(gains[0]).toEqual({
      field: 'totalVR',
      max: 100,
      value: 60,
      median: 60,
      position: 'at',
      target: 'best',
      targetValue: 90,
      gain: 30,
    });
    expect(gains.map((g) => g.field)).toEqual(['totalVR', 'commDS1', 'qualDS1']);
    expect(gains.every((g) => g.target === 'best')).toBe(true);
  });

  it('weighs a single media criterion at two thirds of a design point', () => {
    // mediaDS1 1.2 below the median (0.8 design points) comes after qualDS2 1 below it.
    const p = participant('p', { totalVR: '95', qualDS1: '9', qualDS2: '7', commDS1: '9.5', mediaDS1: '5.8' });
    expect(gapsOf(p).gains.map((g) => [g.field, g.gain])).toEqual([
      ['qualDS2', 1],
      ['mediaDS1', 1.2],
    ]);
  });

  it('says nothing for a participant without points', () => {
    const none = gapsOf(participant('none'));
    expect(hasGaps(none)).toBe(false);
    expect(none.gains).toEqual([]);
    expect(none.lead).toBeNull();
  });
});

describe('rounding', () => {
  it('rounds distances to hundredths, without a negative zero', () => {
    expect(roundPoints(-16.996)).toBe(-17);
    expect(roundPoints(0.125 + 1e-9)).toBe(0.13);
    expect(Object.is(roundPoints(-0.004), 0)).toBe(true);
  });

  it('takes a criterion less than half a hundredth below the median as on it', () => {
    const p = participant('p', { totalVR: '59.996', qualDS1: '9', qualDS2: '8.5', commDS1: '9.5', mediaDS1: '7' });
    const gaps = gapsOf(p);
    expect(gaps.groups.find((g) => g.key === 'valueReporting')?.edition.toMedian).toBe(0);
    expect(gaps.gains[0]).toMatchObject({ field: 'totalVR', position: 'at', target: 'best', gain: 30 });
    // Not below the median once rounded: the largest gap is measured against the best.
    expect(gaps.lead).toEqual({ key: 'valueReporting', against: 'best', distance: 30 });
  });
});
