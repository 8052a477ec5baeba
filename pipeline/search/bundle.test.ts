/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from '../files/walk';
import { isServedBundleFile, pruneBundle, type BundleEntry } from './bundle';

const entry: BundleEntry = {
  languages: {
    'de-ch': { hash: 'de-ch_0123456789abc', wasm: 'de-ch', page_count: 900 },
    'en-gb': { hash: 'en-gb_abcdef0123456', wasm: 'en-gb', page_count: 900 },
  },
};

/** What Pagefind 1.6 writes for a site in German and English. */
const written = [
  'pagefind.js',
  'pagefind-worker.js',
  'pagefind-entry.json',
  'pagefind.de-ch_0123456789abc.pf_meta',
  'pagefind.en-gb_abcdef0123456.pf_meta',
  'wasm.de-ch.pagefind',
  'wasm.en-gb.pagefind',
  'wasm.unknown.pagefind',
  'index/de-ch_1a2b3c4.pf_index',
  'fragment/en-gb_1a2b3c4.pf_fragment',
  'filter/de-ch_1a2b3c4.pf_filter',
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-highlight.js',
];

describe('isServedBundleFile', () => {
  it("serves the script, its worker, the entry, each language's metadata and WebAssembly, and the hashed folders", () => {
    expect(written.filter((file) => isServedBundleFile(file, entry))).toEqual(
      written.slice(0, 7).concat(written.slice(8, 11)),
    );
  });

  it("serves neither another language's files nor files out of their folder", () => {
    for (const file of [
      'wasm.fr-ch.pagefind',
      'pagefind.de-ch_ffffffffffff.pf_meta',
      'index/a.pf_fragment',
      'fragment/a/b.pf_fragment',
      'playground/index.html',
      'other.js',
    ])
      expect(isServedBundleFile(file, entry)).toBe(false);
  });
});

describe('pruneBundle', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const bundle = (files: readonly string[]) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    made.push(dir);
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), 'x');
    }
    return dir;
  };

  it('deletes the ready-made interfaces and the WebAssembly no language uses', () => {
    const dir = bundle(written);
    const kept = pruneBundle(dir, entry);
    const left = filesUnder(dir).map((file) => file.split(path.sep).join('/'));
    expect(left).toEqual([...kept].sort());
    expect(left).not.toContain('wasm.unknown.pagefind');
    expect(left.some((file) => file.includes('-ui.') || file.includes('highlight'))).toBe(false);
    expect(left).toHaveLength(10);
  });

  it('keeps the WebAssembly a language without its own uses', () => {
    const dir = bundle(['pagefind.js', 'wasm.unknown.pagefind', 'pagefind.xx_1.pf_meta']);
    expect(pruneBundle(dir, { languages: { xx: { hash: 'xx_1', wasm: 'unknown', page_count: 1 } } })).toEqual([
      'pagefind.js',
      'pagefind.xx_1.pf_meta',
      'wasm.unknown.pagefind',
    ]);
  });

  it('stops at a file it does not know, so that a changed bundle is looked at before it ships', () => {
    const dir = bundle([...written, 'pagefind-new-part.js']);
    expect(() => pruneBundle(dir, entry)).toThrow(/files the site does not know: pagefind-new-part\.js/);
  });
});
