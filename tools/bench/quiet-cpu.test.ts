/**
 * @jest-environment node
 */
import { idleShare, parseCpuTimes } from './quiet-cpu';

describe('quiet processors', () => {
  const stat = (user: number, idle: number, iowait = 0) =>
    `cpu  ${user} 0 100 ${idle} ${iowait} 0 0 0 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 12345\n`;

  it('reads idle (with I/O wait) and total time from the first cpu line only', () => {
    expect(parseCpuTimes(stat(500, 1000, 20))).toEqual({ idle: 1020, total: 1620 });
    expect(parseCpuTimes('intr 1 2 3\n')).toBeUndefined();
    expect(parseCpuTimes('cpu  a b c d e\n')).toBeUndefined();
  });

  it('gives the idle share of the time between two readings', () => {
    const before = parseCpuTimes(stat(500, 1000))!;
    // 100 jiffies passed: 10 busy, 90 idle.
    expect(idleShare(before, parseCpuTimes(stat(510, 1090))!)).toBeCloseTo(0.9);
    // All busy.
    expect(idleShare(before, parseCpuTimes(stat(600, 1000))!)).toBe(0);
    // No time passed: nothing to wait for.
    expect(idleShare(before, before)).toBe(1);
  });
});
