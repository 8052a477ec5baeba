/**
 * tsx tools/html-check/validate-html.ts [folder] — checks every *.html under the folder (default
 * out/, the export) with the Nu Html Checker (vnu, the W3C validator), in one Java run for all
 * pages. Prints each error as `file:line:column: message`, each kind of warning once, then a
 * summary. Exit 1 on any error (warnings do not fail), 2 when the checker itself cannot run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readVnuJson, reportLines, summary } from './vnu-report';

const started = process.hrtime.bigint();
const { positionals } = parseArgs({ allowPositionals: true });
const folder = positionals[0] ?? 'out';
const dir = path.resolve(folder);

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!fs.existsSync(dir)) fail(`${folder}: no such folder (build the site first)`);
const pages = fs
  .readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort()
  .map((file) => path.join(dir, file));
if (pages.length === 0) fail(`${folder}: no HTML pages to check`);

const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
// JSON on stdout, so that stderr holds only what Java says; our exit code comes from the JSON.
// Info messages (not warnings) are only hints about what the checker did.
const options = ['--format', 'json', '--stdout', '--exit-zero-always', '--skip-info-messages'];
const vnu = spawnSync('java', ['-jar', jar, ...options, ...pages], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
if ((vnu.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
  fail('java not found: the Nu Html Checker needs Java 17 or later (Debian: apt-get install default-jre-headless)');
}
if (vnu.error || vnu.status !== 0) fail(`vnu failed (${vnu.error?.message ?? `exit ${vnu.status}`}):\n${vnu.stderr}`);

const report = readVnuJson(vnu.stdout, process.cwd());
for (const line of reportLines(report)) console.log(line);
console.log(summary(pages.length, report, Number(process.hrtime.bigint() - started) / 1e9));
process.exitCode = report.errors.length > 0 ? 1 : 0;
