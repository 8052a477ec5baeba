import type { BuildStep } from './types';

/**
 * Reads the phases of `npm run build` from its output lines, each stamped with the seconds since
 * the build started (pure). The build prints, in order: the content check ("Content OK"), the
 * media step ("Media: …"), Next's compile ("✓ Compiled successfully"), its static generation
 * ("Generating static pages using N workers (0/T)" … "✓ Generating static pages … (T/T) in …")
 * and, after the swap into the output folder, "Built N HTML pages". Each of the build script's
 * steps ends with a line of its own time and counts ("[6/8] search index: 4.8 s (de-CH 903, …)"),
 * read as the steps' times.
 */
export interface StampedLine {
  seconds: number;
  text: string;
}

export interface BuildLog {
  phases: { name: string; seconds: number }[];
  steps: BuildStep[];
  staticGeneration?: { workers: number; paths: number; startSeconds: number; endSeconds: number };
  htmlPages?: number;
}

const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Seconds of a duration as the build prints it: "0.4 s", "12.3 s", "2 min 05 s"; undefined for anything else. */
export function durationSeconds(text: string): number | undefined {
  const match = /^(?:(\d+) min (\d+) s|(\d+(?:\.\d+)?) s)$/.exec(text.trim());
  if (!match) return undefined;
  return match[3] === undefined ? Number(match[1]) * 60 + Number(match[2]) : Number(match[3]);
}

/** "[6/8] search index: 4.8 s (de-CH 903, en-GB 903 pages; 2411 files, 9.8 MB)": name, time, counts. */
const STEP_END = /^\[\d+\/\d+\] (.+?): (\d+(?:\.\d+)? s|\d+ min \d+ s)(?: \((.*)\))?$/;

function buildSteps(lines: readonly StampedLine[]): BuildStep[] {
  const steps: BuildStep[] = [];
  for (const line of lines) {
    // A status line redrawn in a terminal leaves carriage returns and line clearings in a captured log.
    const text = stripAnsi(line.text.split('\r').pop() ?? '')
      .replace(/\u001b\[[0-9;]*K/g, '')
      .trim();
    const match = STEP_END.exec(text);
    const seconds = match?.[2] === undefined ? undefined : durationSeconds(match[2]);
    if (!match?.[1] || seconds === undefined) continue;
    steps.push({ name: match[1], seconds, ...(match[3] ? { detail: match[3] } : {}) });
  }
  return steps;
}

export function parseBuildLog(lines: readonly StampedLine[], totalSeconds: number): BuildLog {
  const find = (pattern: RegExp) => lines.find((l) => pattern.test(stripAnsi(l.text)));
  const content = find(/^Content OK\b/);
  const media = find(/^Media: /);
  const compiled = find(/Compiled successfully/);
  const genStart = find(/Generating static pages using \d+ workers? \(0\/\d+\)/);
  const genEnd = find(/✓ Generating static pages using \d+ workers? \(\d+\/\d+\)/);
  const built = find(/^Built \d+ HTML pages/);

  const marks: [string, StampedLine | undefined][] = [
    ['content check', content],
    ['media', media],
    ['compile', compiled],
    ['collect page data', genStart],
    ['static generation', genEnd],
    ['finalise and swap', built],
  ];
  const phases: { name: string; seconds: number }[] = [];
  let previous = 0;
  for (const [name, mark] of marks) {
    if (!mark) continue;
    phases.push({ name, seconds: mark.seconds - previous });
    previous = mark.seconds;
  }
  if (totalSeconds > previous) phases.push({ name: 'rest', seconds: totalSeconds - previous });

  let staticGeneration: BuildLog['staticGeneration'];
  const end = genEnd && stripAnsi(genEnd.text).match(/using (\d+) workers? \((\d+)\/(\d+)\)/);
  if (genStart && genEnd && end) {
    staticGeneration = {
      workers: Number(end[1]),
      paths: Number(end[3]),
      startSeconds: genStart.seconds,
      endSeconds: genEnd.seconds,
    };
  }
  const pages = built && stripAnsi(built.text).match(/^Built (\d+) HTML pages/);
  return { phases, steps: buildSteps(lines), staticGeneration, htmlPages: pages ? Number(pages[1]) : undefined };
}
