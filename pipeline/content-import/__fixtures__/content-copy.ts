import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../files/walk';

const repoContent = path.resolve(__dirname, '..', '..', '..', 'content');

/** The rating team's example export: the repository's current ranking. */
export const exampleExport = path.resolve(__dirname, '..', '..', '..', 'docs', 'examples', 'ranking-export.csv');

/**
 * A copy of the repository's content/ at `dir` (without media/, which no check reads): a valid
 * content folder with site.json, the translations and the current edition only, so that the
 * tests see the editions they add themselves, however many the repository holds.
 */
export function copyContent(dir: string): string {
  const media = path.join(repoContent, 'media');
  const editions = path.join(repoContent, 'editions');
  const current = path.join(editions, String(currentYear(repoContent)));
  fs.cpSync(repoContent, dir, {
    recursive: true,
    filter: (src) => {
      if (src.startsWith(media)) return false;
      const inEditions = path.relative(editions, src);
      if (inEditions.startsWith('..') || inEditions === '') return true;
      return src === current || src.startsWith(`${current}${path.sep}`);
    },
  });
  return dir;
}

/** site.json's currentEdition. */
export function currentYear(contentDir: string): number {
  return (JSON.parse(fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8')) as { currentEdition: number })
    .currentEdition;
}

/** Every file under dir with its bytes, to show that nothing changed (or what did). */
export function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(filesUnder(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'base64')]));
}
