import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts Debian's nginx with the repository's configuration (deploy/nginx/site.conf and its
 * snippets) on a loopback port, serving a built site, as the current user: pid file, logs and
 * temporary folders live in a fresh temporary prefix, which is removed again on stop.
 */
const repo = path.resolve(__dirname, '..');
const deployDir = path.join(repo, 'deploy/nginx');

export interface RunningNginx {
  baseURL: string;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  'The nginx deployment tests need Debian\'s nginx: install it with "sudo apt-get install -y nginx" ' +
  '(.ci/run does this in CI), or point NGINX_BIN at an nginx binary.';

/** The nginx binary: NGINX_BIN, /usr/sbin/nginx, or nginx on PATH. */
export function findNginx(): string {
  const candidates = [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx')),
  ];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`nginx not found. ${INSTALL_HINT}`);
}

/**
 * The repository's site.conf with the test's listen address and root: every listen line becomes
 * one loopback listen, the root line the built site. Fails when site.conf has no such lines, so a
 * changed site.conf cannot silently be tested with nginx's defaults.
 */
export function substituteSiteConf(siteConf: string, { port, root }: { port: number; root: string }): string {
  const listen = /^([ \t]*)listen\s[^;]*;[ \t]*$/gm;
  const rootLine = /^([ \t]*)root\s[^;]*;[ \t]*$/gm;
  if (!siteConf.match(listen) || !siteConf.match(rootLine))
    throw new Error('deploy/nginx/site.conf has no listen or no root line');
  let listened = false;
  return siteConf
    .replace(listen, (_line, space: string) => {
      if (listened) return `${space}# (listen replaced by the test)`;
      listened = true;
      return `${space}listen 127.0.0.1:${port};`;
    })
    .replace(rootLine, (_line, space: string) => `${space}root "${root}";`);
}

const BROTLI_HINT =
  "site.conf sends the brotli copies with brotli_static: install Debian's module with " +
  '"sudo apt-get install -y libnginx-mod-http-brotli-static" (.ci/run does this in CI), or point ' +
  'NGINX_MODULES_DIR at the folder that holds ngx_http_brotli_static_module.so.';

/**
 * The brotli_static module, loaded by path: Debian loads it through /etc/nginx/modules-enabled/,
 * whose relative "modules/…" paths would point into the test's prefix.
 */
export function findBrotliStaticModule(): string {
  const name = 'ngx_http_brotli_static_module.so';
  const candidates = [process.env.NGINX_MODULES_DIR, '/usr/lib/nginx/modules', '/usr/lib64/nginx/modules'];
  for (const dir of candidates) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new Error(`${name} not found. ${BROTLI_HINT}`);
}

/** The main configuration: everything that Debian's nginx.conf would set, inside the prefix. */
export function mainConf({
  prefix,
  server,
  modules = [],
}: {
  prefix: string;
  server: string;
  modules?: readonly string[];
}): string {
  const at = (name: string) => path.join(prefix, name);
  return [
    ...modules.map((module) => `load_module ${module};`),
    'daemon off;',
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    // As root, workers would otherwise run as "nobody" and might not read a checkout under /root.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 128; }',
    'http {',
    `    access_log ${at('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${at(`temp-${kind}`)};`,
    ),
    ...server.split('\n').map((line) => (line ? `    ${line}` : line)),
    '}',
    '',
  ].join('\n');
}

/** nginx ≥ 1.19.5 takes -e, so that not even startup writes to /var/log/nginx. */
function errorLogFlag(bin: string, errorLog: string): string[] {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(bin, ['-v'], { encoding: 'utf8' }).stderr ?? '');
  if (!version) return [];
  const [major, minor, patch] = version.slice(1).map(Number) as [number, number, number];
  return major > 1 || minor > 19 || (minor === 19 && patch >= 5) ? ['-e', errorLog] : [];
}

async function waitUntilServing(url: string, child: ChildProcess, errorLog: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errorLog()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url} within 10 s:\n${errorLog()}`);
}

export async function startNginx({ root, port }: { root: string; port: number }): Promise<RunningNginx> {
  const bin = findNginx();
  const modules = [findBrotliStaticModule()];
  if (!fs.existsSync(path.join(root, 'index.html')))
    throw new Error(`No built site in ${root}: run "npm run build" first (or set E2E_OUT_DIR).`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
  const conf = path.join(prefix, 'nginx.conf');
  const errorLogFile = path.join(prefix, 'error.log');
  const errorLog = () => (fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, 'utf8') : '(no error log)');
  // The snippets are included by a path relative to the configuration folder, as in /etc/nginx.
  fs.cpSync(path.join(deployDir, 'snippets'), path.join(prefix, 'snippets'), { recursive: true });
  const server = substituteSiteConf(fs.readFileSync(path.join(deployDir, 'site.conf'), 'utf8'), { port, root });
  fs.writeFileSync(conf, mainConf({ prefix, server, modules }));

  const args = ['-p', `${prefix}/`, '-c', conf, ...errorLogFlag(bin, errorLogFile)];
  const check = spawnSync(bin, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejects the configuration:\n${check.stderr}`);

  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseURL}/`, child, () => `${stderr}${errorLog()}`);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGTERM: fast shutdown, the master stops its workers.
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
