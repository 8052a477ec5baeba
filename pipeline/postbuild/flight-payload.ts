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
import { isRecord } from '../../lib/content/lists';
import { escapeAttribute, SCRIPT } from './inline-scripts';
import { NEXT_F_INIT, NEXT_F_PUSH, pushedValue, TURBOPACK_PUSH } from './known-scripts';

/** What a payload file holds: the flight segments in page order, then the runtime entry. */
export interface FlightPayload {
  flight: unknown[];
  runtime: Record<string, unknown>;
}

/** Next's chunk scripts: external, async, under /_next/static/chunks/ (not the noModule polyfill). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*? href="\/_next\/static\/chunks\/[^"]+"\/>/g;

/** The payload file's path for a page file ("en/rangliste.html" → "en/rangliste.flight.json"). */
export function flightFileFor(pageFile: string): string {
  if (!pageFile.endsWith('.html')) throw new Error(`not an HTML page: ${pageFile}`);
  return `${pageFile.slice(0, -'.html'.length)}.flight.json`;
}

/**
 * The page without inline payload and bootstrap, the loader in the head, and the payload (null: none).
 * `urls`: the payload file's URL path ("/teilnehmer/sika.flight.json") and the loader's (flight-loader.ts).
 */
export function moveFlightOut(
  html: string,
  urls: { payload: string; loader: string },
): { html: string; payload: string | null } {
  const flight: unknown[] = [];
  let runtime = null as Record<string, unknown> | null;
  let rest = html.replace(SCRIPT, (script, attributes: string, body: string) => {
    if (/\ssrc\s*=/i.test(attributes)) return script;
    const segment = flightSegment(body);
    const entry = segment === undefined ? runtimeEntry(body) : null;
    if (segment !== undefined) flight.push(segment);
    else if (entry === null) return script;
    else if (runtime !== null) throw new Error('two runtime bootstrap scripts');
    else runtime = entry;
    return '';
  });
  if (flight.length === 0 && runtime === null) return { html, payload: null };
  if (flight.length === 0) throw new Error('a runtime bootstrap script without router payload');
  if (runtime === null) throw new Error('router payload without the runtime bootstrap script');

  const chunks = [...rest.matchAll(CHUNK_SCRIPT)].map((match) => match[1] as string);
  rest = rest.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  const headEnd = rest.indexOf('</head>');
  if (headEnd < 0) throw new Error('no </head> for the payload loader');
  // Before the head's first script, so that the loader is not queued behind Next's chunks.
  const firstScript = rest.slice(0, headEnd).search(/<script\b/i);
  const at = firstScript >= 0 ? firstScript : headEnd;
  // Only the loader, async at high priority, no preload; the chunks it adds later are listed in page order.
  const loader =
    `<script src="${escapeAttribute(urls.loader)}" async="" fetchpriority="high" ` +
    `data-chunks="${escapeAttribute(chunks.join(' '))}" data-flight="${escapeAttribute(urls.payload)}"></script>`;
  const payload: FlightPayload = { flight, runtime };
  return { html: rest.slice(0, at) + loader + rest.slice(at), payload: JSON.stringify(payload) };
}

/** A flight segment (`[0]`, `[1,"…"]`, …) when the script only pushes one, else undefined. */
function flightSegment(body: string): unknown {
  if (body === NEXT_F_INIT) return [0];
  const value = pushedValue(NEXT_F_PUSH, body);
  return Array.isArray(value) ? value : undefined;
}

/** Turbopack's runtime entry (`{"otherChunks":…,"runtimeModuleIds":…}`) when the script only pushes one. */
function runtimeEntry(body: string): Record<string, unknown> | null {
  const value = pushedValue(TURBOPACK_PUSH, body);
  return isRecord(value) && 'runtimeModuleIds' in value ? value : null;
}
