import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message of `vnu --format json` (only the fields used here). */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/**
 * Warnings that are the checker's limits, not faults of the pages. Both are CSP checks against
 * the page's <meta> policy, which vnu makes as if the page were the file:// URL it read.
 */
const checkerLimits: ((m: VnuMessage) => boolean)[] = [
  // A relative URL ('/_next/…', '/globalassets/…') is 'self' on the site, but 'self' of a file://
  // URL matches nothing. A URL with a scheme or a host ('https:…', '//cdn…') is still reported.
  (m) => /^Resource violates Content Security Policy \(meta tag\): [\w ]+ “(?![a-z][a-z\d+.-]*:|\/\/)/i.test(m.message),
  // JSON-LD is a data block: never executed, so script-src does not apply to it (HTML, "prepare
  // the script element" stops before CSP for a type that is not JavaScript).
  (m) => {
    const start = m.hiliteStart ?? 0;
    const tag = m.extract?.slice(start, start + (m.hiliteLength ?? 0)) ?? '';
    const inline = m.message.startsWith('Inline script violates Content Security Policy');
    return inline && tag.startsWith('<script type="application/ld+json"');
  },
];

/** A message where it was found: `out/rangliste.html:1:6205`. */
export interface Finding {
  where: string;
  message: string;
}

export interface HtmlReport {
  errors: Finding[];
  warnings: Finding[];
}

/** vnu's JSON as findings, the file relative to `cwd`; errors and warnings apart. */
export function readVnuJson(json: string, cwd: string): HtmlReport {
  const { messages } = JSON.parse(json) as { messages: VnuMessage[] };
  const report: HtmlReport = { errors: [], warnings: [] };
  for (const m of messages) {
    if (m.type === 'info' && checkerLimits.some((limit) => limit(m))) continue;
    const file = m.url?.startsWith('file:') ? path.relative(cwd, fileURLToPath(m.url)) : (m.url ?? 'vnu');
    const line = m.firstLine ?? m.lastLine;
    const where = line === undefined ? file : `${file}:${line}:${m.firstColumn ?? 1}`;
    // Plain info is left out by --skip-info-messages; a file vnu could not read is an error.
    (m.type === 'info' ? report.warnings : report.errors).push({ where, message: m.message });
  }
  return report;
}

/** Errors one per line; a warning once, with the first place it occurs and how often it recurs. */
export function reportLines({ errors, warnings }: HtmlReport): string[] {
  const repeats = new Map<string, { first: Finding; more: number }>();
  for (const w of warnings) {
    const seen = repeats.get(w.message);
    if (seen) seen.more++;
    else repeats.set(w.message, { first: w, more: 0 });
  }
  return [
    ...errors.map((e) => `${e.where}: ${e.message}`),
    ...[...repeats.values()].map(
      ({ first, more }) => `warning: ${first.where}: ${first.message}${more ? ` (and ${more} more)` : ''}`,
    ),
  ];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summary(pages: number, { errors, warnings }: HtmlReport, seconds: number): string {
  const counts = `${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}`;
  return `validated ${plural(pages, 'page')}: ${counts} in ${seconds.toFixed(1)} s`;
}
