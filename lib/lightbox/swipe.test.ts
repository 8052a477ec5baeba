import { SWIPE_THRESHOLD, swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('a finger moving left shows the next image, moving right the previous', () => {
    expect(swipeDirection(-120, 10)).toBe('next');
    expect(swipeDirection(120, -10)).toBe('previous');
  });

  it('ignores short movements (taps)', () => {
    expect(swipeDirection(-(SWIPE_THRESHOLD - 1), 0)).toBeNull();
    expect(swipeDirection(SWIPE_THRESHOLD - 1, 0)).toBeNull();
    expect(swipeDirection(-SWIPE_THRESHOLD, 0)).toBe('next');
  });

  it('ignores mostly vertical movements (scrolling)', () => {
    expect(swipeDirection(-80, 100)).toBeNull();
    expect(swipeDirection(80, -70)).toBeNull();
  });

  it('takes another threshold', () => {
    expect(swipeDirection(-60, 0, 100)).toBeNull();
  });
});
