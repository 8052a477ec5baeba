import path from 'node:path';
import { nodeFileOps, syncFolder, type FileOps } from './file-ops';
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
 * one, never a mix that stays: (1) the journal is created (also the lock); (2) every new file is
 * written and flushed beside its target (a failure removes them); (3) in order, ranking.json
 * last, each old file gets a backup link and the new one is renamed over it (a failure renames
 * the backups back); (4) backups and journal go. A process killed in step 3 leaves the journal,
 * which content:check refuses and `content:import -- --recover` undoes.
 */
export function writeAtomically(dir: string, operations: readonly FileOperation[], ops: FileOps = nodeFileOps): void {
  const token = `${process.pid}-${Date.now().toString(36)}`;
  const sibling = (file: string, suffix: string) =>
    path.relative(dir, path.join(path.dirname(file), `.${path.basename(file)}.${token}.${suffix}`));
  const entries: JournalEntry[] = operations.map((op) => ({
    kind: op.kind,
    target: path.relative(dir, op.file),
    ...(op.kind === 'write' ? { temp: sibling(op.file, 'import-tmp') } : {}),
    backup: sibling(op.file, 'import-bak'),
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
    const problems = undoJournal(dir, journal, ops);
    const reason = `${step} failed: ${(error as Error).message}`;
    if (problems.length) {
      throw new WriteFailedError(
        `${reason}. Undoing it failed too (${problems.join('; ')}); run "npm run content:import -- --recover" to restore the content`,
        false,
      );
    }
    throw new WriteFailedError(`${reason}. Nothing was changed.`, true);
  }

  // Committed: the backups are no longer needed. A backup left behind is harmless (not *.json).
  for (const entry of entries) {
    try {
      if (ops.exists(path.join(dir, entry.backup))) ops.unlink(path.join(dir, entry.backup));
    } catch {
      // ignored
    }
  }
  for (const folder of new Set([dir, ...operations.map((op) => path.dirname(op.file))])) syncFolder(folder);
  removeJournal(dir);
}
