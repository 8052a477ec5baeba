import fs from 'node:fs';
import path from 'node:path';
import { editionDir, editionYears } from '../../lib/content/edition-files';
import { writeFileAtomically } from '../files/write-atomically';
import type { FileOps } from './file-ops';

/**
 * The import's journal in the folder it writes: it lists every file the write touches, with its
 * temporary copy and backup, so that a killed import can be undone (`content:import -- --recover`).
 * It is also the lock: a second import, and content:check, refuse while it exists.
 */
export const JOURNAL_NAME = '.import-journal.json';

export interface JournalEntry {
  kind: 'write' | 'delete';
  /** Paths relative to the content folder. */
  target: string;
  /** The new content, complete before any target is replaced (writes only). */
  temp?: string;
  /** A second name for the old file, taken just before it is replaced or deleted. */
  backup: string;
  /** Whether the target existed before the import (else a write creates it). */
  existed: boolean;
}

export interface Journal {
  version: 1;
  pid: number;
  startedAt: string;
  /** staging: writing the temporary files, no target touched yet; committing: replacing targets. */
  phase: 'staging' | 'committing';
  entries: JournalEntry[];
}

export function journalPath(dir: string): string {
  return path.join(dir, JOURNAL_NAME);
}

export function readJournal(dir: string): Journal | undefined {
  let text: string;
  try {
    text = fs.readFileSync(journalPath(dir), 'utf8');
  } catch {
    return undefined;
  }
  try {
    return JSON.parse(text) as Journal;
  } catch {
    // Written by rename, so never half; anything else is not ours to guess about.
    throw new Error(`${journalPath(dir)} is not valid JSON; look at it and delete it by hand`);
  }
}

/** Starts a journal; fails when one exists (another import runs, or one was interrupted). */
export function createJournal(dir: string, journal: Journal): void {
  try {
    fs.writeFileSync(journalPath(dir), JSON.stringify(journal), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(busyMessage(dir));
    throw error;
  }
}

/** Replaces the journal in one step (write beside it, then rename). */
export function updateJournal(dir: string, journal: Journal): void {
  writeFileAtomically(journalPath(dir), JSON.stringify(journal));
}

export function removeJournal(dir: string): void {
  fs.rmSync(journalPath(dir), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function busyMessage(dir: string): string {
  const journal = readJournal(dir);
  if (journal && journal.pid !== process.pid && isRunning(journal.pid))
    return `another import is running (process ${journal.pid}, started ${journal.startedAt}); wait for it to finish`;
  return `an earlier import was interrupted (started ${journal?.startedAt ?? 'at an unknown time'}); run "npm run content:import -- --recover" to restore the content as it was before it`;
}

/** The folders under `dir` that hold a journal: `dir`, and for the content folder every edition's. */
export function foldersWithJournal(dir: string): string[] {
  const folders = [dir, ...editionYears(dir).map((year) => editionDir(dir, year))];
  return folders.filter((folder) => fs.existsSync(journalPath(folder)));
}

/** The journal's file and what to do, when an import runs or was interrupted in `dir` or its editions. */
export function interruptedImport(dir: string): { file: string; message: string } | undefined {
  const [folder] = foldersWithJournal(dir);
  if (folder === undefined) return undefined;
  let message: string;
  try {
    message = busyMessage(folder);
  } catch (error) {
    message = (error as Error).message;
  }
  return { file: journalPath(folder), message: `${message}; until then the content may be half old, half new` };
}

/**
 * Puts every file the journal names back, whatever step was interrupted (again after a failed
 * undo too). Newest first: a write whose temporary file remains never happened, a deletion whose
 * target remains neither; else the backup goes back, or a created file goes. Returns what it could
 * not solve (empty: all undone, the journal removed).
 */
export function undoJournal(dir: string, journal: Journal, ops: FileOps): string[] {
  const failures: string[] = [];
  const at = (rel: string) => path.join(dir, rel);
  const attempt = (what: string, step: () => void) => {
    try {
      step();
    } catch (error) {
      failures.push(`${what}: ${(error as Error).message}`);
    }
  };
  const removeIfThere = (file: string) => {
    if (ops.exists(file)) attempt(`removing ${file}`, () => ops.unlink(file));
  };
  for (const entry of [...journal.entries].reverse()) {
    const target = at(entry.target);
    const backup = at(entry.backup);
    const temp = entry.temp ? at(entry.temp) : undefined;
    if (journal.phase === 'staging') {
      if (temp) removeIfThere(temp);
      continue;
    }
    const done = entry.kind === 'write' ? !(temp && ops.exists(temp)) : !ops.exists(target);
    if (!done) {
      // The backup first: a backup without its temporary file would read as "replaced".
      removeIfThere(backup);
      if (temp) removeIfThere(temp);
    } else if (entry.existed) {
      if (ops.exists(backup)) attempt(`restoring ${target}`, () => ops.rename(backup, target));
    } else {
      removeIfThere(target);
    }
  }
  if (!failures.length) removeJournal(dir);
  return failures;
}
