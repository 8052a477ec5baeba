import fs from 'node:fs';
import path from 'node:path';
import { editionDir } from '../../lib/content/edition-files';

/** content/editions/{currentEdition} of a content folder, the year read from its site.json. */
export function currentEditionDir(contentDir: string): string {
  const { currentEdition } = JSON.parse(fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8')) as {
    currentEdition: number;
  };
  return editionDir(contentDir, currentEdition);
}
