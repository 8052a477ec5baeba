import fs from 'node:fs';
import path from 'node:path';
import type { PageFigures } from './types';

/**
 * The figures of an earlier run (a copy of its results.json, bench/baseline-<date>.json), page by
 * page, for the report's "before" columns. Runs before the nginx harness measured Lighthouse on
 * the bundled server only (HTTP/1.1): their `lighthouse` is the bundled server's.
 */
export interface BaselinePage {
  path: string;
  performance?: number;
  lcpMs?: number;
  tbtMs?: number;
  jsGzipBytes?: number;
  htmlGzipBytes?: number;
  routerPayloadBytes?: number;
}

export interface Baseline {
  file: string;
  date: string;
  commit: string;
  lighthouseRuns: number;
  /** The server its Lighthouse figures come from. */
  server: string;
  pages: BaselinePage[];
}

interface OldResults {
  meta: { date: string; commit: string; lighthouseRuns: number; servers?: unknown };
  floor: PageFigures;
  pages: PageFigures[];
}

/** The page figures of a results.json (pure); the floor under the path "floor". */
export function baselineFrom(file: string, json: OldResults): Baseline {
  const page = (p: PageFigures, key: string): BaselinePage => ({
    path: key,
    performance: p.lighthouse?.performance,
    lcpMs: p.lighthouse?.lcpMs,
    tbtMs: p.lighthouse?.tbtMs,
    jsGzipBytes: p.js?.gzipBytes,
    htmlGzipBytes: p.html?.gzipBytes,
    routerPayloadBytes: p.html?.routerPayloadBytes,
  });
  return {
    file,
    date: json.meta.date,
    commit: json.meta.commit,
    lighthouseRuns: json.meta.lighthouseRuns,
    server: json.meta.servers ? 'nginx (HTTP/2, TLS)' : 'bundled server (HTTP/1.1)',
    pages: [page(json.floor, 'floor'), ...json.pages.map((p) => page(p, p.target.path))],
  };
}

/** `explicit`, or the newest bench/baseline-*.json by name; undefined when there is none. */
export function loadBaseline(benchDir: string, explicit?: string): Baseline | undefined {
  const candidates = fs.existsSync(benchDir)
    ? fs
        .readdirSync(benchDir)
        .filter((f) => /^baseline-.*\.json$/.test(f))
        .sort()
    : [];
  const file = explicit ?? (candidates.length ? path.join(benchDir, candidates[candidates.length - 1] as string) : '');
  if (!file) return undefined;
  return baselineFrom(
    path.relative(path.dirname(benchDir), file),
    JSON.parse(fs.readFileSync(file, 'utf8')) as OldResults,
  );
}
