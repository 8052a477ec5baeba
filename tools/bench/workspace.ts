import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A private copy of the repository for one benchmark build. Builds in the checkout itself would
 * queue behind every other build there (Next locks .next/), and the media step writes every
 * participant's cover into public/globalassets/, which must not fill up with 5,000 synthetic
 * covers. The copy gets the current sources on every run, a fresh .next/ (so every build is a
 * cold build, as in CI) and node_modules as hard links (Turbopack refuses a symlinked
 * node_modules outside the project root). Its generated media (public/globalassets/ and the
 * stamps in .cache/) stay between runs, so only the first run pays for generating them.
 */
const SKIP = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  'test-results',
  'playwright-report',
  'screenshots',
  'coverage',
  'bench',
  '.cache',
]);
const skipped = (relative: string) => {
  const top = relative.split(path.sep)[0] ?? '';
  if (SKIP.has(top) || top.startsWith('.out-') || top.startsWith('out.previous-')) return true;
  // The bench's own node_modules (Lighthouse) is not needed to build the site.
  return relative === path.join('public', 'globalassets') || relative === path.join('tools', 'bench', 'node_modules');
};

export function prepareWorkspace(repo: string, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(dir)) {
    if (entry === 'public' || entry === '.cache') continue;
    fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  for (const entry of fs.existsSync(path.join(dir, 'public')) ? fs.readdirSync(path.join(dir, 'public')) : []) {
    if (entry !== 'globalassets') fs.rmSync(path.join(dir, 'public', entry), { recursive: true, force: true });
  }
  fs.cpSync(repo, dir, { recursive: true, filter: (source) => !skipped(path.relative(repo, source)) });
  // First run: start from the checkout's media, which already covers the sample participants.
  for (const seed of [path.join('public', 'globalassets'), '.cache']) {
    if (!fs.existsSync(path.join(dir, seed)) && fs.existsSync(path.join(repo, seed)))
      fs.cpSync(path.join(repo, seed), path.join(dir, seed), { recursive: true });
  }
  const linked = spawnSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')], {
    stdio: 'inherit',
  });
  if (linked.status !== 0) throw new Error(`could not link node_modules into ${dir}`);
}
