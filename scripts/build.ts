/**
 * npm run build: validate content, build the static export into a temporary folder, and only
 * when everything succeeded swap it into out/. A failed build leaves the previous out/ as it was.
 */
import './env';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseGtmId } from '../lib/analytics';
import { config } from '../lib/config';
import { loadContent } from '../lib/content/load';
import { isLocalSiteUrl, sampleDataOn } from '../lib/content/sample-data';
import { writeCdnFiles } from '../lib/deploy/cdn-files';
import { compressSite } from '../lib/postbuild/compress';
import { finishSite, htmlFiles } from '../lib/postbuild/finish-site';
import { placeholderArchiveYear } from '../lib/routes';
import { siteStructuredData } from '../lib/seo/site-structured-data';

const root = process.cwd();
const outDir = path.resolve(process.env.OUT_DIR || 'out');
// Per-process names, so that two builds at once cannot write into each other's folder.
const buildName = `.out-building-${process.pid}`;
const buildDir = path.join(root, buildName);
const previousDir = `${outDir}.previous-${process.pid}`;

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const started = Date.now();
if (!run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-content.ts'])) {
  console.error('\nBuild stopped: fix the content problems above. out/ was not touched.');
  process.exit(1);
}

// Sample data on a public address would put invented results in front of readers.
if (sampleDataOn(loadContent().site) && !isLocalSiteUrl(config.siteUrl)) {
  console.warn(
    `\nWarning: content/site.json says the data is sample data, but the site URL is ${config.siteUrl}. ` +
      'Every page will say so and ask not to be indexed; set "sampleData": false once the real ranking is imported.\n',
  );
}

if (!run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/generate-media.ts'])) {
  console.error('\nBuild stopped: generating the sample media failed. out/ was not touched.');
  process.exit(1);
}

fs.rmSync(buildDir, { recursive: true, force: true });
if (
  !run(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], { NEXT_DIST_DIR: buildName })
) {
  fs.rmSync(buildDir, { recursive: true, force: true });
  console.error('\nBuild failed. out/ was not touched.');
  process.exit(1);
}
if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(path.join(buildDir, '404.html'))) {
  fs.rmSync(buildDir, { recursive: true, force: true });
  console.error('\nBuild produced no complete site. out/ was not touched.');
  process.exit(1);
}

// Without archived editions, the /{year}/ routes were exported for a placeholder year (404 pages).
for (const prefix of ['', 'en']) {
  const placeholder = path.join(buildDir, prefix, placeholderArchiveYear);
  fs.rmSync(placeholder, { recursive: true, force: true });
  for (const suffix of ['.html', '.txt']) fs.rmSync(`${placeholder}${suffix}`, { force: true });
}

// Post-build: each page's router payload into a file beside it, its Content Security Policy (hashes
// of its inline scripts), the priority image's preload and the page's JSON-LD (lib/postbuild/);
// _headers and _redirects for CDN hosts (lib/deploy/).
try {
  finishSite(buildDir, {
    gtmId: parseGtmId(process.env.NEXT_PUBLIC_GTM_ID),
    storageBaseUrl: process.env.NEXT_PUBLIC_STORAGE_BASE_URL,
    structuredData: siteStructuredData(loadContent(), config.siteUrl),
  });
  writeCdnFiles(buildDir);
} catch (error) {
  fs.rmSync(buildDir, { recursive: true, force: true });
  console.error(`\nFinishing the pages failed: ${(error as Error).message}. out/ was not touched.`);
  process.exit(1);
}

// Last: brotli and gzip copies beside every text file, for nginx's brotli_static/gzip_static and
// the bundled server (lib/postbuild/compress.ts). PRECOMPRESS=0 leaves them out (a CDN host
// compresses itself, docs/deploy.md).
const precompress = !/^(0|false|off|no)$/i.test(process.env.PRECOMPRESS ?? '');
(precompress ? compressSite(buildDir) : Promise.resolve(null)).then(
  (report) => {
    if (report) {
      console.log(
        `Compressed ${report.files} text files (${report.copies} .br/.gz copies) in ` +
          `${(report.milliseconds / 1000).toFixed(1)} s.`,
      );
    }
    swapIntoOut();
  },
  (error: Error) => {
    fs.rmSync(buildDir, { recursive: true, force: true });
    console.error(`\nCompressing the pages failed: ${error.message}. out/ was not touched.`);
    process.exit(1);
  },
);

/** The old out/ moves aside, the new one takes its place, the old one goes. */
function swapIntoOut(): void {
  fs.rmSync(previousDir, { recursive: true, force: true });
  if (fs.existsSync(outDir)) fs.renameSync(outDir, previousDir);
  moveDir(buildDir, outDir);
  fs.rmSync(previousDir, { recursive: true, force: true });

  const pages = htmlFiles(outDir).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nBuilt ${pages} HTML pages into ${path.relative(root, outDir) || outDir} in ${seconds} s.`);
}

function moveDir(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    // Another file system: copy, then remove.
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}
