/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The folders' boundaries, read from every import specifier (static, export-from, import(),
 * require(), jest.mock()) with `@/…` and relative paths resolved: pages never depend on the
 * pipeline, neither depends on the developer tools or the end-to-end suite, and those two share
 * their helpers through testkit/, not through each other.
 */
const root = path.resolve(__dirname, '..');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\.\w+\s*\(\s*)['"]([^'"\n]+)['"]/g;
// This file's own examples below are not imports.
const self = path.relative(root, __filename).split(path.sep).join('/');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/__fixtures__/');

function codeFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...codeFiles(relative));
    else if (entry.isFile() && /\.(ts|tsx|mts|mjs)$/.test(entry.name) && relative !== self) found.push(relative);
  }
  return found;
}

/** "file → folder" for each import of `file` that lands in one of `folders` (top-level names). */
function crossings(file: string, folders: readonly string[], text = fs.readFileSync(path.join(root, file), 'utf8')) {
  return [...text.matchAll(SPECIFIER)].flatMap(([, specifier = '']) => {
    const target = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.posix.join(path.posix.dirname(file), specifier)
        : null;
    const folder = target?.split('/')[0];
    return folder && folders.includes(folder) ? [`${file} → ${specifier}`] : [];
  });
}

const violations = (
  dirs: readonly string[],
  forbidden: readonly string[],
  only: (file: string) => boolean = () => true,
) =>
  dirs.flatMap((dir) =>
    codeFiles(dir)
      .filter(only)
      .flatMap((file) => crossings(file, forbidden)),
  );

describe('folder boundaries', () => {
  it('keeps pages and islands free of the pipeline, the tools and the end-to-end suite', () => {
    const product = ['app', 'components', 'lib'];
    // A test beside a component may hold it against what the pipeline writes (the JSON-LD trail).
    expect(violations(product, ['pipeline'], (file) => !isTest(file))).toEqual([]);
    expect(violations(product, ['tools', 'e2e'])).toEqual([]);
  });

  it('keeps the pipeline and the npm scripts free of the tools and the end-to-end suite', () => {
    expect(violations(['pipeline', 'scripts'], ['tools', 'e2e'])).toEqual([]);
  });

  it('lets the tools and the end-to-end suite share helpers only through testkit/', () => {
    expect(violations(['tools'], ['e2e'])).toEqual([]);
    expect(violations(['e2e'], ['tools'])).toEqual([]);
  });

  it('sees an import across a boundary, by alias or relative path, static or dynamic', () => {
    const text = [
      "import { resolveRequest } from '@/pipeline/server/resolve';",
      "const walk = await import('../../pipeline/files/walk');",
      "jest.mock('../tools/sample/random');",
      "import { routes } from '@/lib/routes';",
    ].join('\n');
    expect(crossings('lib/ranking/x.ts', ['pipeline', 'tools'], text)).toEqual([
      'lib/ranking/x.ts → @/pipeline/server/resolve',
      'lib/ranking/x.ts → ../../pipeline/files/walk',
    ]);
    expect(crossings('lib/x.ts', ['tools'], text)).toEqual(['lib/x.ts → ../tools/sample/random']);
  });
});
