import { BuildSteps, stepSummary } from './steps';

describe('BuildSteps', () => {
  it('announces each step with its place, closes it with its time and counts, and records it', () => {
    let now = 1000;
    const writes: string[] = [];
    const steps = new BuildSteps(
      ['content check', 'media', 'pages'],
      { write: (t: string) => writes.push(t) },
      () => now,
    );
    steps.start('content check');
    now += 1200;
    expect(steps.end()).toBe(1200);
    steps.start('pages');
    now += 95_250;
    steps.start('media'); // starting the next step closes the running one
    now += 500;
    steps.end('3410 files');
    expect(writes.join('')).toBe(
      [
        '\n[1/3] content check\n',
        '[1/3] content check: 1.2 s\n',
        '\n[3/3] pages\n',
        '[3/3] pages: 1 min 35 s\n',
        '\n[2/3] media\n',
        '[2/3] media: 0.5 s (3410 files)\n',
      ].join(''),
    );
    expect(steps.records.map((r) => r.name)).toEqual(['content check', 'pages', 'media']);
    expect(steps.elapsed()).toBe(96_950);
    expect(steps.end()).toBe(0); // nothing running
  });
});

describe('stepSummary', () => {
  it('lines up names, times and counts, and ends with the total', () => {
    const lines = stepSummary(
      [
        { name: 'content check', ms: 1200 },
        { name: 'pages', ms: 55_200, detail: '1823 of 1823 pages' },
      ],
      200_000,
    );
    expect(lines).toEqual([
      'Build steps:',
      '  content check       1.2 s',
      '  pages              55.2 s  1823 of 1823 pages',
      '  total          3 min 20 s',
    ]);
  });
});
