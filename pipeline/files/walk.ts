import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` (relative, sorted), optionally by `extension`; hidden files count, links
 * are not followed (`readdirSync`'s `recursive` follows them on Node 24 only), `skipFolder` skipped.
 */
export function filesUnder(dir: string, extension = '', skipFolder?: (name: string) => boolean): string[] {
  const files: string[] = [];
  const folders = [''];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of fs.readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const relative = folder === '' ? entry.name : path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skipFolder?.(entry.name)) folders.push(relative);
      } else if (entry.name.endsWith(extension)) files.push(relative);
    }
  }
  return files.sort();
}
