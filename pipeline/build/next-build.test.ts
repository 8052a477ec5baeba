/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nextPollDelay, nodeOptionsForNext, renderedPages, runNextBuild } from './next-build';
import { runChild } from './run-child';
import { BuildSteps } from './steps';

function output() {
  const writes: string[] = [];
  return { isTTY: false, write: (text: string) => writes.push(text), writes };
}

/**
 * A stand-in for `next build` in a folder of its own: prints a line, renders pages into
 * .next/server/app/ one after the other, then copies them into the export as Next does, and exits
 * with `exitCode`. A page left from an earlier build is not counted.
 */
function fakeNext(exitCode = 0): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'next-build-'));
  const bin = path.join(root, 'node_modules/next/dist/bin/next');
  const stale = path.join(root, '.next/server/app/stale.html');
  fs.mkdirSync(path.dirname(stale), { recursive: true });
  fs.writeFileSync(stale, '<p>');
  fs.utimesSync(stale, new Date(2020, 0, 1), new Date(2020, 0, 1));
  fs.mkdirSync(path.dirname(bin), { recursive: true });
  fs.writeFileSync(
    bin,
    `const fs = require('fs'), path = require('path');
const dist = path.join(process.cwd(), process.env.NEXT_DIST_DIR);
const renderDir = path.join(process.cwd(), '.next/server/app');
fs.mkdirSync(renderDir, { recursive: true });
fs.mkdirSync(dist, { recursive: true });
console.log('Compiled successfully');
console.error('a warning');
console.log('Generating static pages using 2 workers (0/4) ...');
let n = 0;
const timer = setInterval(() => {
  fs.writeFileSync(path.join(renderDir, 'page' + n + '.html'), '<p>');
  if (++n < 4) return;
  clearInterval(timer);
  for (const name of fs.readdirSync(renderDir)) fs.copyFileSync(path.join(renderDir, name), path.join(dist, name));
  process.exit(${exitCode});
}, 120);
`,
  );
  return root;
}

describe('runChild', () => {
  it("passes each line of the command's output with its stream, and resolves with the exit code", async () => {
    const lines: string[] = [];
    const code = await runChild(process.execPath, ['-e', 'console.log("a\\nb"); console.error("c"); process.exit(3)'], {
      onLine: (line, stream) => lines.push(`${stream}: ${line}`),
    });
    expect(code).toBe(3);
    expect(lines.sort()).toEqual(['stderr: c', 'stdout: a', 'stdout: b']);
  });

  it('resolves with null when the command cannot start', async () => {
    expect(await runChild(path.join(os.tmpdir(), 'no-such-command'), [])).toBeNull();
  });
});

describe('renderedPages', () => {
  it("counts the new HTML pages, not those in Next's segment folders nor an earlier build's", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-'));
    try {
      const files = ['a.html', 'a.rsc', 'x/b.html', 'x/b.segments/c.html', 'x/b.segments/deep/d.html', 'old.html'];
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), '');
      }
      fs.utimesSync(path.join(dir, 'old.html'), new Date(2020, 0, 1), new Date(2020, 0, 1));
      expect(renderedPages(dir, new Date(2021, 0, 1).getTime())).toBe(2);
      expect(renderedPages(path.join(dir, 'missing'), 0)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('nextPollDelay', () => {
  it('waits the interval while counting is cheap, and 50 times the count once it is not', () => {
    expect(nextPollDelay(2500, 3)).toBe(2500);
    expect(nextPollDelay(2500, 80)).toBe(4000);
    expect(nextPollDelay(1000, 0.4)).toBe(1000);
  });
});

describe('runNextBuild', () => {
  it('splits compile from pages, counts the rendered pages and passes Next output through', async () => {
    const root = fakeNext();
    try {
      const out = output();
      const err = output();
      const steps = new BuildSteps(['compile', 'pages'], out);
      const ok = await runNextBuild({
        root,
        buildName: '.out-building',
        expectedPages: 4,
        steps,
        out,
        err,
        pollMs: 50,
      });
      expect(ok).toBe(true);
      steps.end('4 pages');
      const text = out.writes.join('');
      expect(text).toMatch(/^\n\[1\/2\] compile\nCompiled successfully\n/);
      expect(text).toMatch(/\[1\/2\] compile: \d+\.\d s\n\n\[2\/2\] pages\n/);
      expect(text).toMatch(/pages: [0-4] of 4 \(\d+%\), \d+\.\d s\n/);
      expect(text).toMatch(/\[2\/2\] pages: \d+\.\d s \(4 pages\)\n$/);
      expect(text).not.toContain('\r');
      expect(err.writes).toEqual(['a warning\n']);
      expect(steps.records.map((r) => r.name)).toEqual(['compile', 'pages']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('is false when Next fails', async () => {
    const root = fakeNext(1);
    try {
      const out = output();
      const steps = new BuildSteps(['compile', 'pages'], out);
      expect(await runNextBuild({ root, buildName: '.out-building', expectedPages: 4, steps, out, err: out })).toBe(
        false,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('nodeOptionsForNext', () => {
  it('sets a smaller young generation', () => {
    expect(nodeOptionsForNext()).toBe('--max-semi-space-size=16');
    expect(nodeOptionsForNext('  ')).toBe('--max-semi-space-size=16');
  });

  it('keeps the options already set, before its own', () => {
    expect(nodeOptionsForNext('--enable-source-maps --max-old-space-size=4096')).toBe(
      '--enable-source-maps --max-old-space-size=4096 --max-semi-space-size=16',
    );
  });

  it('leaves a young generation set by the operator as it is', () => {
    expect(nodeOptionsForNext('--max-semi-space-size=64')).toBe('--max-semi-space-size=64');
    expect(nodeOptionsForNext('--max_semi_space_size=32 --trace-gc')).toBe('--max_semi_space_size=32 --trace-gc');
  });
});
