import { participant } from '../content/__fixtures__/participant';
import { editionStatistics } from '../editions/statistics';
import { hasProfile, scoreProfile, shareOf } from './profile';
import { profileGroups } from './profile-groups';

describe('scoreProfile', () => {
  const a = participant('a', { totalVR: '80,00', totalQualDS: '30,5', totalCommDS: '20', averageMedia: '8,25' });
  const b = participant('b', { totalVR: '60', totalQualDS: '25', totalCommDS: '35,5', averageMedia: '6' });
  const c = participant('c', { totalVR: '70,5', totalQualDS: '', totalCommDS: '', averageMedia: '0' });
  const statistics = editionStatistics([a, b, c]);

  it('has one row per criterion group in a fixed order', () => {
    expect(scoreProfile(a, statistics).map((r) => r.key)).toEqual([
      'valueReporting',
      'quality',
      'communication',
      'media',
    ]);
    expect(profileGroups.map((g) => g.max)).toEqual([100, 40, 40, 10]);
  });

  it('gives the participant’s points, the median and the best of everyone with points', () => {
    const [vr, quality, communication, media] = scoreProfile(a, statistics);
    expect(vr).toMatchObject({ value: 80, median: 70.5, best: 80, count: 3 });
    expect(quality).toMatchObject({ value: 30.5, median: 27.75, best: 30.5, count: 2 });
    expect(communication).toMatchObject({ value: 20, median: 27.75, best: 35.5, count: 2 });
    // Zero means not rated: it counts neither as a value nor towards median and best.
    expect(media).toMatchObject({ value: 8.25, median: 7.125, best: 8.25, count: 2 });
  });

  it('leaves a participant’s missing groups empty', () => {
    const [, quality, , media] = scoreProfile(c, statistics);
    expect(quality?.value).toBeNull();
    expect(media?.value).toBeNull();
    expect(hasProfile(scoreProfile(c, statistics))).toBe(true);
    expect(hasProfile(scoreProfile(participant('d'), statistics))).toBe(false);
  });

  it('has no median or best when nobody has points', () => {
    const d = participant('d');
    const [vr] = scoreProfile(d, editionStatistics([d]));
    expect(vr).toMatchObject({ value: null, median: null, best: null, count: 0 });
  });
});

describe('shareOf', () => {
  it('is the value as a share of the scale, clamped', () => {
    expect(shareOf(20, 40)).toBe(0.5);
    expect(shareOf(50, 40)).toBe(1);
    expect(shareOf(-1, 40)).toBe(0);
    expect(shareOf(null, 40)).toBe(0);
    expect(shareOf(5, 0)).toBe(0);
  });
});
