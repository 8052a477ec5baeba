import fs from 'node:fs';
import path from 'node:path';

/** Writes a file via a temporary file renamed over it, so readers see old or new, never a part. */
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
