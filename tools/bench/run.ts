/**
 * npm run bench: the project's own benchmark (issue 5). Builds the site (sample content and
 * synthetic 2,000 and 5,000 participants) and an empty page of the same Next.js version (the
 * framework floor), then measures JavaScript and HTML per page, Lighthouse, build time and
 * memory, the ranking's response to input, and the image, font and prefetch rules; prints the
 * tables with a PASS/FAIL line per budget and writes bench/results.json and bench/report.md.
 * Not part of npm test. Options: see tools/bench/options.ts (--quick, --skip-build, …).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { comparePath } from '../../lib/compare/path';
import { evaluateBudgets } from './budgets';
import { currentEditionDir } from './current-edition';
import { buildFloor, buildSite, type SiteBuild } from './builds';
import { checkFonts } from './fonts';
import { checkImages } from './images';
import { measureRankingInteraction } from './interaction';
import { combineRuns, runLighthouse } from './lighthouse';
import { parseOptions } from './options';
import { measureHtml, measureScripts } from './page-weight';
import { loadAverage } from './process-tree';
import { markdownReport, textReport, type BenchResults } from './report';
import { checkRowLinks } from './row-links';
import { startServer, type RunningServer } from './server';
import type { CheckResult, InteractionFigures, LighthouseRun, PageFigures, PageTarget } from './types';

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

function targets(): PageTarget[] {
  const awards = JSON.parse(
    fs.readFileSync(path.join(currentEditionDir(path.join(repo, 'content')), 'awards.json'), 'utf8'),
  ) as {
    winnerCategories: { key: string; winners: string[] }[];
  };
  const overall = awards.winnerCategories.find((c) => c.key === 'overall')?.winners ?? [];
  const winner = overall[0] ?? awards.winnerCategories[0]?.winners[0];
  const pages = [
    { key: 'home', path: '/' },
    { key: 'ranking', path: '/rangliste' },
    { key: 'participant', path: `/teilnehmer/${winner}` },
    { key: 'criteria', path: '/kriterien' },
    { key: 'gallery', path: '/galerie' },
    // The comparison island with three companies in it: the overall winners.
    { key: 'compare', path: comparePath(overall.slice(0, 3)) },
  ] as const;
  return (['de-CH', 'en-GB'] as const).flatMap((locale) =>
    pages.map((p) => ({
      key: p.key,
      locale,
      path: locale === 'de-CH' ? p.path : p.path === '/' ? '/en' : `/en${p.path}`,
    })),
  );
}

async function main() {
  fs.mkdirSync(options.workDir, { recursive: true });
  const ports = { site: options.port, floor: options.port + 1, large: options.port + 2, mid: options.port + 3 };
  const builds: SiteBuild[] = [];

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
    for (const { port, ...build } of siteBuilds)
      builds.push(
        await buildSite({ repo, workDir: options.workDir, ...build, siteUrl: `http://localhost:${port}`, log }),
      );
  }
  if (!fs.existsSync(path.join(options.site, 'index.html')))
    throw new Error(`no built site in ${options.site}: run without --skip-build, or pass --site DIR`);
  const built5000 = builds.find((b) => b.figures.label === '5000');
  const largeOut = built5000?.figures.ok
    ? built5000.outDir
    : options.skipBuild && fs.existsSync(path.join(options.outDirs['5000'], 'index.html'))
      ? options.outDirs['5000']
      : undefined;

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

    const floor: PageFigures = { target: { key: 'floor', locale: 'en-GB', path: '/' } };
    const pages: PageFigures[] = targets().map((target) => ({ target }));
    phase('JavaScript and HTML per page');
    floor.js = await measureScripts(browser, `${floorServer.origin}/`);
    floor.html = await measureHtml(`${floorServer.origin}/`);
    for (const page of pages) {
      page.js = await measureScripts(browser, site.origin + page.target.path);
      page.html = await measureHtml(site.origin + page.target.path);
    }

    phase('Images, fonts, ranking row links');
    const paths = pages.map((p) => p.target.path);
    const images = await checkImages(browser, site.origin, paths);
    const fonts = await checkFonts(browser, site.origin, paths);
    const rowLinks: CheckResult[] = [await checkRowLinks(browser, `${site.origin}/rangliste`)];

    phase('Ranking interaction');
    const interactions: InteractionFigures[] = [await measureRankingInteraction(browser, `${site.origin}/rangliste`)];
    if (large) interactions.push(await measureRankingInteraction(browser, `${large.origin}/rangliste`));

    // Lighthouse: round by round over every page, so that the machine's ups and downs spread evenly.
    const lighthouseRuns = new Map<PageFigures, LighthouseRun[]>();
    const everyPage = [floor, ...pages];
    for (let round = 1; round <= options.runs; round++) {
      phase(`Lighthouse round ${round} of ${options.runs}`);
      for (const page of everyPage) {
        const origin = page === floor ? floorServer.origin : site.origin;
        const name = page === floor ? 'floor' : `${page.target.key}-${page.target.locale}`;
        const report = path.join(options.workDir, 'lighthouse', `${name}-${round}.json`);
        try {
          lighthouseRuns.set(page, [
            ...(lighthouseRuns.get(page) ?? []),
            await runLighthouse(origin + page.target.path, report),
          ]);
        } catch (error) {
          log(`  ${name}: ${(error as Error).message}`);
        }
      }
    }
    for (const [page, runs] of lighthouseRuns) if (runs.length) page.lighthouse = combineRuns(runs);

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
        wallSeconds: (Date.now() - started) / 1000,
        loadAverage: { start: loadAtStart, end: loadAverage(), during: loadDuring },
      },
      floor,
      pages,
      builds: builds.map((b) => b.figures),
      interactions,
      budgets: [],
    };
    results.budgets = evaluateBudgets({
      floor: { jsGzipBytes: floor.js?.gzipBytes, tbtMs: floor.lighthouse?.tbtMs },
      pages,
      builds: results.builds,
      interactions,
      checks: [
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
    fs.writeFileSync(
      path.join(out, 'results.json'),
      `${JSON.stringify({ ...results, checks: { images, fonts, rowLinks } }, null, 2)}\n`,
    );
    fs.writeFileSync(path.join(out, 'report.md'), markdownReport(results));
    console.log(`\n${textReport(results)}\n\nWritten: bench/results.json, bench/report.md`);
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
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
