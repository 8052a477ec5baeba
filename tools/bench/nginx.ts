import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { findBrotliStaticModule, findNginx } from '../../testkit/nginx-server';
import { benchMainConf, selfSignedCertificateArgs, tlsSiteConf, usesBrotli, withoutBrotli } from './nginx-conf';
import type { RunningServer } from './server';

/**
 * Debian's nginx with the production configuration (deploy/nginx/), HTTP/2 over TLS on a loopback
 * port, as visitors get the site: the benchmark's second server beside the bundled one. Its
 * prefix (configuration, logs, pid, temporary folders) is a folder of the benchmark's work folder.
 */
export interface RunningNginx extends RunningServer {
  /** What the configuration needed and what was loaded, for the report. */
  notes: string[];
}

/** A self-signed certificate for localhost in `dir` (made once per work folder and day). */
export function certificateIn(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  const fresh = fs.existsSync(certificate) && Date.now() - fs.statSync(certificate).mtimeMs < 12 * 3600_000;
  if (!fresh) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('openssl', selfSignedCertificateArgs(certificate, key), { stdio: 'ignore' });
  }
  return { certificate, key };
}

export async function startNginx(options: {
  repo: string;
  root: string;
  port: number;
  /** A folder of the work folder for this server alone. */
  prefix: string;
  tlsDir: string;
}): Promise<RunningNginx> {
  const { repo, root, port, prefix } = options;
  const bin = findNginx();
  const deployDir = path.join(repo, 'deploy', 'nginx');
  fs.rmSync(prefix, { recursive: true, force: true });
  fs.mkdirSync(prefix, { recursive: true });
  fs.cpSync(path.join(deployDir, 'snippets'), path.join(prefix, 'snippets'), { recursive: true });
  const tls = certificateIn(options.tlsDir);
  let server = tlsSiteConf(fs.readFileSync(path.join(deployDir, 'site.conf'), 'utf8'), { port, root, ...tls });

  // brotli_static needs Debian's libnginx-mod-http-brotli-static; without it, the brotli lines go.
  const notes: string[] = [];
  const snippetFiles = fs.readdirSync(path.join(prefix, 'snippets'), { recursive: true, encoding: 'utf8' });
  const confFiles = snippetFiles.map((f) => path.join(prefix, 'snippets', f)).filter((f) => f.endsWith('.conf'));
  const wantsBrotli = usesBrotli(server) || confFiles.some((f) => usesBrotli(fs.readFileSync(f, 'utf8')));
  const modules: string[] = [];
  const brotliModule = wantsBrotli ? installedBrotliModule() : null;
  if (brotliModule) {
    modules.push(brotliModule);
    notes.push('brotli_static module loaded');
  } else if (wantsBrotli) {
    server = withoutBrotli(server);
    for (const file of confFiles) fs.writeFileSync(file, withoutBrotli(fs.readFileSync(file, 'utf8')));
    notes.push('brotli directives left out: the brotli_static module is not installed');
  }
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, benchMainConf({ prefix, server, modules }));
  const errorLog = path.join(prefix, 'error.log');
  const args = ['-p', `${prefix}/`, '-c', conf, '-e', errorLog];
  const check = spawnSync(bin, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejects the benchmark's configuration (${conf}):\n${check.stderr}`);

  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `https://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    try {
      const answer = await probe(origin, '/');
      if (answer.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${origin} within 10 s (see ${errorLog})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop, notes };
}

/** The brotli_static module's path, or null when it is not installed. */
function installedBrotliModule(): string | null {
  try {
    return findBrotliStaticModule();
  } catch {
    return null;
  }
}

export interface ProbeAnswer {
  protocol: string;
  status: number;
  contentEncoding: string;
  bodyBytes: number;
}

/**
 * One GET over HTTP/2 as a browser asks (Accept-Encoding: br, gzip), the certificate not checked:
 * the protocol, the status, the encoding and the bytes on the wire (body only).
 */
export function probe(origin: string, pathname: string): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': pathname, 'accept-encoding': 'br, gzip' });
    let status = 0;
    let contentEncoding = 'identity';
    let bodyBytes = 0;
    request.on('response', (headers) => {
      status = Number(headers[':status']);
      contentEncoding = String(headers['content-encoding'] ?? 'identity');
    });
    request.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    request.on('end', () => {
      session.close();
      resolve({ protocol: 'h2', status, contentEncoding, bodyBytes });
    });
    request.on('error', (error) => {
      session.close();
      reject(error);
    });
    request.end();
  });
}
