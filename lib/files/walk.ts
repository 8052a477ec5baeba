import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` at any depth, as paths relative to `dir`, sorted; with `extension`
 * (".html") only the files whose name ends with it. Hidden files count; symbolic links are
 * listed as files, not followed.
 */
export function filesUnder(dir: string, extension = ''): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith(extension))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
