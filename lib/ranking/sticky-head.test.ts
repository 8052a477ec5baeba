import { STICKY_HEAD_MIN_REMAINING, stickyHeadShown } from './sticky-head';

describe('stickyHeadShown', () => {
  const line = 72;

  it('hides the head while the table’s top is at or below the line', () => {
    expect(stickyHeadShown({ top: 300, bottom: 9000 }, line)).toBe(false);
    expect(stickyHeadShown({ top: line, bottom: 9000 }, line)).toBe(false);
  });

  it('shows it once the table’s top has passed the line', () => {
    expect(stickyHeadShown({ top: line - 1, bottom: 9000 }, line)).toBe(true);
    expect(stickyHeadShown({ top: -5000, bottom: 4000 }, line)).toBe(true);
  });

  it('shows it while exactly the minimum remains, and hides it below that', () => {
    expect(stickyHeadShown({ top: -5000, bottom: line + 200 }, line)).toBe(true);
    expect(stickyHeadShown({ top: -5000, bottom: line + 199 }, line)).toBe(false);
    expect(stickyHeadShown({ top: -5000, bottom: line - 10 }, line)).toBe(false);
    expect(STICKY_HEAD_MIN_REMAINING).toBe(200);
  });

  it('measures from the line, not from the viewport’s top, when the site header is taller', () => {
    expect(stickyHeadShown({ top: 50, bottom: 400 }, 0)).toBe(false);
    expect(stickyHeadShown({ top: -50, bottom: 250 }, 100)).toBe(false);
    expect(stickyHeadShown({ top: -50, bottom: 300 }, 100)).toBe(true);
  });
});
