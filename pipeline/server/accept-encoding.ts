/**
 * Content-coding negotiation (RFC 9110, Accept-Encoding) for the precompressed copies the build writes
 * beside each text file (pipeline/postbuild/compress.ts): x.html.br and x.html.gz.
 */
export type Coding = 'br' | 'gzip' | 'identity';

/** The stored codings, best first: br is smaller than gzip at the same cost to the client. */
export const STORED_CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const satisfies readonly { coding: Coding; suffix: string }[];

export type StoredCoding = (typeof STORED_CODINGS)[number]['coding'];

/** True for a name the build reserves for a compressed copy (x.br, x.gz). */
export function isCompressedCopyName(file: string): boolean {
  return STORED_CODINGS.some(({ suffix }) => file.toLowerCase().endsWith(suffix));
}

/** The weight of each coding named in an Accept-Encoding value; `*` under its own name. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const member of header.split(',')) {
    const [rawName = '', ...parameters] = member.split(';').map((part) => part.trim());
    // RFC 9110 makes x-gzip an alias of gzip.
    const name = rawName.toLowerCase().replace(/^x-gzip$/, 'gzip');
    if (!name) continue;
    let weight = 1;
    let valid = true;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=').map((part) => part.trim());
      if (key.toLowerCase() !== 'q') continue;
      // qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
      if (/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) weight = Number(value);
      else valid = false;
    }
    // A malformed member is ignored; a coding named twice keeps its first weight.
    if (valid && !weights.has(name)) weights.set(name, weight);
  }
  return weights;
}

/**
 * The coding to send, among `available` (the stored copies of the file) and identity. Highest
 * weight wins; on a tie br before gzip before identity. identity, unless named or covered by `*`,
 * weighs as much as the least wanted coding named. Without the header, identity: clients
 * that decode br or gzip say so. An empty header means identity only. When nothing is acceptable,
 * not even identity ("identity;q=0", "*;q=0"), the header is disregarded and identity is sent
 * (RFC 9110 allows that instead of a 406).
 */
export function negotiateEncoding(header: string | undefined, available: readonly StoredCoding[]): Coding {
  if (header === undefined) return 'identity';
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  const weightOf = (coding: Coding): number => {
    const named = weights.get(coding);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    if (coding !== 'identity') return 0;
    // identity is acceptable unless excluded, as the fallback: as good as the least wanted coding.
    const wanted = [...weights.values()].filter((weight) => weight > 0);
    return wanted.length > 0 ? Math.min(...wanted) : 1;
  };
  const stored = STORED_CODINGS.map((s) => s.coding).filter((coding) => available.includes(coding));
  const best = [...stored, 'identity' as const].reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
  return weightOf(best) > 0 ? best : 'identity';
}
