/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileAtomically } from './write-atomically';

describe('writeFileAtomically', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-atomically-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('replaces the file and leaves no temporary file', () => {
    const file = path.join(dir, 'a.json');
    fs.writeFileSync(file, 'old');
    writeFileAtomically(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir)).toEqual(['a.json']);
  });

  it('keeps the old file and removes the temporary one when the rename fails', () => {
    // A folder where the file should be: the rename over it fails.
    const target = path.join(dir, 'taken');
    fs.mkdirSync(target);
    fs.writeFileSync(path.join(target, 'inside'), 'kept');
    expect(() => writeFileAtomically(target, 'new')).toThrow();
    expect(fs.readdirSync(dir)).toEqual(['taken']);
    expect(fs.readFileSync(path.join(target, 'inside'), 'utf8')).toBe('kept');
  });
});
