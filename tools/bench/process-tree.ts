import fs from 'node:fs';
import os from 'node:os';

/**
 * Samples a process tree through /proc (Linux): the sum of the resident memory of the root and
 * all its descendants, and their CPU time. Processes that end between two samples lose at most
 * one interval of CPU time; the build's total CPU time comes from /usr/bin/time instead.
 */
export interface ProcStat {
  pid: number;
  ppid: number;
  /** user + system CPU time in clock ticks */
  cpuTicks: number;
  rssPages: number;
}

/** Parses /proc/<pid>/stat. The command name (field 2) may contain spaces and parentheses. */
export function parseProcStat(text: string): ProcStat | undefined {
  const close = text.lastIndexOf(')');
  const open = text.indexOf('(');
  if (open < 0 || close < open) return undefined;
  const pid = Number(text.slice(0, open).trim());
  // Fields after the name, starting with field 3 (state) at index 0.
  const rest = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const field = (n: number) => Number(rest[n - 3]);
  const stat = { pid, ppid: field(4), cpuTicks: field(14) + field(15), rssPages: field(24) };
  return Object.values(stat).every(Number.isFinite) ? stat : undefined;
}

/** The root and every process whose parent chain leads to it. */
export function descendants(root: number, stats: readonly ProcStat[]): ProcStat[] {
  const children = new Map<number, ProcStat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const result: ProcStat[] = [];
  const queue = stats.filter((s) => s.pid === root);
  while (queue.length) {
    const next = queue.shift() as ProcStat;
    result.push(next);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return result;
}

function readAll(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseProcStat(fs.readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) stats.push(stat);
    } catch {
      // The process ended while we listed it.
    }
  }
  return stats;
}

const PAGE_SIZE = 4096;
const PSS_INTERVAL_MS = 2000;
const TICKS_PER_SECOND = 100;

/** Proportional set size (shared pages split between the processes that map them), bytes. */
function pssBytes(pid: number): number {
  try {
    const match = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The tree at its summed RSS peak: when, and its largest processes. */
export interface MemoryPeak {
  /** Seconds after sampling started. */
  atSeconds: number;
  /** The largest processes, biggest first: command line (shortened) and RSS in bytes. */
  processes: { command: string; rssBytes: number }[];
}

export interface TreeSampler {
  /**
   * Stops sampling and returns the peaks of the tree's summed RSS and PSS (bytes). RSS counts
   * pages shared between the processes (the Next binary, libraries) once per process; PSS splits
   * them. `peak` says when the RSS peak was and which processes made it.
   */
  stop(): { peakRssBytes: number; peakPssBytes: number; peak: MemoryPeak };
  /** CPU seconds used by the tree so far (sum over every process seen, at its last sample). */
  cpuSeconds(): number;
}

/** A process's command line, shortened to what tells the build's processes apart. */
function commandOf(pid: number): string {
  try {
    const words = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    // A worker that renamed itself (or is ending) may have no command line left: its name, then.
    return words.length ? shortCommand(words) : `${fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim()} (${pid})`;
  } catch {
    return `pid ${pid}`;
  }
}

/** `node /x/node_modules/next/dist/bin/next build` → `node next/dist/bin/next build`, at most 80 characters. */
export function shortCommand(words: readonly string[]): string {
  const short = words.map((word) => word.replace(/^.*\/node_modules\//, '').replace(/^\/\S*\/(?=[^/]+$)/, ''));
  const text = short.join(' ');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export function sampleTree(rootPid: number, intervalMs = 250): TreeSampler {
  let peak = 0;
  let peakPss = 0;
  let peakAt: MemoryPeak = { atSeconds: 0, processes: [] };
  const started = Date.now();
  const lastTicks = new Map<number, number>();
  let pssReadAt = -Infinity;
  const sample = () => {
    const tree = descendants(rootPid, readAll());
    const rss = tree.reduce((sum, s) => sum + s.rssPages * PAGE_SIZE, 0);
    // PSS is costly to read: the kernel walks each process's page tables, some 25 ms for a
    // render worker of 800 MiB, and meanwhile holds its memory map, which stalls the worker's
    // own (un)mapping. Read every 250 ms near the peak, it took a fifth of a core from the
    // build it measured. So only when the RSS sum is at a new peak, at most every 2 s.
    const now = Date.now();
    if (rss > peak && now - pssReadAt >= PSS_INTERVAL_MS) {
      pssReadAt = now;
      peakPss = Math.max(
        peakPss,
        tree.reduce((sum, s) => sum + pssBytes(s.pid), 0),
      );
    }
    if (rss > peak) {
      const largest = [...tree].sort((a, b) => b.rssPages - a.rssPages).slice(0, 4);
      peakAt = {
        atSeconds: (Date.now() - started) / 1000,
        processes: largest.map((s) => ({ command: commandOf(s.pid), rssBytes: s.rssPages * PAGE_SIZE })),
      };
    }
    peak = Math.max(peak, rss);
    for (const s of tree) lastTicks.set(s.pid, s.cpuTicks);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakRssBytes: peak, peakPssBytes: peakPss, peak: peakAt };
    },
    cpuSeconds() {
      sample();
      return [...lastTicks.values()].reduce((a, b) => a + b, 0) / TICKS_PER_SECOND;
    },
  };
}

export function loadAverage(): number {
  return os.loadavg()[0] ?? 0;
}
