import fs from 'node:fs';

/** The timer functions `debounce` uses; tests pass fake ones. */
export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** `run` once, `ms` after the last of a burst of calls (a save is several events, an import hundreds). */
export function debounce(run: () => void, ms: number, timers: Timers = realTimers): { (): void; cancel(): void } {
  let pending: unknown;
  const call = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = undefined;
      run();
    }, ms);
  };
  call.cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  return call;
}

/** The quiet time after a change before the content is checked again. */
export const WATCH_DEBOUNCE_MS = 150;

/** Calls `onChange`, debounced, after changes anywhere under `dir`; `onError` when watching fails (ENOSPC). */
export function watchFolder(
  dir: string,
  onChange: () => void,
  { ms = WATCH_DEBOUNCE_MS, onError }: { ms?: number; onError?: (error: Error) => void } = {},
): { close(): void } {
  const changed = debounce(onChange, ms);
  const watcher = fs.watch(dir, { recursive: true }, () => changed());
  watcher.on('error', (error) => {
    changed.cancel();
    watcher.close();
    onError?.(error);
  });
  return {
    close() {
      changed.cancel();
      watcher.close();
    },
  };
}
