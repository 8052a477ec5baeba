import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../pipeline/files/walk';
import { test, expect } from './support/test';

/**
 * Every link that leaves the site, on every exported page, carries rel="noopener noreferrer"
 * (the new page gets no handle on this one and no referrer), and no link anywhere has a
 * javascript: or data: target.
 */
const outDir = path.resolve(process.env.E2E_OUT_DIR || 'out');

const htmlFiles = (dir: string) => filesUnder(dir, '.html').map((file) => path.join(dir, file));

test('external links open without opener and referrer; no script or data links', () => {
  const problems: string[] = [];
  let external = 0;
  for (const file of htmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
      const href = /\shref="([^"]*)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const scheme = href.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (scheme.startsWith('javascript:') || scheme.startsWith('data:') || scheme.startsWith('vbscript:')) {
        problems.push(`${path.relative(outDir, file)}: ${tag}`);
      }
      if (!/^https?:\/\//i.test(href)) continue;
      external += 1;
      const rel = (/\srel="([^"]*)"/i.exec(tag)?.[1] ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer'))
        problems.push(`${path.relative(outDir, file)}: ${tag}`);
    }
  }
  expect(external, 'the site has external links to check').toBeGreaterThan(10);
  expect(problems).toEqual([]);
});
