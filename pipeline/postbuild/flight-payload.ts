/**
 * Moves a page's router payload out of its HTML into a file of its own (`x.flight.json`), about
 * half of a page's compressed bytes; a small external loader (flight-loader.ts) fetches it and
 * pushes the segments into `self.__next_f` once the document is parsed.
 *
 * Next's runtime must start only after that: it closes the stream at DOMContentLoaded, so later
 * segments would be lost. Turbopack starts the app when the inline bootstrap script
 * (`<script id="_R_">`) pushes the runtime entry, so that script moves into the payload file too
 * and the loader pushes it last. The chunk scripts and their preloads leave the HTML as well: the
 * loader adds them after the first contentful paint, so the page's CSS, font and images have the
 * connection to themselves (docs/performance.md has the figures). Chunk scripts in a form not
 * matched stay in the page, and the loader fetches the payload at once.
 */
import { NEXT_F_INIT, NEXT_F_PUSH, TURBOPACK_PUSH } from './known-scripts';

/** What a payload file holds: the flight segments in page order, then the runtime entry. */
export interface FlightPayload {
  flight: unknown[];
  runtime: Record<string, unknown>;
}

export interface FlightUrls {
  /** The payload file's URL path ("/teilnehmer/sika.flight.json"). */
  payload: string;
  /** The loader script's URL path (flight-loader.ts). */
  loader: string;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Next's chunk scripts: external, async, under /_next/static/chunks/ (not the noModule polyfill). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/chunks\/[^"]+"\/>/g;

/** The payload file's path for a page file ("en/rangliste.html" → "en/rangliste.flight.json"). */
export function flightFileFor(pageFile: string): string {
  if (!pageFile.endsWith('.html')) throw new Error(`not an HTML page: ${pageFile}`);
  return `${pageFile.slice(0, -'.html'.length)}.flight.json`;
}

/** The page without inline payload and bootstrap, the loader in the head, and the payload (null: none). */
export function moveFlightOut(html: string, urls: FlightUrls): { html: string; payload: string | null } {
  const flight: unknown[] = [];
  let runtime: Record<string, unknown> | null = null;
  const removed: Array<[number, number]> = [];
  for (const match of html.matchAll(SCRIPT)) {
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    const segment = flightSegment(body);
    const entry = segment === undefined ? runtimeEntry(body) : null;
    if (segment === undefined && entry === null) continue;
    if (segment !== undefined) flight.push(segment);
    else {
      if (runtime !== null) throw new Error('two runtime bootstrap scripts');
      runtime = entry;
    }
    removed.push([match.index, match.index + match[0].length]);
  }
  if (flight.length === 0 && runtime === null) return { html, payload: null };
  if (flight.length === 0) throw new Error('a runtime bootstrap script without router payload');
  if (runtime === null) throw new Error('router payload without the runtime bootstrap script');

  let rest = '';
  let from = 0;
  for (const [start, end] of removed) {
    rest += html.slice(from, start);
    from = end;
  }
  rest += html.slice(from);
  const chunks = [...rest.matchAll(CHUNK_SCRIPT)].map((match) => match[1] as string);
  rest = rest.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  const headEnd = rest.indexOf('</head>');
  if (headEnd < 0) throw new Error('no </head> for the payload loader');
  // Before the head's first script, so that the loader is not queued behind Next's chunks.
  const firstScript = rest.slice(0, headEnd).search(/<script\b/i);
  const at = firstScript >= 0 ? firstScript : headEnd;
  const payload: FlightPayload = { flight, runtime };
  return { html: rest.slice(0, at) + loaderTag(urls, chunks) + rest.slice(at), payload: JSON.stringify(payload) };
}

/** Only the loader, async at high priority, no preload; the chunks it adds later are listed in page order. */
function loaderTag({ payload, loader }: FlightUrls, chunks: readonly string[]): string {
  return (
    `<script src="${escapeAttribute(loader)}" async="" fetchpriority="high" ` +
    `data-chunks="${escapeAttribute(chunks.join(' '))}" data-flight="${escapeAttribute(payload)}"></script>`
  );
}

/** A flight segment (`[0]`, `[1,"…"]`, …) when the script only pushes one, else undefined. */
function flightSegment(body: string): unknown {
  if (body === NEXT_F_INIT) return [0];
  const push = NEXT_F_PUSH.exec(body);
  if (push?.[1] === undefined) return undefined;
  const value = parseJson(push[1]);
  return Array.isArray(value) ? value : undefined;
}

/** Turbopack's runtime entry (`{"otherChunks":…,"runtimeModuleIds":…}`) when the script only pushes one. */
function runtimeEntry(body: string): Record<string, unknown> | null {
  const push = TURBOPACK_PUSH.exec(body);
  if (push?.[1] === undefined) return null;
  const value = parseJson(push[1]);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return 'runtimeModuleIds' in value ? (value as Record<string, unknown>) : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
