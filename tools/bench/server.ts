import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The bundled server (scripts/serve.ts: gzip, clean URLs) on a port of the benchmark's own. */
export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startServer(repo: string, outDir: string, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/serve.ts'],
    {
      cwd: repo,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', OUT_DIR: outDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for ${outDir} exited: ${stderr}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the server for ${outDir} did not answer on ${origin} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
