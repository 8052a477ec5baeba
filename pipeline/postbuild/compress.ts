import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { inParallel } from '../build/in-parallel';
import { filesUnder } from '../files/walk';
import { isCompressedCopyName, STORED_CODINGS, type StoredCoding } from '../server/accept-encoding';
import { IMMUTABLE_PREFIX, isCompressible } from '../server/resolve';
import { routes } from '../../lib/routes';

/**
 * The last post-build step: a brotli (x.br) and a gzip (x.gz) copy beside every text file, for
 * servers that send a stored copy (nginx's brotli_static and gzip_static, scripts/serve.ts),
 * written only when smaller. Levels (docs/performance.md, docs/deploy.md): hashed files under
 * _next/static/ never change and every visitor fetches them: brotli 11. Participant pages,
 * payloads and data are many and change with every build: 8, far faster than 9–11 for little
 * less. The other pages get 11, which keeps the ranking's HTML within a connection's first round
 * trip, up to 1 MB (past that, one round trip is out of reach anyway).
 */
const BEST_BROTLI_QUALITY = 11;
const PAGE_BROTLI_QUALITY = 8;
const FIRST_REQUEST_PAGE_MAX_BYTES = 1_000_000;
const participantSegment = routes.participant.path.slice(1);

/** Text, by the server's content types (pipeline/server/resolve.ts), plus icons and source maps. */
export function isCompressibleFile(relative: string): boolean {
  return isCompressible(relative) || /\.(ico|map)$/i.test(relative);
}

export function brotliQualityFor(relative: string, bytes: number, pageQuality = PAGE_BROTLI_QUALITY): number {
  const firstRequestPage =
    relative.endsWith('.html') &&
    !relative.split('/').includes(participantSegment) &&
    bytes <= FIRST_REQUEST_PAGE_MAX_BYTES;
  return relative.startsWith(IMMUTABLE_PREFIX) || firstRequestPage ? BEST_BROTLI_QUALITY : pageQuality;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The compressed copies of `data` that are smaller than it, by coding. */
export async function compressedCopies(data: Buffer, { brotliQuality }: { brotliQuality: number }) {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  const copies: Partial<Record<StoredCoding, Buffer>> = {};
  if (br.length < data.length) copies.br = br;
  if (gz.length < data.length) copies.gzip = gz;
  return copies;
}

/** Writes the copies under `dir`, `concurrency` at a time; throws when a file already has a copy's name. */
export async function compressSite(
  dir: string,
  { pageQuality = PAGE_BROTLI_QUALITY, concurrency = os.availableParallelism() } = {},
) {
  const all = filesUnder(dir);
  const reserved = all.find(isCompressedCopyName);
  if (reserved) throw new Error(`${reserved}: .br and .gz names are reserved for the compressed copies`);
  const files = all.filter(isCompressibleFile);
  let copies = 0;
  await inParallel(files, concurrency, async (relative) => {
    const file = path.join(dir, relative);
    const data = await fs.promises.readFile(file);
    const brotliQuality = brotliQualityFor(relative, data.length, pageQuality);
    const written = await compressedCopies(data, { brotliQuality });
    for (const { coding, suffix } of STORED_CODINGS) {
      const copy = written[coding];
      if (!copy) continue;
      await fs.promises.writeFile(file + suffix, copy);
      copies++;
    }
  });
  return { files: files.length, copies };
}
