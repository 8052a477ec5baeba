import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editionDir } from '../../lib/content/edition-files';
import type { Problem } from '../../lib/content/errors';
import { checkContent } from '../../lib/content/load';
import { displayPath } from '../../lib/content/read-json';

/** What content:check reports about one edition's files, the rest of the content aside. */
export function editionCheck(contentDir: string, year: number): { errors: Problem[]; warnings: Problem[] } {
  const { report } = checkContent(contentDir);
  const prefix = `${displayPath(editionDir(contentDir, year))}${path.sep}`;
  const inEdition = (p: Problem) => p.file.startsWith(prefix);
  return { errors: report.errors.filter(inEdition), warnings: report.warnings.filter(inEdition) };
}

/** The content check as it would be with `siteText` as site.json, in a temporary folder linking to the rest. */
export function checkWithSite(contentDir: string, siteText: string): { errors: Problem[]; warnings: Problem[] } {
  const view = fs.mkdtempSync(path.join(os.tmpdir(), 'content-edition-'));
  const made: string[] = [];
  try {
    for (const name of fs.readdirSync(contentDir)) {
      if (name === 'site.json') continue;
      const source = path.resolve(contentDir, name);
      const entry = path.join(view, name);
      // 'junction' lets Windows link folders without special rights; elsewhere it is ignored.
      if (fs.statSync(source).isDirectory()) fs.symlinkSync(source, entry, 'junction');
      else fs.copyFileSync(source, entry);
      made.push(entry);
    }
    const site = path.join(view, 'site.json');
    fs.writeFileSync(site, siteText);
    made.push(site);

    const { report } = checkContent(view);
    const shownDir = displayPath(path.resolve(contentDir)) || '.';
    const real = (text: string) => text.split(view).join(shownDir).split(displayPath(view)).join(shownDir);
    const inContent = (p: Problem): Problem => ({ file: real(p.file), at: p.at, message: real(p.message) });
    return { errors: report.errors.map(inContent), warnings: report.warnings.map(inContent) };
  } finally {
    // The links and copies one by one, never recursively: nothing they point to is touched.
    for (const entry of made) fs.unlinkSync(entry);
    fs.rmdirSync(view);
  }
}
