import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits, before a Lighthouse run, until the machine's processors are nearly idle: the Chromium of
 * the run before is still shutting down, nginx is writing its logs, the benchmark's own process
 * collects its garbage. On 2 cores any of these lengthens the tasks Lighthouse multiplies into
 * its total blocking time, on the floor and the pages alike.
 */

/** Idle and total time (in jiffies) of all processors, from the first line of /proc/stat. */
export interface CpuTimes {
  idle: number;
  total: number;
}

/** The counters of /proc/stat's "cpu" line (pure); undefined when the text has none. */
export function parseCpuTimes(procStat: string): CpuTimes | undefined {
  const line = procStat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) return undefined;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  if (fields.length < 5 || fields.some((f) => !Number.isFinite(f))) return undefined;
  // user nice system idle iowait irq softirq steal …; guest time is already counted in user.
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { idle: idle + iowait, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/** The share of processor time spent idle between two readings (pure); 1 when no time passed. */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (after.idle - before.idle) / total));
}

function readCpuTimes(): CpuTimes | undefined {
  try {
    return parseCpuTimes(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Resolves once a `sampleMs` window was at least `idleAtLeast` idle, or after `maxWaitMs`
 * (a machine that never quietens still gets measured). Returns how long it waited. Without
 * /proc/stat (not Linux) it returns at once.
 */
export async function waitForQuietCpu({
  idleAtLeast = 0.9,
  sampleMs = 500,
  maxWaitMs = 15_000,
}: { idleAtLeast?: number; sampleMs?: number; maxWaitMs?: number } = {}): Promise<number> {
  const started = Date.now();
  let before = readCpuTimes();
  if (!before) return 0;
  while (Date.now() - started < maxWaitMs) {
    await sleep(sampleMs);
    const after = readCpuTimes();
    if (!after) break;
    if (idleShare(before, after) >= idleAtLeast) break;
    before = after;
  }
  return Date.now() - started;
}
