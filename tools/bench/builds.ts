import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { editionYears } from '../../lib/content/edition-files';
import { filesUnder } from '../../pipeline/files/walk';
import { parseBuildLog } from './build-log';
import { currentEditionDir } from './current-edition';
import { writeFloorApp } from './floor-app';
import { runMeasured } from './measured-run';
import type { BuildFigures } from './types';
import { prepareWorkspace } from './workspace';

/**
 * The benchmark's builds: the site with the sample content or with N synthetic participants
 * (`npm run build` in a private copy of the repository, measured), and the framework floor.
 */
export interface SiteBuild {
  figures: BuildFigures;
  outDir: string;
}

const tsx = (repo: string) => path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * A complete content folder with `editions` editions of about `count` synthetic participants each:
 * `npm run content:sample --out` writes the editions' rows (and the past editions' awards and
 * texts), so the rest (translations, the current edition's awards and texts, media, site
 * settings) is copied from the repository's content/ first, without its other editions.
 */
export function syntheticContent(
  repo: string,
  workspace: string,
  dir: string,
  { count, editions }: { count: number; editions: number },
  log: (text: string) => void,
): void {
  fs.rmSync(dir, { recursive: true, force: true });
  const source = path.join(repo, 'content');
  const current = currentEditionDir(source);
  fs.cpSync(source, dir, {
    recursive: true,
    filter: (file) => {
      const relative = path.relative(path.join(source, 'editions'), file);
      if (relative.startsWith('..') || relative === '') return true;
      const inCurrent = path.relative(current, file);
      // The current edition's awards and texts only; every row is written by the generator.
      return !inCurrent.startsWith('..') && !/^(ranking\.json|participants)/.test(inCurrent);
    },
  });
  const result = spawnSync(
    process.execPath,
    [
      tsx(repo),
      'tools/sample/generate-sample-content.ts',
      '--count',
      String(count),
      '--editions',
      String(editions),
      '--out',
      dir,
    ],
    { cwd: workspace, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`content:sample --count ${count} --editions ${editions} failed:\n${result.stderr}`);
  log(result.stdout.trim());
}

/** Rows in the current edition's ranking and the number of editions of a content folder. */
function contentSize(dir: string): { participants: number; editions: number } {
  const ranking = path.join(currentEditionDir(dir), 'ranking.json');
  const editions = editionYears(dir).length;
  return { participants: (JSON.parse(fs.readFileSync(ranking, 'utf8')) as unknown[]).length, editions };
}

export async function buildSite(options: {
  repo: string;
  workDir: string;
  label: string;
  /** Synthetic participants per edition; undefined for the sample content. */
  count?: number;
  /** Synthetic editions (with `count`; default 1). */
  editions?: number;
  outDir: string;
  siteUrl: string;
  log: (text: string) => void;
}): Promise<SiteBuild> {
  const { repo, workDir, label, outDir, log } = options;
  const workspace = path.join(workDir, `ws-${label}`);
  log(`[build ${label}] preparing a private copy of the repository in ${workspace}`);
  prepareWorkspace(repo, workspace);
  const contentDir =
    options.count === undefined ? path.join(workspace, 'content') : path.join(workDir, `content-${label}`);
  if (options.count !== undefined)
    syntheticContent(repo, workspace, contentDir, { count: options.count, editions: options.editions ?? 1 }, log);
  const { participants, editions } = contentSize(contentDir);
  const env = {
    ...process.env,
    CONTENT_DIR: contentDir,
    OUT_DIR: outDir,
    NEXT_PUBLIC_SITE_URL: options.siteUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    // Measured as a real edition is served: no sample data notice, pages open to search engines
    // (Lighthouse's SEO score counts a noindex page as a failure).
    SAMPLE_DATA: '0',
    // The real ranking on a local address: allowed for a build that is never published.
    LOCAL_BUILD: '1',
  };

  // Untimed: generated media are cached between builds (stamps in .cache/), so the timed build
  // below measures the usual rebuild, not the one-off generation of thousands of covers.
  const warmStart = Date.now();
  const media = spawnSync(process.execPath, [tsx(repo), 'scripts/generate-media.ts'], {
    cwd: workspace,
    env,
    encoding: 'utf8',
  });
  if (media.status !== 0) throw new Error(`[build ${label}] media generation failed:\n${media.stderr}`);
  log(
    `[build ${label}] media cache ready in ${((Date.now() - warmStart) / 1000).toFixed(0)} s: ${media.stdout.trim().split('\n').pop()}`,
  );

  log(`[build ${label}] npm run build (${participants} participants, ${editions} editions) …`);
  const genCpu: { start?: number; end?: number } = {};
  const logFile = path.join(workDir, `build-${label}.log`);
  const run = await runMeasured('npm', ['run', 'build'], {
    cwd: workspace,
    env,
    logFile,
    onLine: (line, cpu) => {
      if (/Generating static pages using \d+ workers? \(0\//.test(line.text)) genCpu.start = cpu();
      if (/✓ Generating static pages using/.test(line.text)) genCpu.end = cpu();
    },
  });
  const parsed = parseBuildLog(run.lines, run.wallSeconds);
  const htmlPages = run.ok ? (parsed.htmlPages ?? filesUnder(outDir, '.html').length) : 0;
  const gen = parsed.staticGeneration;
  const genSeconds = gen ? gen.endSeconds - gen.startSeconds : undefined;
  const figures: BuildFigures = {
    label,
    participants,
    editions,
    htmlPages,
    ok: run.ok,
    wallSeconds: run.wallSeconds,
    msPerPage: htmlPages ? (run.wallSeconds * 1000) / htmlPages : 0,
    cpuSeconds: run.cpuSeconds,
    coresUsed: run.cpuSeconds / run.wallSeconds,
    peakRssBytes: run.peakRssBytes,
    peakPssBytes: run.peakPssBytes,
    phases: parsed.phases,
    steps: parsed.steps,
    loadAverage: run.loadAverage,
    ...(gen && genSeconds
      ? {
          staticGeneration: {
            workers: gen.workers,
            paths: gen.paths,
            seconds: genSeconds,
            msPerPath: (genSeconds * 1000) / gen.paths,
            ...(genCpu.start !== undefined && genCpu.end !== undefined
              ? { coresUsed: (genCpu.end - genCpu.start) / genSeconds }
              : {}),
          },
        }
      : {}),
  };
  log(`[build ${label}] ${run.ok ? 'done' : 'FAILED'} in ${run.wallSeconds.toFixed(0)} s (log: ${logFile})`);
  const peak = run.memoryPeak;
  log(
    `[build ${label}] memory peak ${(run.peakRssBytes / 1024 ** 3).toFixed(2)} GiB at ${peak.atSeconds.toFixed(0)} s: ` +
      peak.processes.map((p) => `${p.command} ${(p.rssBytes / 1024 ** 2).toFixed(0)} MiB`).join('; '),
  );
  // The build cache of a 5,000-participant build is large and every run starts cold anyway.
  fs.rmSync(path.join(workspace, '.next'), { recursive: true, force: true });
  return { figures, outDir };
}

/** Builds the framework floor app; returns its out/ folder. */
export async function buildFloor(options: {
  repo: string;
  workDir: string;
  log: (text: string) => void;
}): Promise<string> {
  const dir = path.join(options.workDir, 'floor');
  writeFloorApp(options.repo, dir);
  options.log(`[floor] next build in ${dir} …`);
  const run = await runMeasured(
    process.execPath,
    [path.join(options.repo, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      logFile: path.join(options.workDir, 'build-floor.log'),
    },
  );
  if (!run.ok || !fs.existsSync(path.join(dir, 'out', 'index.html')))
    throw new Error(`the floor app did not build (see ${path.join(options.workDir, 'build-floor.log')})`);
  options.log(`[floor] built in ${run.wallSeconds.toFixed(0)} s`);
  return path.join(dir, 'out');
}
