/**
 * What the parts of exported pages weigh: npx tsx tools/html-parts/html-parts.ts [--dir out] [--rows N] /path …
 *
 * For each page: the HTML raw and gzip'd (zlib level 6, as tools/bench/html-weight.ts measures),
 * the inline router payload (the RSC flight rows React hydrates from), the JSON-LD, inline SVG and
 * class attributes. A part's gzip weight is its marginal cost: gzip(page) − gzip(page without it),
 * since a part compressed alone says little about what it adds to the page. The payload's largest
 * rows are listed by id and kind, with their marginal cost within the payload. With --table, one
 * line per page (HTML raw, gzip, payload raw, JSON-LD bytes) for before/after comparisons.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gz = (text: string) => zlib.gzipSync(text, { level: 6 }).length;
const bytes = (text: string) => Buffer.byteLength(text);

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
const JSON_LD = /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g;
const SVG = /<svg\b[\s\S]*?<\/svg>/g;
const CLASS_ATTR = / class="[^"]*"/g;

/** The router payload as the browser joins it: the string chunks of every push([1, "…"]). */
function payloadText(html: string): string {
  let text = '';
  for (const [, array] of html.matchAll(PAYLOAD_SCRIPT)) {
    const value = JSON.parse(array!) as unknown[];
    if (value[0] === 1 && typeof value[1] === 'string') text += value[1];
  }
  return text;
}

interface Row {
  id: string;
  kind: string;
  text: string;
}

/**
 * The payload's rows: "id:" then a text row "T{hex byte length},{text}" (no line end) or a
 * line ("I[…]", "HL[…]", a model row "[…]", …) up to "\n".
 */
function payloadRows(payload: string): Row[] {
  const buffer = Buffer.from(payload);
  const rows: Row[] = [];
  let at = 0;
  while (at < buffer.length) {
    const colon = buffer.indexOf(':', at);
    if (colon < 0) break;
    const id = buffer.subarray(at, colon).toString();
    const text = /^T([0-9a-f]+),/.exec(buffer.subarray(colon + 1, colon + 20).toString());
    let end: number;
    if (text) end = colon + 1 + text[0].length + parseInt(text[1]!, 16);
    else {
      const newline = buffer.indexOf('\n', colon);
      end = newline < 0 ? buffer.length : newline + 1;
    }
    const rowText = buffer.subarray(at, end).toString();
    const rest = rowText.slice(id.length + 1);
    const kind = text ? 'T' : (/^(I|HL|D|E|W)\[/.exec(rest)?.[1] ?? 'model');
    rows.push({ id: id.replace(/^\n/, ''), kind, text: rowText });
    at = end;
  }
  return rows;
}

/** What removing every match of `pattern` saves, raw and gzip'd. */
function marginal(html: string, pattern: RegExp) {
  const matches = [...html.matchAll(pattern)].map((m) => m[0]);
  const without = html.replace(pattern, '');
  return { count: matches.length, raw: bytes(html) - bytes(without), gzip: gz(html) - gz(without) };
}

function fileOf(dir: string, urlPath: string): string {
  const clean = urlPath.replace(/^\/+|\/+$/g, '');
  return path.join(dir, clean === '' ? 'index.html' : `${clean}.html`);
}

export function pageParts(html: string) {
  const payload = payloadText(html);
  const jsonLd = [...html.matchAll(JSON_LD)].map((m) => m[0]);
  const inMarkup = html.replace(PAYLOAD_SCRIPT, '');
  return {
    rawBytes: bytes(html),
    gzipBytes: gz(html),
    payload,
    payloadRawBytes: bytes(payload),
    jsonLdBytes: jsonLd.reduce((sum, s) => sum + bytes(s), 0),
    /** The JSON-LD's copy in the router payload: each block's text as a JSON string there. */
    payloadJsonLdBytes: jsonLd
      .map((s) => JSON.stringify(s.replace(/^<script[^>]*>|<\/script>$/g, '')).slice(1, -1))
      .filter((text) => payload.includes(text))
      .reduce((sum, text) => sum + bytes(text), 0),
    parts: {
      'router payload (scripts)': marginal(html, PAYLOAD_SCRIPT),
      'JSON-LD in markup': marginal(html, JSON_LD),
      'inline SVG in markup': marginal(inMarkup, SVG),
      'class attributes in markup': marginal(inMarkup, CLASS_ATTR),
    },
  };
}

function report(dir: string, urlPath: string, rowCount: number) {
  const html = fs.readFileSync(fileOf(dir, urlPath), 'utf8');
  const parts = pageParts(html);
  console.log(
    `\n${urlPath}: HTML ${parts.rawBytes} B raw, ${parts.gzipBytes} B gzip; payload ${parts.payloadRawBytes} B`,
  );
  for (const [name, part] of Object.entries(parts.parts))
    console.log(`  ${name.padEnd(28)} ×${String(part.count).padStart(3)}  ${part.raw} B raw, ${part.gzip} B gzip`);
  const rows = payloadRows(parts.payload);
  const total = gz(parts.payload);
  const costs = rows.map((row) => ({
    ...row,
    raw: bytes(row.text),
    gzip: total - gz(parts.payload.replace(row.text, '')),
  }));
  const byKind = new Map<string, { count: number; raw: number }>();
  for (const row of costs) {
    const entry = byKind.get(row.kind) ?? { count: 0, raw: 0 };
    byKind.set(row.kind, { count: entry.count + 1, raw: entry.raw + row.raw });
  }
  console.log(`  payload rows by kind: ${[...byKind].map(([k, v]) => `${k} ×${v.count} ${v.raw} B`).join(', ')}`);
  for (const row of costs.sort((a, b) => b.gzip - a.gzip).slice(0, rowCount))
    console.log(
      `    row ${row.id.padEnd(4)} ${row.kind.padEnd(5)} ${row.raw} B raw, ${row.gzip} B gzip  ` +
        row.text.slice(0, 90),
    );
}

function main(argv: string[]) {
  let dir = 'out';
  let rowCount = 8;
  let table = false;
  const urls: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dir') dir = argv[++i]!;
    else if (arg === '--rows') rowCount = Number(argv[++i]);
    else if (arg === '--table') table = true;
    else urls.push(arg);
  }
  if (!table) return urls.forEach((url) => report(dir, url, rowCount));
  console.log('| page | HTML raw | HTML gzip | payload raw | JSON-LD markup | JSON-LD payload |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const url of urls) {
    const p = pageParts(fs.readFileSync(fileOf(dir, url), 'utf8'));
    console.log(
      `| ${url} | ${p.rawBytes} | ${p.gzipBytes} | ${p.payloadRawBytes} | ${p.jsonLdBytes} | ${p.payloadJsonLdBytes} |`,
    );
  }
}

main(process.argv.slice(2));
