import fs from 'node:fs';

/** `run` once, `ms` after the last of a burst of calls (a save is several events, an import hundreds). */
export function debounce(run: () => void, ms: number): { (): void; cancel(): void } {
  let pending: NodeJS.Timeout | undefined;
  const call = () => {
    clearTimeout(pending);
    pending = setTimeout(run, ms);
  };
  call.cancel = () => clearTimeout(pending);
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
  const close = () => {
    changed.cancel();
    watcher.close();
  };
  watcher.on('error', (error) => {
    close();
    onError?.(error);
  });
  return { close };
}
