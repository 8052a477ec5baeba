import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumFlags, chromiumPath } from '../../testkit/chromium';
import { waitForQuietCpu } from './quiet-cpu';
import { median } from './stats';
import type { LighthouseResult, LighthouseRun } from './types';

/**
 * Lighthouse (npm `lighthouse`, mobile defaults: simulated slow 4G and 4× CPU slowdown) in
 * Debian's Chromium, one process per run. The figures of several runs are combined metric by
 * metric into their medians.
 */
export const chromeFlags = ['--headless=new', ...chromiumFlags];

interface LighthouseJson {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: unknown }>;
  runtimeError?: { code: string; message: string };
}

const score = (json: LighthouseJson, category: string) => Math.round((json.categories[category]?.score ?? 0) * 100);

/** The figures of one Lighthouse report (pure). */
export function summariseReport(json: LighthouseJson): LighthouseRun {
  if (json.runtimeError) throw new Error(`Lighthouse: ${json.runtimeError.code} ${json.runtimeError.message}`);
  const failedAudits = new Set<string>();
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of json.categories[category]?.auditRefs ?? []) {
      const audit = json.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failedAudits.add(ref.id);
    }
  }
  const numeric = (id: string) => json.audits[id]?.numericValue ?? NaN;
  const lcp = lcpDetails(json.audits['largest-contentful-paint-element']?.details);
  const requests = (json.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  return {
    performance: score(json, 'performance'),
    fcpMs: numeric('first-contentful-paint'),
    accessibility: score(json, 'accessibility'),
    bestPractices: score(json, 'best-practices'),
    seo: score(json, 'seo'),
    lcpMs: numeric('largest-contentful-paint'),
    observedLcpMs: observed(json, 'observedLargestContentfulPaint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    ...lcp,
    failedAudits: [...failedAudits].sort(),
    protocol: requests.find((r) => r.resourceType === 'Document')?.protocol ?? requests[0]?.protocol ?? '',
    transferBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

interface NetworkRequest {
  protocol?: string;
  resourceType?: string;
  transferSize?: number;
}

/** A figure of the unthrottled load, from the metrics audit. */
function observed(json: LighthouseJson, key: string): number {
  const items = (json.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items;
  return items?.[0]?.[key] ?? NaN;
}

interface Details {
  items?: { items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[] }[];
}

/** The LCP element's text (or its tag) and the phases from the largest-contentful-paint-element audit. */
function lcpDetails(details: unknown): { lcpElement: string; lcpPhases: Record<string, number> } {
  const tables = (details as Details | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const label = node?.nodeLabel || node?.snippet || '';
  const lcpPhases: Record<string, number> = {};
  for (const row of tables[1]?.items ?? [])
    if (row.phase && typeof row.timing === 'number') lcpPhases[row.phase] = Math.round(row.timing);
  return { lcpElement: `${node?.snippet?.match(/^<\w+/)?.[0]?.slice(1) ?? ''} “${label.slice(0, 50)}”`, lcpPhases };
}

/** Each metric's median over the runs; failed audits are those that failed in any run (pure). */
export function combineRuns(runs: LighthouseRun[]): LighthouseResult {
  const m = (pick: (r: LighthouseRun) => number) => median(runs.map(pick)) as number;
  // The LCP element of the run whose LCP is the median (or nearest to it).
  const lcpMs = m((r) => r.lcpMs);
  const typical = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcpMs) - Math.abs(b.lcpMs - lcpMs))[0] as LighthouseRun;
  return {
    performance: m((r) => r.performance),
    fcpMs: m((r) => r.fcpMs),
    lcpElement: typical.lcpElement,
    lcpPhases: typical.lcpPhases,
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    lcpMs,
    observedLcpMs: m((r) => r.observedLcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))].sort(),
    protocol: [...new Set(runs.map((r) => r.protocol ?? ''))].join('/'),
    transferBytes: m((r) => r.transferBytes ?? NaN),
    runs,
  };
}

/**
 * Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): up to three attempts.
 * `extraFlags`: Chromium flags for this run only (the nginx runs accept the run's self-signed certificate).
 */
export async function runLighthouse(
  url: string,
  reportFile: string,
  { extraFlags = [], attempts = 3 }: { extraFlags?: string[]; attempts?: number } = {},
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, reportFile, extraFlags);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

async function runLighthouseOnce(url: string, reportFile: string, extraFlags: string[]): Promise<LighthouseRun> {
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.rmSync(reportFile, { force: true });
  await waitForQuietCpu();
  // The bench's own dependency (tools/bench/package.json), resolved from here: the site does not install it.
  const cli = require.resolve('lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${reportFile}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${[...chromeFlags, ...extraFlags].join(' ')}`,
    '--quiet',
  ];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('close', (c) => {
      if (c !== 0) process.stderr.write(stderr);
      resolve(c ?? 1);
    });
  });
  if (code !== 0 || !fs.existsSync(reportFile)) throw new Error(`Lighthouse failed for ${url}`);
  return summariseReport(JSON.parse(fs.readFileSync(reportFile, 'utf8')) as LighthouseJson);
}
