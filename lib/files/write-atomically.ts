import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a file so that readers see the old content or the new one, never a part: into a
 * temporary file beside it, then renamed over it. The temporary file is removed when the write fails.
 */
export function writeFileAtomically(file: string, content: string | Uint8Array): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    fs.writeFileSync(temp, content);
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}
