import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` at any depth, as paths relative to `dir`, sorted; with `extension`
 * (".html") only the files whose name ends with it. Hidden files count; symbolic links are
 * listed as files, not followed. `skipFolder` names folders not to enter. (A walk of its own:
 * `readdirSync`'s `recursive` option follows links to folders on Node 24 and not on Node 20.)
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
