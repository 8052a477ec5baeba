import fs from 'node:fs';
import path from 'node:path';
import { nodeFileOps, type FileOps } from './file-ops';
import { createJournal, removeJournal, undoJournal, updateJournal, type Journal, type JournalEntry } from './journal';

export type FileOperation = { kind: 'write'; file: string; content: string } | { kind: 'delete'; file: string };

/** Writing failed; `undone` says whether the content is exactly as before (else: --recover). */
export class WriteFailedError extends Error {
  constructor(
    message: string,
    readonly undone: boolean,
  ) {
    super(message);
    this.name = 'WriteFailedError';
  }
}

/**
 * Applies the operations to files under `dir` so that readers see the old data set or the new
 * one, never a mix that stays:
 *
 * 1. The journal is created (also the lock against a second import).
 * 2. Staging: every new file is written completely, and flushed, to a temporary file beside
 *    its target (`.sika.json.<token>.import-tmp`; the loader reads only `*.json`). A failure
 *    here removes the temporary files: no target was touched.
 * 3. Committing, in the given order (the caller puts ranking.json last): each old file gets a
 *    backup name (a hard link), then the temporary file is renamed over it (or, for a
 *    deletion, the old file is unlinked). Each rename is atomic. A failure here renames the
 *    backups back: the content is as before.
 * 4. The backups and the journal are removed.
 *
 * The residual window is step 3, a few milliseconds per hundred files: a process killed
 * there (or a power cut) leaves some targets new and some old. The journal then stays,
 * content:check and the build refuse the folder, and `content:import -- --recover` puts the
 * old files back. Readers that run during step 3 (a dev server, a build) may see a mix.
 */
export function writeAtomically(dir: string, operations: readonly FileOperation[], ops: FileOps = nodeFileOps): void {
  const token = `${process.pid}-${Date.now().toString(36)}`;
  const rel = (file: string) => path.relative(dir, file);
  const sibling = (file: string, suffix: string) =>
    path.join(path.dirname(file), `.${path.basename(file)}.${token}.${suffix}`);
  const entries: JournalEntry[] = operations.map((op) => ({
    kind: op.kind,
    target: rel(op.file),
    ...(op.kind === 'write' ? { temp: rel(sibling(op.file, 'import-tmp')) } : {}),
    backup: rel(sibling(op.file, 'import-bak')),
    existed: ops.exists(op.file),
  }));
  const journal: Journal = {
    version: 1,
    pid: process.pid,
    startedAt: new Date().toISOString(),
    phase: 'staging',
    entries,
  };
  createJournal(dir, journal);

  const fail = (step: string, error: unknown): never => {
    const problems = undoJournal(dir, journal, ops);
    const reason = `${step} failed: ${(error as Error).message}`;
    if (problems.length) {
      throw new WriteFailedError(
        `${reason}. Undoing it failed too (${problems.join('; ')}); run "npm run content:import -- --recover" to restore the content`,
        false,
      );
    }
    throw new WriteFailedError(`${reason}. Nothing was changed.`, true);
  };

  let step = 'writing the new files';
  try {
    operations.forEach((op, i) => {
      if (op.kind === 'write') ops.writeFile(path.join(dir, entries[i]!.temp!), op.content);
    });
    step = 'recording the commit';
    journal.phase = 'committing';
    updateJournal(dir, journal);
    step = 'replacing the files';
    operations.forEach((op, i) => {
      const entry = entries[i]!;
      if (entry.existed) ops.link(op.file, path.join(dir, entry.backup));
      if (op.kind === 'write') ops.rename(path.join(dir, entry.temp!), op.file);
      else ops.unlink(op.file);
    });
  } catch (error) {
    fail(step, error);
  }

  // Committed: the backups are no longer needed. A backup left behind is harmless (not *.json).
  for (const entry of entries) {
    try {
      if (ops.exists(path.join(dir, entry.backup))) ops.unlink(path.join(dir, entry.backup));
    } catch {
      // ignored
    }
  }
  syncFolders(dir, operations);
  removeJournal(dir);
}

/** Flushes the folders' entries (the renames) to disk; best effort. */
function syncFolders(dir: string, operations: readonly FileOperation[]): void {
  for (const folder of new Set([dir, ...operations.map((op) => path.dirname(op.file))])) {
    try {
      const fd = fs.openSync(folder, 'r');
      fs.fsyncSync(fd);
      fs.closeSync(fd);
    } catch {
      // Not supported everywhere; the renames still happened.
    }
  }
}
