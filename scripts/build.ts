/** npm run build: content check, build into a temporary folder, and only on success swap it into out/. */
import './env';
import fs from 'node:fs';
import path from 'node:path';
import { parseGtmId } from '../lib/analytics';
import { readContentFacts, type ContentFacts } from '../pipeline/build/content-facts';
import { checkSiteAddress, localBuildOn, sampleDataFromSiteFile } from '../pipeline/build/site-address';
import { runChild } from '../pipeline/build/run-child';
import { runNextBuild } from '../pipeline/build/next-build';
import { formatDuration } from '../pipeline/build/progress';
import { BuildSteps, stepSummary } from '../pipeline/build/steps';
import { config } from '../lib/config';
import { contentDir, loadContent } from '../lib/content/load';
import { writeCdnFiles } from '../pipeline/deploy/cdn-files';
import { compressSite } from '../pipeline/postbuild/compress';
import { finishSite, htmlFiles } from '../pipeline/postbuild/finish-site';
import { placeholderArchiveYear } from '../lib/routes';
import { searchSite } from '../pipeline/search/page-facts';
import { describeSearchIndex, writeSearchIndex } from '../pipeline/search/search-index';
import { siteStructuredData } from '../pipeline/seo/site-structured-data';

const root = process.cwd();
const outDir = path.resolve(process.env.OUT_DIR || 'out');
// Per-process names, so that two builds at once cannot write into each other's folder.
const buildName = `.out-building-${process.pid}`;
const buildDir = path.join(root, buildName);
const previousDir = `${outDir}.previous-${process.pid}`;
const factsFile = path.join(root, `.content-facts-${process.pid}.json`);
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const steps = new BuildSteps(
  ['content check', 'media', 'compile', 'pages', 'post-build', 'search index', 'compress', 'swap'],
  process.stdout,
);

/** Ends the build with the message; the temporary folder goes, out/ stays as it was. */
function stop(message: string): never {
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.rmSync(factsFile, { force: true });
  console.error(`\n${message} out/ was not touched.`);
  process.exit(1);
}

/** Runs a script with tsx (`args`: its file and options), stopping the build with `failure` when it fails. */
async function runScript(failure: string, ...args: string[]): Promise<void> {
  if ((await runChild(process.execPath, [tsx, ...args])) !== 0) stop(failure);
}

/** Stops the build when the site address does not fit it; warns when it only might not. */
function checkAddress(sampleData: boolean): void {
  const finding = checkSiteAddress({
    siteUrl: process.env.NEXT_PUBLIC_SITE_URL,
    sampleData,
    localBuild: localBuildOn(),
  });
  if (finding?.level === 'error') stop(`Build stopped: ${finding.message}`);
  if (finding) console.warn(`\nWarning: ${finding.message}\n`);
}

/** Sample data or not, from content/site.json alone (undefined when unreadable: the content check reports it). */
function sampleDataBeforeCheck(): boolean | undefined {
  try {
    return sampleDataFromSiteFile(fs.readFileSync(path.join(contentDir(), 'site.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

async function build(): Promise<void> {
  // First, before anything takes time: a build of the real ranking needs its public address.
  const sampleData = sampleDataBeforeCheck();
  if (sampleData !== undefined) checkAddress(sampleData);

  steps.start('content check');
  await runScript('Build stopped: fix the content problems above.', 'scripts/check-content.ts', '--facts', factsFile);
  // This process loads the content itself only after Next has rendered (pipeline/build/content-facts).
  let facts: ContentFacts;
  try {
    facts = readContentFacts(factsFile);
  } catch (error) {
    stop(`Build stopped: the content check left no readable facts (${(error as Error).message}).`);
  }
  fs.rmSync(factsFile);
  steps.end();
  if (sampleData === undefined) checkAddress(facts.sampleData);

  steps.start('media');
  await runScript('Build stopped: generating the sample media failed.', 'scripts/generate-media.ts');
  steps.end();

  fs.rmSync(buildDir, { recursive: true, force: true });
  const expectedPages = facts.expectedPages;
  const built = await runNextBuild({ root, buildName, expectedPages, steps, out: process.stdout, err: process.stderr });
  if (!built) stop('Build failed.');
  steps.end(`${htmlFiles(buildDir).length} of ${expectedPages} pages`);
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(path.join(buildDir, '404.html')))
    stop('Build produced no complete site.');

  // Without archived editions, the /{year}/ routes were exported for a placeholder year (404 pages).
  for (const prefix of ['', 'en']) {
    const placeholder = path.join(buildDir, prefix, placeholderArchiveYear);
    for (const suffix of ['', '.html', '.txt']) fs.rmSync(`${placeholder}${suffix}`, { recursive: true, force: true });
  }

  // Post-build: payload files, CSP, preloads and JSON-LD (pipeline/postbuild/).
  steps.start('post-build');
  try {
    const pages = finishSite(buildDir, {
      gtmId: parseGtmId(process.env.NEXT_PUBLIC_GTM_ID),
      storageBaseUrl: process.env.NEXT_PUBLIC_STORAGE_BASE_URL,
      structuredData: siteStructuredData(loadContent(), config.siteUrl),
    });
    steps.end(`${pages} pages`);
  } catch (error) {
    stop(`Finishing the pages failed: ${(error as Error).message}.`);
  }

  // The site search's index of the finished pages, one per language, into pagefind/ (pipeline/search/);
  // then _headers and _redirects for CDN hosts, whose rules name the folders, the index's among them.
  steps.start('search index');
  try {
    const report = await writeSearchIndex(buildDir, searchSite(loadContent()));
    writeCdnFiles(buildDir);
    steps.end(describeSearchIndex(report));
  } catch (error) {
    stop(`Indexing the pages for the site search failed: ${(error as Error).message}.`);
  }

  // Last: brotli and gzip copies beside every text file; PRECOMPRESS=0 leaves them out (a CDN compresses itself).
  steps.start('compress');
  if (/^(0|false|off|no)$/i.test(process.env.PRECOMPRESS ?? '')) {
    steps.end('skipped: PRECOMPRESS=0');
  } else {
    try {
      const report = await compressSite(buildDir);
      steps.end(`${report.files} text files, ${report.copies} .br/.gz copies`);
    } catch (error) {
      stop(`Compressing the pages failed: ${(error as Error).message}.`);
    }
  }

  steps.start('swap');
  swapIntoOut();
  const pages = htmlFiles(outDir).length;
  steps.end();

  const total = steps.elapsed();
  console.log(`\n${stepSummary(steps.records, total).join('\n')}`);
  console.log(`\nBuilt ${pages} HTML pages into ${path.relative(root, outDir) || outDir} in ${formatDuration(total)}.`);
}

/** The old out/ moves aside, the new one takes its place, the old one goes. */
function swapIntoOut(): void {
  fs.rmSync(previousDir, { recursive: true, force: true });
  if (fs.existsSync(outDir)) fs.renameSync(outDir, previousDir);
  moveDir(buildDir, outDir);
  fs.rmSync(previousDir, { recursive: true, force: true });
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

build().catch((error: Error) => stop(`Build failed: ${error.stack ?? error.message}`));
