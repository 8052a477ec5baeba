import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { loadAverage, sampleTree, type MemoryPeak } from './process-tree';
import type { StampedLine } from './build-log';

/**
 * Runs a command and measures it: wall time, CPU time of the whole process tree (user + system,
 * from /usr/bin/time when present), the peak of the tree's summed RSS (sampled), and every output
 * line stamped with the seconds since the start. `onLine` may take extra readings (for example the
 * tree's CPU time when a phase starts).
 */
export interface MeasuredRun {
  ok: boolean;
  wallSeconds: number;
  cpuSeconds: number;
  peakRssBytes: number;
  peakPssBytes: number;
  memoryPeak: MemoryPeak;
  lines: StampedLine[];
  loadAverage: { start: number; end: number };
}

const TIME = '/usr/bin/time';

export async function runMeasured(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    logFile: string;
    onLine?: (line: StampedLine, cpuSeconds: () => number) => void;
  },
): Promise<MeasuredRun> {
  const timeFile = `${options.logFile}.time`;
  fs.rmSync(timeFile, { force: true });
  const useTime = fs.existsSync(TIME);
  const [cmd, cmdArgs] = useTime ? [TIME, ['-f', '%e %U %S', '-o', timeFile, command, ...args]] : [command, args];
  const log = fs.createWriteStream(options.logFile);
  const loadStart = loadAverage();
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  const child = spawn(cmd, cmdArgs, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const sampler = sampleTree(child.pid as number);
  const lines: StampedLine[] = [];
  const take = (stream: NodeJS.ReadableStream) =>
    readline.createInterface({ input: stream }).on('line', (text) => {
      const line = { seconds: seconds(), text };
      lines.push(line);
      log.write(`[${line.seconds.toFixed(1).padStart(6)}] ${text}\n`);
      options.onLine?.(line, () => sampler.cpuSeconds());
    });
  take(child.stdout);
  take(child.stderr);
  const code: number = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const wallSeconds = seconds();
  const sampledCpu = sampler.cpuSeconds();
  const { peakRssBytes, peakPssBytes, peak } = sampler.stop();
  // Where the memory went, for the log: the peak's time matches the stamped lines above it.
  const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
  log.write(
    `[memory] peak ${mib(peakRssBytes)} (RSS, summed) at ${peak.atSeconds.toFixed(1)} s: ` +
      `${peak.processes.map((p) => `${p.command} ${mib(p.rssBytes)}`).join('; ')}\n`,
  );
  await new Promise((resolve) => log.end(resolve));
  let cpuSeconds = sampledCpu;
  if (useTime && fs.existsSync(timeFile)) {
    // GNU time writes "Command exited with non-zero status N" first when the command failed.
    const figures = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop()?.split(' ').map(Number) ?? [];
    if (figures.length === 3 && figures.every(Number.isFinite))
      cpuSeconds = (figures[1] as number) + (figures[2] as number);
  }
  return {
    ok: code === 0,
    wallSeconds,
    cpuSeconds,
    peakRssBytes,
    peakPssBytes,
    memoryPeak: peak,
    lines,
    loadAverage: { start: loadStart, end: loadAverage() },
  };
}
