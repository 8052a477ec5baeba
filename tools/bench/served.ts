import fs from 'node:fs';
import path from 'node:path';
import { probe, type ProbeAnswer } from './nginx';
import { SEARCH_BUNDLE_FOLDER as BUNDLE_FOLDER } from '../../pipeline/search/bundle';
import { bundleFiles } from './search';
import type { CheckResult } from './types';

/**
 * How nginx answers a browser (Accept-Encoding: br, gzip): over HTTP/2 with TLS, and the HTML and
 * JavaScript compressed, brotli when the precompressed .br copies are there. The first script of
 * the home page stands for every script.
 */
export function firstScript(html: string): string | undefined {
  return /<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
}

const describe = (what: string, a: ProbeAnswer) =>
  `${what}: ${a.protocol} ${a.status}, ${a.contentEncoding}, ${(a.bodyBytes / 1000).toFixed(1)} kB on the wire`;

export async function checkServed(
  origin: string,
  siteOut: string,
  precompressedBrotli: boolean,
): Promise<CheckResult[]> {
  const page = await probe(origin, '/');
  const script = firstScript(fs.readFileSync(path.join(siteOut, 'index.html'), 'utf8'));
  const js = script ? await probe(origin, script) : undefined;
  const answers = [page, ...(js ? [js] : [])];
  const expected = precompressedBrotli ? ['br'] : ['br', 'gzip'];
  return [
    {
      name: 'nginx answers over HTTP/2 with TLS',
      pass: answers.every((a) => a.protocol === 'h2' && a.status === 200),
      detail: describe('/', page),
    },
    {
      name: `HTML and JavaScript sent compressed (${expected.join(' or ')})`,
      pass: answers.every((a) => expected.includes(a.contentEncoding)),
      detail: answers.map((a, i) => describe(i === 0 ? 'HTML' : 'first script', a)).join('; '),
    },
  ];
}

/**
 * The search bundle's files that every reader loads (its scripts, its entry, each language's
 * WebAssembly and metadata) as nginx sends them, against the bytes the search figures count for
 * them (search.ts): the index's figures on the wire hold only when these agree.
 */
export async function checkSearchBundleServed(
  origin: string,
  siteOut: string,
  brotli: boolean,
): Promise<CheckResult[]> {
  const bundle = bundleFiles(siteOut, brotli);
  if (!bundle) return [{ name: 'search bundle sent as counted', pass: false, detail: 'the site has no search bundle' }];
  const offenders: string[] = [];
  const sent: string[] = [];
  for (const file of bundle.files.filter((f) => !f.relative.includes('/'))) {
    const answer = await probe(origin, `/${BUNDLE_FOLDER}/${file.relative}`);
    sent.push(`${file.relative} ${answer.contentEncoding} ${(answer.bodyBytes / 1000).toFixed(1)} kB`);
    if (answer.status !== 200 || answer.bodyBytes !== file.wireBytes)
      offenders.push(`${file.relative}: ${answer.status}, ${answer.bodyBytes} bytes sent, ${file.wireBytes} counted`);
  }
  return [
    {
      name: 'search bundle sent as counted (its scripts, entry, WebAssembly and metadata)',
      pass: offenders.length === 0,
      detail: sent.join('; '),
      ...(offenders.length ? { offenders } : {}),
    },
  ];
}
