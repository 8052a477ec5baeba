/**
 * npm run bench: the project's own benchmark. Builds the site (sample content and
 * synthetic 2,000 and 5,000 participants) and an empty page of the same Next.js version (the
 * framework floor), then measures JavaScript and HTML per page, Lighthouse behind nginx (HTTP/2,
 * TLS, precompressed files: what visitors get, judged by the budgets) and on the bundled server
 * (reported beside), build time and memory, the ranking's response to input, the site search
 * (its index on the wire, what queries fetch, keystroke to results, indexing time), and the
 * image, font and prefetch rules; prints the tables with a PASS/FAIL line per budget and writes
 * bench/results.json and bench/report.md, with the figures of the baseline run beside.
 * Not part of npm test. Options: see tools/bench/options.ts (--quick, --skip-build, …).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findNginx } from '../../testkit/nginx-server';
import { writeFileAtomically } from '../../pipeline/files/write-atomically';
import { SEARCH_BUNDLE_FOLDER } from '../../pipeline/search/bundle';
import { chromiumLaunchOptions } from '../../testkit/chromium';
import { loadBaseline } from './baseline';
import { evaluateBudgets } from './budgets';
import { buildFloor, buildSite, type SiteBuild } from './builds';
import { checkFonts } from './fonts';
import { checkImages } from './images';
import { measureRankingInteraction } from './interaction';
import { runLighthouseRounds } from './lighthouse-rounds';
import { startNginx } from './nginx';
import { parseOptions } from './options';
import { measureHtml, measureScripts } from './page-weight';
import { precompress, precompressedCopies } from './precompress';
import { loadAverage } from './process-tree';
import { markdownReport, textReport, type BenchResults } from './report';
import { checkRowLinks } from './row-links';
import { estimatedMinutes, lighthouseSchedule } from './schedule';
import { checkSearchBundleServed, checkServed } from './served';
import {
  bundleFiles,
  indexingFigures,
  indexOnTheWire,
  rankingCompanies,
  searchDebounceMs,
  searchQueries,
  type SearchQuery,
} from './search';
import { measureSearchFetches, measureSearchTimings } from './search-page';
import { startServer, type RunningServer } from './server';
import { contentFacts, pageTargets } from './targets';
import type { CheckResult, InteractionFigures, PageFigures, SearchIndexSize, SearchTimings } from './types';

const repo = process.cwd();
const options = parseOptions(process.argv.slice(2));
const started = Date.now();
const loadAtStart = loadAverage();
const log = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s] ${text}`);
// The 1-minute load average when each measurement starts: other work on the machine shows in every timing.
const loadDuring: Record<string, number> = {};
const phase = (name: string) => {
  loadDuring[name] = loadAverage();
  log(`${name} … (load average ${loadDuring[name]?.toFixed(1)})`);
};

async function main() {
  fs.mkdirSync(options.workDir, { recursive: true });
  const p = options.port;
  const ports = { site: p, floor: p + 1, large: p + 2, mid: p + 3, nginx: p + 4, nginxFloor: p + 5 };
  const builds: SiteBuild[] = [];
  const facts = contentFacts(path.join(repo, 'content'));
  const targets = pageTargets(facts);
  const lighthouseRuns = lighthouseSchedule([undefined, ...targets], options).length;
  const estimate = estimatedMinutes({
    builds: !options.skipBuild,
    large: !options.quick,
    pages: targets.length + 1,
    lighthouseRuns,
  });
  log(
    `${targets.length} pages and the floor; ${lighthouseRuns} Lighthouse runs (${options.runs} per page behind nginx, ` +
      `${options.bundledRuns} on the bundled server). Estimate on an idle machine: ${estimate.total} min ` +
      `(builds ${estimate.builds}, page checks ${estimate.measurements}, Lighthouse ${estimate.lighthouse}).`,
  );

  // 1. Builds first, one after the other, so that they do not disturb each other or the measurements.
  const floorOut = path.join(options.workDir, 'floor', 'out');
  if (!options.skipBuild || !fs.existsSync(path.join(floorOut, 'index.html')))
    await buildFloor({ repo, workDir: options.workDir, log });
  if (!options.skipBuild) {
    // The sample content, then synthetic participants (no 5,000 with --quick); each build has its own port.
    const siteBuilds = [
      { label: 'sample', outDir: options.site, port: ports.site },
      { label: '2000', count: 2000, outDir: options.outDirs['2000'], port: ports.mid },
      // Five editions of 2,000: the work per participant page must not grow with the pages.
      { label: '2000×5', count: 2000, editions: 5, outDir: options.outDirs['2000x5'], port: ports.mid },
      ...(options.quick ? [] : [{ label: '5000', count: 5000, outDir: options.outDirs['5000'], port: ports.large }]),
    ];
    for (const { port, ...build } of siteBuilds) {
      // The measured site's canonical URLs name nginx's origin: the budgets' figures are measured there.
      const siteUrl = port === ports.site ? `https://localhost:${ports.nginx}` : `http://localhost:${port}`;
      builds.push(await buildSite({ repo, workDir: options.workDir, ...build, siteUrl, log }));
    }
  }
  if (!fs.existsSync(path.join(options.site, 'index.html')))
    throw new Error(`no built site in ${options.site}: run without --skip-build, or pass --site DIR`);
  const built5000 = builds.find((b) => b.figures.label === '5000');
  const largeOut = built5000?.figures.ok
    ? built5000.outDir
    : options.skipBuild && fs.existsSync(path.join(options.outDirs['5000'], 'index.html'))
      ? options.outDirs['5000']
      : undefined;

  // The floor is served as the site is: with the same precompressed copies when the site has them.
  const copies = precompressedCopies(options.site);
  if (copies.br || copies.gz) log(`[floor] ${precompress(floorOut, copies)} files precompressed like the site`);

  // 2. Serve and measure.
  const servers: RunningServer[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const site = await startServer(repo, options.site, ports.site);
    servers.push(site);
    const floorServer = await startServer(repo, floorOut, ports.floor);
    servers.push(floorServer);
    const large = largeOut ? await startServer(repo, largeOut, ports.large) : undefined;
    if (large) servers.push(large);
    const nginxOptions = { repo, tlsDir: path.join(options.workDir, 'tls') };
    const nginx = await startNginx({
      ...nginxOptions,
      root: options.site,
      port: ports.nginx,
      prefix: path.join(options.workDir, 'nginx-site'),
    });
    servers.push(nginx);
    const nginxFloor = await startNginx({
      ...nginxOptions,
      root: floorOut,
      port: ports.nginxFloor,
      prefix: path.join(options.workDir, 'nginx-floor'),
    });
    servers.push(nginxFloor);
    log(
      `nginx (HTTP/2, TLS) on ${nginx.origin} and ${nginxFloor.origin}: ${nginx.notes.join('; ') || 'as configured'}`,
    );

    const floor: PageFigures = { target: { key: 'floor', locale: 'en-GB', path: '/' } };
    const pages: PageFigures[] = targets.map((target) => ({ target }));
    phase('JavaScript and HTML per page');
    floor.js = await measureScripts(browser, `${floorServer.origin}/`);
    floor.html = await measureHtml(`${floorServer.origin}/`);
    for (const page of pages) {
      page.js = await measureScripts(browser, site.origin + page.target.path);
      page.html = await measureHtml(site.origin + page.target.path);
    }

    phase('Served by nginx');
    // The scripts of the search bundle go as brotli when nginx has its brotli_static module.
    const brotli = copies.br && !nginx.notes.some((note) => note.startsWith('brotli directives left out'));
    const served = [
      ...(await checkServed(nginx.origin, options.site, copies.br)),
      ...(await checkSearchBundleServed(nginx.origin, options.site, brotli)),
    ];

    phase('Images, fonts, ranking row links');
    const paths = pages.map((p) => p.target.path);
    const images = await checkImages(browser, site.origin, paths);
    const fonts = await checkFonts(browser, site.origin, paths);
    const rowLinks: CheckResult[] = [await checkRowLinks(browser, `${site.origin}/rangliste`)];

    phase('Ranking interaction');
    const interactions: InteractionFigures[] = [await measureRankingInteraction(browser, `${site.origin}/rangliste`)];
    if (large) interactions.push(await measureRankingInteraction(browser, `${large.origin}/rangliste`));

    phase('Search');
    // The index on the wire: the measured site, and the five editions of 2,000 when that build is there.
    const built2000x5 = builds.find((b) => b.figures.label === '2000×5');
    const index = [
      indexOnTheWire(options.site, 'sample', brotli),
      built2000x5?.figures.ok || options.skipBuild
        ? indexOnTheWire(options.outDirs['2000x5'], built2000x5 ? '2000×5' : '2000×5 (an earlier run)', brotli)
        : undefined,
    ].filter((size): size is SearchIndexSize => size !== undefined);
    const queries = searchQueries(rankingCompanies(path.join(repo, 'content')));
    // In each language its first company, then its first word of the texts.
    const firstOf = (locale: SearchQuery['locale'], kind: SearchQuery['kind']) =>
      queries.find((q) => q.locale === locale && q.kind === kind)?.q ?? '';
    const pairs = (['de-CH', 'en-GB'] as const).map((locale) => ({
      locale,
      first: firstOf(locale, 'company'),
      second: firstOf(locale, 'word'),
    }));
    // A search that fails is logged and left out (its budget then says SKIP); the run goes on.
    const attempt = async <T>(what: string, measure: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await measure();
      } catch (error) {
        log(`  search, ${what}: ${(error as Error).message}`);
        return undefined;
      }
    };
    // Each fetched file counts with its bytes as nginx sends it (the Served check holds them to nginx's).
    const sent = new Map(
      (bundleFiles(options.site, brotli)?.files ?? []).map((f) => [
        `/${SEARCH_BUNDLE_FOLDER}/${f.relative}`,
        f.wireBytes,
      ]),
    );
    const fetches =
      (await attempt('fetches', () => measureSearchFetches(browser, nginx.origin, pairs, (p) => sent.get(p)))) ?? [];
    // Timed on the bundled server, as the ranking's interaction.
    const debounceMs = searchDebounceMs(repo);
    const searchTimings: SearchTimings[] = [];
    for (const [worker, label] of [
      [true, "as shipped (Pagefind's worker)"],
      [false, 'Pagefind on the slowed main thread'],
    ] as const) {
      const timings = await attempt(label, () =>
        measureSearchTimings(browser, site.origin, queries, { debounceMs, worker, label }),
      );
      if (!timings) continue;
      searchTimings.push(timings);
      log(`  search, ${label}: median ${timings.medianMs.toFixed(0)} ms, max ${timings.maxMs.toFixed(0)} ms`);
    }

    // Lighthouse: round by round over every page and both servers (schedule.ts).
    await runLighthouseRounds({
      pages: [floor, ...pages],
      origin: (page, server) =>
        page === floor
          ? (server === 'nginx' ? nginxFloor : floorServer).origin
          : (server === 'nginx' ? nginx : site).origin,
      runs: options.runs,
      bundledRuns: options.bundledRuns,
      workDir: options.workDir,
      log,
      phase,
    });

    const results: BenchResults = {
      meta: {
        date: new Date().toISOString(),
        commit: gitDescription(),
        node: process.version,
        next: (
          JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', 'next', 'package.json'), 'utf8')) as {
            version: string;
          }
        ).version,
        cpus: os.availableParallelism(),
        mode: options.skipBuild ? 'skip-build' : options.quick ? 'quick' : 'full',
        lighthouseRuns: options.runs,
        bundledLighthouseRuns: options.bundledRuns,
        servers: {
          nginx: `nginx ${nginxVersion()}, HTTP/2 over TLS (self-signed), deploy/nginx/${nginx.notes.length ? `; ${nginx.notes.join('; ')}` : ''}`,
          bundled: 'scripts/serve.ts, HTTP/1.1, gzip on the fly',
        },
        wallSeconds: (Date.now() - started) / 1000,
        loadAverage: { start: loadAtStart, end: loadAverage(), during: loadDuring },
      },
      floor,
      pages,
      builds: builds.map((b) => b.figures),
      interactions,
      search: {
        index,
        fetchesServer: 'nginx (HTTP/2, TLS)',
        timingsServer: 'the bundled server (HTTP/1.1)',
        fetches,
        timings: searchTimings,
        indexing: builds.flatMap((b) => indexingFigures(b.figures) ?? []),
      },
      budgets: [],
    };
    results.budgets = evaluateBudgets({
      floor: { jsGzipBytes: floor.js?.gzipBytes, lighthouse: floor.lighthouse },
      pages,
      rankingRows: facts.rankingRows,
      builds: results.builds,
      interactions,
      searchTimings: searchTimings.find((t) => t.worker),
      checks: [
        { area: 'Served', results: served },
        { area: 'Images', results: images },
        { area: 'Fonts', results: fonts },
        { area: 'Row links', results: rowLinks },
      ],
      cpuCount: os.availableParallelism(),
    });
    if (options.skipBuild)
      results.budgets.push({
        area: 'Build',
        item: 'build budgets',
        limit: '',
        actual: 'skipped (--skip-build)',
        status: 'SKIP',
      });

    const out = path.join(repo, 'bench');
    fs.mkdirSync(out, { recursive: true });
    const baseline = loadBaseline(out, options.baseline);
    if (baseline) results.baseline = baseline;
    writeFileAtomically(
      path.join(out, 'results.json'),
      `${JSON.stringify({ ...results, checks: { served, images, fonts, rowLinks } }, null, 2)}\n`,
    );
    writeFileAtomically(path.join(out, 'report.md'), markdownReport(results));
    console.log(`\n${textReport(results)}\n\nWritten: bench/results.json, bench/report.md`);
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}

function nginxVersion(): string {
  const { stderr } = spawnSync(findNginx(), ['-v'], { encoding: 'utf8' });
  return /nginx\/([\d.]+)/.exec(stderr ?? '')?.[1] ?? '';
}

function gitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repo, encoding: 'utf8' }).trim() !==
      '';
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
