import fs from 'node:fs';

/** The atomic write's file system calls, behind an interface so that tests can make any one fail. */
export interface FileOps {
  /** Creates a new file (never overwrites) and flushes it to disk. */
  writeFile(file: string, content: string): void;
  /** Atomically replaces `to` with `from` (same folder). */
  rename(from: string, to: string): void;
  /** A second name for an existing file (a hard link; a copy where links are not supported). */
  link(existing: string, newName: string): void;
  unlink(file: string): void;
  exists(file: string): boolean;
}

export const nodeFileOps: FileOps = {
  writeFile: (file, content) => fs.writeFileSync(file, content, { flag: 'wx', flush: true }),
  rename: (from, to) => fs.renameSync(from, to),
  link(existing, newName) {
    try {
      fs.linkSync(existing, newName);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
      fs.copyFileSync(existing, newName, fs.constants.COPYFILE_EXCL);
    }
  },
  unlink: (file) => fs.unlinkSync(file),
  exists: (file) => fs.existsSync(file),
};

/** Flushes a folder's entries (renames) to disk; best effort, as it is not supported everywhere. */
export function syncFolder(folder: string): void {
  try {
    const fd = fs.openSync(folder, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // The entries are written all the same.
  }
}
