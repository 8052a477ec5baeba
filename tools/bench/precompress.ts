import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { filesUnder } from '../../pipeline/files/walk';
import { isCompressible } from '../../pipeline/server/resolve';

/**
 * The framework floor served as the site is: when the site's build wrote precompressed copies
 * (page.html.br, page.html.gz) for nginx's brotli_static and gzip_static, the floor's text files
 * get the same copies, so that the floor-relative budgets compare like with like.
 */
export interface Precompressed {
  br: boolean;
  gz: boolean;
}

/** Which precompressed copies a built site carries, judged by its index.html. */
export function precompressedCopies(outDir: string): Precompressed {
  const index = path.join(outDir, 'index.html');
  return { br: fs.existsSync(`${index}.br`), gz: fs.existsSync(`${index}.gz`) };
}

/** Writes the `kinds` of copies of every compressible file of `outDir`; returns how many files. */
export function precompress(outDir: string, kinds: Precompressed): number {
  let count = 0;
  for (const relative of filesUnder(outDir)) {
    if (!isCompressible(relative)) continue;
    const file = path.join(outDir, relative);
    const body = fs.readFileSync(file);
    if (kinds.br)
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    if (kinds.gz) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
