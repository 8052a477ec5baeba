/**
 * Reads the phases of `npm run build` from its output lines, each stamped with the seconds since
 * the build started (pure). The build prints, in order: the content check ("Content OK"), the
 * media step ("Media: …"), Next's compile ("✓ Compiled successfully"), its static generation
 * ("Generating static pages using N workers (0/T)" … "✓ Generating static pages … (T/T) in …")
 * and, after the swap into the output folder, "Built N HTML pages".
 */
export interface StampedLine {
  seconds: number;
  text: string;
}

export interface BuildLog {
  phases: { name: string; seconds: number }[];
  staticGeneration?: { workers: number; paths: number; startSeconds: number; endSeconds: number };
  htmlPages?: number;
}

const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

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
  return { phases, staticGeneration, htmlPages: pages ? Number(pages[1]) : undefined };
}
