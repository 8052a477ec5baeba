import { formatDuration, ProgressLine, progressText, throttle, type ProgressOutput } from './progress';

function fakeOutput(isTTY: boolean, columns?: number) {
  const writes: string[] = [];
  const out: ProgressOutput = { isTTY, columns, write: (text: string) => writes.push(text) };
  return { out, writes, text: () => writes.join('') };
}

describe('formatDuration', () => {
  it('gives tenths of seconds under a minute, then minutes and seconds', () => {
    expect(formatDuration(420)).toBe('0.4 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(59_940)).toBe('59.9 s');
    expect(formatDuration(125_000)).toBe('2 min 05 s');
    expect(formatDuration(-5)).toBe('0.0 s');
  });
});

describe('progressText', () => {
  it('shows the count of the total, the share and the time', () => {
    expect(progressText({ label: 'pages', done: 812, total: 1823, elapsedMs: 41_200 })).toBe(
      'pages: 812 of 1823 (44%), 41.2 s',
    );
  });

  it('shows the unit and a note, and leaves out a total that is unknown or exceeded', () => {
    const media = { label: 'media', unit: 'files', note: '35 generated', elapsedMs: 8200 };
    expect(progressText({ ...media, done: 1200, total: 3410 })).toBe(
      'media: 1200 of 3410 files (35%), 35 generated, 8.2 s',
    );
    expect(progressText({ ...media, done: 1200 })).toBe('media: 1200 files, 35 generated, 8.2 s');
    expect(progressText({ ...media, done: 3500, total: 3410 })).toBe('media: 3500 files, 35 generated, 8.2 s');
  });
});

describe('throttle', () => {
  it('lets the first call through, then one per interval', () => {
    const due = throttle(5000);
    expect([0, 10, 4999, 5000, 7000, 10_001].map(due)).toEqual([true, false, false, true, false, true]);
  });
});

describe('ProgressLine', () => {
  it('prints plain lines every few seconds when the output is not a terminal (a CI log)', () => {
    let now = 0;
    const { out, writes } = fakeOutput(false);
    const line = new ProgressLine(out, () => now);
    for (now = 0; now <= 12_000; now += 1000) line.update(`pages: ${now / 10}`);
    expect(writes).toEqual(['pages: 0\n', 'pages: 500\n', 'pages: 1000\n']);
    expect(writes.join('')).not.toContain('\r');
  });

  it('redraws one line in place in a terminal, and keeps other output above it', () => {
    let now = 0;
    const { out, writes } = fakeOutput(true);
    const line = new ProgressLine(out, () => now);
    line.update('pages: 1 of 9');
    now = 100;
    line.update('pages: 2 of 9'); // too soon
    now = 300;
    line.update('pages: 3 of 9');
    line.log('Next: a line of its own');
    line.clear();
    expect(writes).toEqual([
      '\rpages: 1 of 9\x1b[K',
      '\rpages: 3 of 9\x1b[K',
      '\r\x1b[K',
      'Next: a line of its own\n',
      'pages: 3 of 9',
      '\r\x1b[K',
    ]);
  });

  it('writes a line to another stream without a status line to clear', () => {
    const { out, writes } = fakeOutput(true);
    const err = fakeOutput(true);
    new ProgressLine(out).log('warning', err.out);
    expect(writes).toEqual([]);
    expect(err.writes).toEqual(['warning\n']);
  });

  it('cuts a status line longer than the terminal', () => {
    const { out, writes } = fakeOutput(true, 12);
    new ProgressLine(out).update('pages: 812 of 1823 (44%), 41.2 s');
    expect(writes).toEqual(['\rpages: 812…\x1b[K']);
  });
});
