import { formatDuration, type ProgressOutput } from './progress';

/** The build's steps ("[4/7] pages"), each closed with its time and counts, and the table at the end. */
export interface StepRecord {
  name: string;
  ms: number;
  /** Counts: "1823 pages". */
  detail?: string;
}

export class BuildSteps {
  readonly records: StepRecord[] = [];
  private current: { name: string; started: number } | undefined;
  private readonly started: number;

  constructor(
    private readonly names: readonly string[],
    private readonly out: ProgressOutput,
    private readonly now: () => number = Date.now,
  ) {
    this.started = now();
  }

  /** "[4/7] pages"; ends the running step first, without counts. */
  start(name: string): void {
    if (this.current) this.end();
    this.current = { name, started: this.now() };
    this.out.write(`\n${this.position(name)} ${name}\n`);
  }

  /** Closes the running step: "[4/7] pages: 95.2 s (1823 pages)". Returns its time. */
  end(detail?: string): number {
    const step = this.current;
    if (!step) return 0;
    this.current = undefined;
    const ms = this.now() - step.started;
    this.records.push({ name: step.name, ms, detail });
    this.out.write(`${this.position(step.name)} ${step.name}: ${formatDuration(ms)}${detail ? ` (${detail})` : ''}\n`);
    return ms;
  }

  /** Since the build started. */
  elapsed(): number {
    return this.now() - this.started;
  }

  private position(name: string): string {
    return `[${this.names.indexOf(name) + 1}/${this.names.length}]`;
  }
}

/** The steps' times as a table, then the total. */
export function stepSummary(records: readonly StepRecord[], totalMs: number): string[] {
  const rows = [
    ...records.map((r) => [r.name, formatDuration(r.ms), r.detail ?? ''] as const),
    ['total', formatDuration(totalMs), ''] as const,
  ];
  const nameWidth = Math.max(...rows.map(([name]) => name.length));
  const timeWidth = Math.max(...rows.map(([, time]) => time.length));
  return [
    'Build steps:',
    ...rows.map(([name, time, detail]) =>
      `  ${name.padEnd(nameWidth)}  ${time.padStart(timeWidth)}${detail ? `  ${detail}` : ''}`.trimEnd(),
    ),
  ];
}
