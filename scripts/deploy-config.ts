/**
 * npm run deploy:config: nginx configuration into deploy/nginx/, _headers and _redirects into the
 * built site (OUT_DIR) if any; `-- --check` only exits 1 when deploy/nginx/ is out of date.
 */
import './env';
import fs from 'node:fs';
import path from 'node:path';
import { writeCdnFiles } from '../pipeline/deploy/cdn-files';
import { nginxFiles } from '../pipeline/deploy/nginx-config';
import { fail, readCommandLine } from './command-line';

const root = process.cwd();
const nginxDir = path.join(root, 'deploy/nginx');
const outDir = path.resolve(process.env.OUT_DIR || 'out');
// Strict, without positionals, so that a mistyped --check fails instead of writing.
const { check } = readCommandLine(
  { check: { type: 'boolean', default: false } },
  'usage: npm run deploy:config [-- --check]',
  false,
).values;

const stale: string[] = [];
for (const [relative, content] of Object.entries(nginxFiles())) {
  const file = path.join(nginxDir, relative);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (current === content) continue;
  stale.push(path.relative(root, file));
  if (!check) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

if (check) {
  if (stale.length > 0) fail(`Out of date (run "npm run deploy:config" and commit): ${stale.join(', ')}`);
  console.log('deploy/nginx/ is up to date.');
  process.exit(0);
}

console.log(stale.length ? `Wrote ${stale.join(', ')}.` : 'deploy/nginx/ was up to date.');
if (fs.existsSync(path.join(outDir, 'index.html'))) {
  writeCdnFiles(outDir);
  console.log(`Wrote _headers and _redirects into ${path.relative(root, outDir) || outDir}.`);
} else {
  console.log(`No built site in ${path.relative(root, outDir) || outDir}: _headers and _redirects not written.`);
}
