/** The shapes of the benchmark's figures, as written to bench/results.json. */

export type PageKey =
  | 'home'
  | 'ranking'
  | 'participant'
  | 'criteria'
  | 'gallery'
  | 'compare'
  | 'archive'
  /** A past edition's ranking (/2025/rangliste). */
  | 'past-ranking'
  /** The search page (/suche), its island loading the index when the field is focused. */
  | 'search';

/** The two servers Lighthouse measures: nginx as in production (HTTP/2, TLS), and scripts/serve.ts. */
export type ServerKind = 'nginx' | 'bundled';

export interface PageTarget {
  /** 'floor': the framework floor page. */
  key: PageKey | 'floor';
  locale: 'de-CH' | 'en-GB';
  path: string;
}

export interface ScriptWeight {
  /** Module scripts fetched before the load event. */
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** Scripts fetched in the 3 s after the load event (not counted above; for example route prefetches). */
  afterLoadScripts: number;
  afterLoadGzipBytes: number;
}

export interface LighthouseRun {
  performance: number;
  fcpMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** LCP as the unthrottled page load showed it (Lighthouse's observedLargestContentfulPaint). */
  observedLcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element (its text or snippet) and Lighthouse's LCP phases, ms. */
  lcpElement: string;
  lcpPhases: Record<string, number>;
  /** Audits below a score of 1 in accessibility, best practices or SEO (ids). */
  failedAudits: string[];
  /** The document's protocol as Chrome saw it (http/1.1, h2) and the bytes on the wire of all requests. */
  protocol?: string;
  transferBytes?: number;
}

export interface LighthouseResult extends LighthouseRun {
  runs: LighthouseRun[];
}

export interface PageFigures {
  target: PageTarget;
  js?: ScriptWeight;
  html?: {
    rawBytes: number;
    gzipBytes: number;
    /** Brotli at quality 11, as a precompressed .br file. */
    brotliBytes?: number;
    routerPayloadBytes: number;
    routerPayloadScripts: number;
    /** The payload file beside the page, when the payload is not inline. */
    payloadFile?: { path: string; gzipBytes: number };
  };
  /** Lighthouse behind nginx (HTTP/2, TLS, precompressed files): what visitors get, judged by the budgets. */
  lighthouse?: LighthouseResult;
  /** Lighthouse on the bundled server (HTTP/1.1, gzip on the fly), reported beside. */
  bundledLighthouse?: LighthouseResult;
}

/** One step of the build script (scripts/build.ts) as its closing line reports it. */
export interface BuildStep {
  name: string;
  seconds: number;
  /** The counts in brackets after the time ("1823 pages"), when there are any. */
  detail?: string;
}

export interface BuildFigures {
  label: string;
  participants: number;
  /** Editions in the content (each with its own participant pages). */
  editions: number;
  htmlPages: number;
  ok: boolean;
  wallSeconds: number;
  msPerPage: number;
  cpuSeconds: number;
  coresUsed: number;
  peakRssBytes: number;
  /** The same peak as PSS: shared pages counted once in all. */
  peakPssBytes?: number;
  /** Next's own figures for the static generation step. */
  staticGeneration?: { workers: number; paths: number; seconds: number; msPerPath: number; coresUsed?: number };
  phases: { name: string; seconds: number }[];
  /** The build script's steps with their times (absent in runs before the steps were read). */
  steps?: BuildStep[];
  loadAverage: { start: number; end: number };
}

export interface InteractionSample {
  /** Event Timing duration of the interaction (longest entry with its interactionId), ms. */
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  /** From the input until the rows show the result (aria-busy false and a frame later), ms. */
  settledMs: number;
}

export interface InteractionFigures {
  rows: number;
  keystroke: { medianMs: number; maxMs: number; settledMedianMs: number; samples: InteractionSample[] };
  sort: { medianMs: number; maxMs: number; settledMedianMs: number; samples: InteractionSample[] };
}

/** Part of the search bundle: a language's files, the shared files, or all of them. */
export interface SearchIndexPart {
  name: string;
  files: number;
  diskBytes: number;
  /** As the server sends them (search.ts, servedBytes). */
  wireBytes: number;
}

export interface SearchIndexSize {
  /** The build measured ('sample', '2000×5'). */
  label: string;
  /** The coding of the scripts and the entry: brotli where the server sends brotli. */
  encoding: 'br' | 'gzip';
  parts: SearchIndexPart[];
  total: SearchIndexPart;
}

/** What one query fetched from /pagefind/: each file's path and its body's bytes as the server sends it. */
export interface SearchQueryFetch {
  query: string;
  bytes: number;
  files: { path: string; bytes: number }[];
}

export interface SearchFetch {
  locale: 'de-CH' | 'en-GB';
  /** From focusing the field of a fresh page load until the first query's results show. */
  first: SearchQueryFetch;
  /** What a second, different query in the same page added. */
  second: SearchQueryFetch;
}

export interface SearchTimingSample {
  locale: 'de-CH' | 'en-GB';
  query: string;
  /** From the last keystroke until the results show, less the pause before searching, ms. */
  ms: number;
  /** Results shown (the island shows the first 30 and the best of each other edition found). */
  results: number;
}

export interface SearchTimings {
  label: string;
  /** Whether Pagefind searched in its worker (as shipped) or on the page's main thread. */
  worker: boolean;
  viewport: { width: number; height: number };
  cpuSlowdown: number;
  /** The island's pause after the last keystroke, subtracted from every sample. */
  debounceMs: number;
  medianMs: number;
  maxMs: number;
  samples: SearchTimingSample[];
}

/** What writing the index adds to a build (the build script's step "search index"). */
export interface SearchIndexing {
  label: string;
  /** Pages indexed, by language. */
  pages: Record<string, number>;
  files?: number;
  megabytes?: number;
  stepSeconds: number;
  /** The whole build, and without the step. */
  totalSeconds: number;
  withoutSeconds: number;
  msPerThousandPages?: number;
}

export interface SearchFigures {
  index: SearchIndexSize[];
  /** The servers the fetches and the timings were measured on, for the report. */
  fetchesServer?: string;
  timingsServer?: string;
  fetches: SearchFetch[];
  timings: SearchTimings[];
  indexing: SearchIndexing[];
}

export interface CheckResult {
  name: string;
  pass: boolean;
  detail: string;
  offenders?: string[];
}

export interface BudgetLine {
  area: string;
  item: string;
  limit: string;
  actual: string;
  status: 'PASS' | 'FAIL' | 'SKIP';
  /** How far off, for a FAIL (in the limit's unit). */
  over?: string;
  /** What failed, one entry per offender (images, fonts, …). */
  details?: string[];
}
