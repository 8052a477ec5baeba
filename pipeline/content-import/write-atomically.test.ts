/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from '../files/walk';
import { nodeFileOps, type FileOps } from './file-ops';
import { interruptedImport, JOURNAL_NAME, readJournal, undoJournal } from './journal';
import { writeAtomically, WriteFailedError, type FileOperation } from './write-atomically';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A content folder with ranking.json and three participant files. */
function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'participants'));
  fs.writeFileSync(path.join(dir, 'ranking.json'), 'old ranking');
  for (const ref of ['a', 'b', 'c']) fs.writeFileSync(path.join(dir, 'participants', `${ref}.json`), `old ${ref}`);
  return dir;
}

/** Every file under dir (hidden ones too) with its content. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(filesUnder(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
}

/** The import of a ranking: b changes, d is new, c goes, ranking.json last. */
function operations(dir: string): FileOperation[] {
  const p = (name: string) => path.join(dir, name);
  return [
    { kind: 'write', file: p('participants/b.json'), content: 'new b' },
    { kind: 'write', file: p('participants/d.json'), content: 'new d' },
    { kind: 'delete', file: p('participants/c.json') },
    { kind: 'write', file: p('ranking.json'), content: 'new ranking' },
  ];
}

/** The node file calls, with `method`'s call number `failAt` (1-based) and all later ones failing. */
function failing(method: keyof FileOps, failAt: number): FileOps {
  let calls = 0;
  return {
    ...nodeFileOps,
    [method]: (...args: [string, string]) => {
      calls++;
      if (calls >= failAt) throw new Error(`injected ${method} failure`);
      return (nodeFileOps[method] as (...a: [string, string]) => unknown)(...args);
    },
  };
}

/** As failing(), but only the `failAt`th call fails: undoing works again. */
function failingOnce(method: keyof FileOps, failAt: number): FileOps {
  let calls = 0;
  return {
    ...nodeFileOps,
    [method]: (...args: [string, string]) => {
      if (++calls === failAt) throw new Error(`injected ${method} failure`);
      return (nodeFileOps[method] as (...a: [string, string]) => unknown)(...args);
    },
  };
}

function writeError(run: () => void): WriteFailedError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WriteFailedError);
    return error as WriteFailedError;
  }
  throw new Error('expected the write to fail');
}

describe('writeAtomically', () => {
  it('writes, adds and deletes, leaving no temporary file, backup or journal', () => {
    const dir = folder();
    writeAtomically(dir, operations(dir));
    expect(snapshot(dir)).toEqual({
      'ranking.json': 'new ranking',
      [path.join('participants', 'a.json')]: 'old a',
      [path.join('participants', 'b.json')]: 'new b',
      [path.join('participants', 'd.json')]: 'new d',
    });
  });

  it.each([1, 2, 3])('changes nothing when writing temporary file %i fails', (n) => {
    const dir = folder();
    const before = snapshot(dir);
    const error = writeError(() => writeAtomically(dir, operations(dir), failingOnce('writeFile', n)));
    expect(error.undone).toBe(true);
    expect(error.message).toMatch(/^writing the new files failed: injected writeFile failure\. Nothing was changed\.$/);
    expect(snapshot(dir)).toEqual(before);
  });

  it.each([1, 2, 3])('changes nothing when rename %i fails mid-commit', (n) => {
    const dir = folder();
    const before = snapshot(dir);
    const error = writeError(() => writeAtomically(dir, operations(dir), failingOnce('rename', n)));
    expect(error.undone).toBe(true);
    expect(error.message).toMatch(/^replacing the files failed: injected rename failure\. Nothing was changed\.$/);
    expect(snapshot(dir)).toEqual(before);
  });

  it('changes nothing when the deletion fails after two files were replaced', () => {
    const dir = folder();
    const before = snapshot(dir);
    writeError(() => writeAtomically(dir, operations(dir), failingOnce('unlink', 1)));
    expect(snapshot(dir)).toEqual(before);
  });

  it('changes nothing when taking a backup fails', () => {
    const dir = folder();
    const before = snapshot(dir);
    writeError(() => writeAtomically(dir, operations(dir), failingOnce('link', 2)));
    expect(snapshot(dir)).toEqual(before);
  });

  it('keeps the journal when undoing fails too, and --recover restores every file', () => {
    const dir = folder();
    const before = snapshot(dir);
    // Renames fail from the 3rd on: b and d are in place, ranking.json is not; undoing a rename fails too.
    const error = writeError(() => writeAtomically(dir, operations(dir), failing('rename', 3)));
    expect(error.undone).toBe(false);
    expect(error.message).toContain('run "npm run content:import -- --recover"');
    expect(fs.readFileSync(path.join(dir, 'participants', 'b.json'), 'utf8')).toBe('new b');
    expect(interruptedImport(dir)?.message).toMatch(
      /^an earlier import was interrupted .*; until then the content may be half old, half new$/,
    );

    expect(undoJournal(dir, readJournal(dir)!, nodeFileOps)).toEqual([]);
    expect(snapshot(dir)).toEqual(before);
    expect(interruptedImport(dir)).toBeUndefined();
  });

  it('recovers from a crash at any point of the commit', () => {
    for (let renames = 1; renames <= 3; renames++) {
      const dir = folder();
      const before = snapshot(dir);
      // A crash: the process dies after `renames` renames, nothing runs afterwards.
      let calls = 0;
      const crashing: FileOps = {
        ...nodeFileOps,
        rename: (from, to) => {
          if (++calls > renames) throw Object.assign(new Error('killed'), { killed: true });
          nodeFileOps.rename(from, to);
        },
        unlink: () => {
          throw new Error('killed');
        },
      };
      expect(() => writeAtomically(dir, operations(dir), crashing)).toThrow();
      expect(fs.existsSync(path.join(dir, JOURNAL_NAME))).toBe(true);
      expect(undoJournal(dir, readJournal(dir)!, nodeFileOps)).toEqual([]);
      expect(snapshot(dir)).toEqual(before);
    }
  });

  it('recovers also when a recovery itself was interrupted at any step', () => {
    for (let failAt = 1; failAt <= 3; failAt++) {
      for (const method of ['rename', 'unlink'] as const) {
        for (let stopAt = 1; stopAt <= 3; stopAt++) {
          const dir = folder();
          const before = snapshot(dir);
          expect(() => writeAtomically(dir, operations(dir), failing('rename', failAt))).toThrow();
          if (!fs.existsSync(path.join(dir, JOURNAL_NAME))) {
            // Undone in the same run already.
            expect(snapshot(dir)).toEqual(before);
            continue;
          }
          undoJournal(dir, readJournal(dir)!, failing(method, stopAt));
          if (fs.existsSync(path.join(dir, JOURNAL_NAME)))
            expect(undoJournal(dir, readJournal(dir)!, nodeFileOps)).toEqual([]);
          expect(snapshot(dir)).toEqual(before);
        }
      }
    }
  });

  it('refuses to start while a journal exists, and touches nothing', () => {
    const dir = folder();
    fs.writeFileSync(
      path.join(dir, JOURNAL_NAME),
      JSON.stringify({ version: 1, pid: 999999999, startedAt: '2026-11-21T10:00:00Z', phase: 'staging', entries: [] }),
    );
    const before = snapshot(dir);
    expect(() => writeAtomically(dir, operations(dir))).toThrow(
      /an earlier import was interrupted \(started 2026-11-21T10:00:00Z\)/,
    );
    expect(snapshot(dir)).toEqual(before);
  });
});
