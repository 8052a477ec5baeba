/** Build progress: a status line redrawn in a terminal, a plain line every few seconds in a log. */

/** Where progress goes: process.stdout, or a fake in tests. */
export interface ProgressOutput {
  isTTY?: boolean;
  /** The terminal's width, to keep the status line on one row. */
  columns?: number;
  write(text: string): unknown;
}

/** "0.4 s", "12.3 s", "2 min 05 s". */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

export interface ProgressState {
  label: string;
  done: number;
  /** Undefined while unknown (then no "of N" and no percentage). */
  total?: number;
  /** What is counted ("files"); nothing for pages, whose label says it. */
  unit?: string;
  /** More, after the count: "35 generated". */
  note?: string;
  elapsedMs: number;
}

/** "pages: 812 of 1823 (45%), 41.2 s" or "media: 1200 files, 35 generated, 8.2 s". */
export function progressText({ label, done, total, unit, note, elapsedMs }: ProgressState): string {
  const known = total !== undefined && total > 0 && done <= total;
  const count = known ? `${done} of ${total}${unit ? ` ${unit}` : ''}` : `${done}${unit ? ` ${unit}` : ''}`;
  const percent = known ? ` (${Math.floor((done / total) * 100)}%)` : '';
  return `${label}: ${count}${percent}${note ? `, ${note}` : ''}, ${formatDuration(elapsedMs)}`;
}

/** True at most once per `intervalMs` (the first call included). */
export function throttle(intervalMs: number): (now: number) => boolean {
  let last: number | undefined;
  return (now) => {
    if (last !== undefined && now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

/** One step's status line: `update` (throttled), `log` another line, `clear` before the closing line. */
export class ProgressLine {
  private shown = '';
  private readonly due: (now: number) => boolean;

  constructor(
    private readonly out: ProgressOutput,
    private readonly now: () => number = Date.now,
    // How often the line may change: in place in a terminal, as a new line in a log.
    intervalMs = out.isTTY ? 250 : 5000,
  ) {
    this.due = throttle(intervalMs);
  }

  update(text: string): void {
    if (!this.due(this.now())) return;
    if (!this.out.isTTY) {
      this.out.write(`${text}\n`);
      return;
    }
    const width = (this.out.columns ?? 0) - 1;
    this.shown = width > 0 && text.length > width ? `${text.slice(0, width - 1)}…` : text;
    this.out.write(`\r${this.shown}\x1b[K`);
  }

  /** A line of other output (to `to`, the same terminal as a rule), above the status line. */
  log(line: string, to: ProgressOutput = this.out): void {
    const shown = this.shown;
    this.clear();
    to.write(`${line}\n`);
    if (shown) {
      this.shown = shown;
      this.out.write(shown);
    }
  }

  clear(): void {
    if (this.shown) this.out.write('\r\x1b[K');
    this.shown = '';
  }
}
