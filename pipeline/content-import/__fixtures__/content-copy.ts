import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../files/walk';

const repoContent = path.resolve(__dirname, '..', '..', '..', 'content');

/** The rating team's example export: the repository's current ranking. */
export const exampleExport = path.resolve(__dirname, '..', '..', '..', 'docs', 'examples', 'ranking-export.csv');

/**
 * A copy of the repository's content/ at `dir` (without media/, which no check reads): a valid
 * content folder with site.json, the translations and the current edition only, so that the
 * tests see the editions they add themselves, however many the repository holds (the downloads
 * keep the current edition's group only).
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
  // A download group names its own edition's dates ({publicationDate}): keep the current one's only.
  for (const name of fs.readdirSync(path.join(dir, 'i18n'))) {
    const file = path.join(dir, 'i18n', name);
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      pages: { downloads: { downloads?: { year: number }[] } };
    };
    const downloads = messages.pages.downloads;
    downloads.downloads = downloads.downloads?.filter((group) => group.year === currentYear(repoContent));
    fs.writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  }
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
