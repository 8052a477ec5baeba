/**
 * The Range request header (RFC 9110 §14.2), for one byte range of a file of known size.
 * Multiple ranges are answered with the whole file, which the RFC allows; so is ignoring a
 * header that does not parse.
 */
export type RangeRequest =
  { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const specs = match[1]!.split(',').map((spec) => spec.trim());
  const parsed = specs.filter(Boolean).map(parseSpec);
  if (parsed.length === 0 || parsed.some((spec) => spec === null)) return { kind: 'whole' };
  const satisfiable = (parsed as Spec[]).map((spec) => clamp(spec, size)).filter((r) => r !== null);
  if (satisfiable.length === 0) return { kind: 'unsatisfiable' };
  if (parsed.length > 1) return { kind: 'whole' };
  return { kind: 'range', ...satisfiable[0]! };
}

/** "first-last", "first-" or the suffix "-length". */
type Spec = { first: number; last?: number } | { suffix: number };

function parseSpec(spec: string): Spec | null {
  const bounded = /^(\d+)\s*-\s*(\d*)$/.exec(spec);
  if (bounded) {
    const first = Number(bounded[1]);
    if (!bounded[2]) return { first };
    const last = Number(bounded[2]);
    // "5-3" is invalid, which makes the whole header invalid.
    return last < first ? null : { first, last };
  }
  const suffix = /^-\s*(\d+)$/.exec(spec);
  return suffix ? { suffix: Number(suffix[1]) } : null;
}

function clamp(spec: Spec, size: number): { start: number; end: number } | null {
  if ('suffix' in spec) {
    if (spec.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - spec.suffix), end: size - 1 };
  }
  if (spec.first >= size) return null;
  return { start: spec.first, end: Math.min(spec.last ?? size - 1, size - 1) };
}

/** Content-Range of a 206 ("bytes 0-99/1234") or of a 416 ("bytes *\/1234"). */
export function contentRange(range: { start: number; end: number } | null, size: number): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
