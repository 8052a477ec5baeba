/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from './walk';

describe('filesUnder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-test-'));
    for (const file of ['index.html', 'en/index.html', 'en/deep/er/page.html', '.hidden', '_next/static/app.js']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
    fs.mkdirSync(path.join(dir, 'empty'));
    fs.symlinkSync(path.join(dir, 'en'), path.join(dir, 'link'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists every file at any depth, relative and sorted, without folders', () => {
    const all = ['.hidden', '_next/static/app.js', 'en/deep/er/page.html', 'en/index.html', 'index.html', 'link'];
    expect(filesUnder(dir)).toEqual(all);
  });

  it('keeps only the files with the extension', () => {
    expect(filesUnder(dir, '.html')).toEqual(['en/deep/er/page.html', 'en/index.html', 'index.html']);
    expect(filesUnder(path.join(dir, 'en'), '.html')).toEqual(['deep/er/page.html', 'index.html']);
  });

  it('does not enter the folders skipFolder names, at any depth', () => {
    expect(filesUnder(dir, '.html', (name) => name === 'deep')).toEqual(['en/index.html', 'index.html']);
    expect(filesUnder(dir, '', (name) => name.startsWith('_') || name === 'en')).toEqual([
      '.hidden',
      'index.html',
      'link',
    ]);
  });

  it('fails on a missing folder', () => {
    expect(() => filesUnder(path.join(dir, 'missing'))).toThrow(/ENOENT/);
  });
});
