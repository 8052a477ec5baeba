/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { debounce, watchFolder } from './watch-folder';

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, the given time after the last call of a burst', () => {
    const run = jest.fn();
    const call = debounce(run, 150);
    call();
    jest.advanceTimersByTime(100);
    call();
    jest.advanceTimersByTime(149);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    call();
    jest.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs nothing after cancel', () => {
    const run = jest.fn();
    const call = debounce(run, 150);
    call();
    call.cancel();
    jest.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('watchFolder', () => {
  it('reports a burst of changes in a subfolder, also a new one, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-folder-'));
    fs.mkdirSync(path.join(dir, 'editions', '2026'), { recursive: true });
    let calls = 0;
    const watcher = watchFolder(dir, () => (calls += 1), { ms: 100 });
    try {
      fs.writeFileSync(path.join(dir, 'editions', '2026', 'awards.json'), '{}');
      fs.writeFileSync(path.join(dir, 'editions', '2026', 'awards.json'), '{"a":1}');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(calls).toBe(1);
      fs.mkdirSync(path.join(dir, 'editions', '2027'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      fs.writeFileSync(path.join(dir, 'editions', '2027', 'ranking.json'), '[]');
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(calls).toBe(3);
    } finally {
      watcher.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
