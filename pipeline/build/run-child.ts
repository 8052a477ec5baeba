import { spawn } from 'node:child_process';
import readline from 'node:readline';

/** Runs a command (its exit code, null when it failed to start); `onLine` takes its output line by line. */
export function runChild(
  command: string,
  args: readonly string[],
  {
    cwd,
    env = {},
    onLine,
  }: { cwd?: string; env?: Record<string, string>; onLine?: (line: string, stream: 'stdout' | 'stderr') => void } = {},
): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: onLine ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (onLine) {
      readline.createInterface({ input: child.stdout! }).on('line', (line) => onLine(line, 'stdout'));
      readline.createInterface({ input: child.stderr! }).on('line', (line) => onLine(line, 'stderr'));
    }
    child.on('error', () => resolve(null));
    // 'close' comes after the output has ended, so that no line arrives after the result.
    child.on('close', (code) => resolve(code));
  });
}
