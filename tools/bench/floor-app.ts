import fs from 'node:fs';
import path from 'node:path';

/**
 * The framework floor: the smallest App Router page of the same Next.js version, built in the
 * same run with the repository's own next binary and node_modules (through a symlink). Server
 * components only and one next/link, static export: what every page of the site pays before
 * it adds anything of its own.
 */
const files: Record<string, string> = {
  'package.json': `${JSON.stringify({ name: 'framework-floor', private: true }, null, 2)}\n`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'es2023'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        isolatedModules: true,
        skipLibCheck: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
  'app/layout.tsx': `export const metadata = { title: 'Framework floor', description: 'An empty page of the same Next.js version.' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>
        <Link href="/">Home</Link>
      </p>
    </main>
  );
}
`,
};

/** The deepest folder that holds both paths ("/" for /tmp/x and /work/y). */
export function commonAncestor(a: string, b: string): string {
  const pa = path.resolve(a).split(path.sep);
  const pb = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

/** Writes the floor app into `dir` (replacing what was there); returns nothing, build it with next build. */
export function writeFloorApp(repo: string, dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const modules = fs.realpathSync(path.join(repo, 'node_modules'));
  fs.symlinkSync(modules, path.join(dir, 'node_modules'));
  // Turbopack only compiles files inside its root: the root must hold the symlinked node_modules too.
  const root = commonAncestor(dir, modules);
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { output: 'export', images: { unoptimized: true }, typescript: { ignoreBuildErrors: true }, turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
}
