import zlib from 'node:zlib';

/**
 * The code points a WOFF2 font maps to glyphs, read from its cmap table (pure). WOFF2 keeps the
 * tables in one Brotli stream in directory order without padding; only glyf, loca and hmtx can
 * be transformed, so cmap can be read as it is once the lengths before it are known.
 */
const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
];

function readBase128(buffer: Buffer, offset: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buffer[offset + i] as number;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, offset + i + 1];
  }
  throw new Error('WOFF2: bad UIntBase128');
}

export function woff2CodePoints(file: Buffer): Set<number> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  let offset = 48;
  let cmapStart = -1;
  let cmapLength = 0;
  let position = 0;
  for (let i = 0; i < numTables; i++) {
    const flags = file[offset++] as number;
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 63) {
      tag = file.toString('latin1', offset, offset + 4);
      offset += 4;
    }
    const version = flags >> 6;
    let length: number;
    [length, offset] = readBase128(file, offset);
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0;
    if (transformed) [length, offset] = readBase128(file, offset);
    if (tag === 'cmap') {
      cmapStart = position;
      cmapLength = length;
    }
    position += length;
  }
  if (cmapStart < 0) throw new Error('WOFF2: no cmap table');
  const tables = zlib.brotliDecompressSync(file.subarray(offset, offset + compressedSize));
  return cmapCodePoints(tables.subarray(cmapStart, cmapStart + cmapLength));
}

/** Code points with a glyph, from the best Unicode subtable (format 12, else format 4). */
export function cmapCodePoints(cmap: Buffer): Set<number> {
  const count = cmap.readUInt16BE(2);
  const subtables: { format: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))
      subtables.push({ format: cmap.readUInt16BE(offset), offset });
  }
  const best = subtables.find((s) => s.format === 12) ?? subtables.find((s) => s.format === 4);
  if (!best) throw new Error('cmap: no Unicode subtable of format 4 or 12');
  const points = new Set<number>();
  const at = best.offset;
  if (best.format === 12) {
    const groups = cmap.readUInt32BE(at + 12);
    for (let g = 0; g < groups; g++) {
      const start = cmap.readUInt32BE(at + 16 + g * 12);
      const end = cmap.readUInt32BE(at + 20 + g * 12);
      for (let c = start; c <= end; c++) points.add(c);
    }
    return points;
  }
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const index = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = cmap.readUInt16BE(index);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}

/** The Latin subset as Google Fonts and Fontsource cut it (their `latin` unicode-range). */
export const LATIN_RANGES: readonly [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export const inRanges = (point: number, ranges: readonly [number, number][] = LATIN_RANGES) =>
  ranges.some(([a, b]) => point >= a && point <= b);

export const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
