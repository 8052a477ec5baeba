import path from 'node:path';
import { mainConf, substituteSiteConf } from '../../testkit/nginx-server';

/**
 * The benchmark's nginx configuration (pure): the repository's deploy/nginx/site.conf as
 * production serves it, HTTP/2 over TLS, on a loopback port with a certificate made for the run.
 * Everything else (types, compression, precompressed files, headers) is whatever deploy/nginx
 * says; the suite's own substitution (testkit/nginx-server.ts) replaces listen and root.
 */

/** The brotli directives of ngx_brotli; nginx refuses them unless the module is loaded. */
const brotliDirective = /^[ \t]*brotli(_static)?\b[^;]*;[ \t]*$/gm;

export function usesBrotli(conf: string): boolean {
  return new RegExp(brotliDirective.source, 'm').test(conf);
}

/** The configuration without its brotli directives, each replaced by a comment that says why. */
export function withoutBrotli(conf: string): string {
  return conf.replace(brotliDirective, (line) => `# (${line.trim()} left out: module not installed)`);
}

/** site.conf listening with TLS and HTTP/2 on a loopback port, serving `root`. */
export function tlsSiteConf(
  siteConf: string,
  { port, root, certificate, key }: { port: number; root: string; certificate: string; key: string },
): string {
  const plain = substituteSiteConf(siteConf, { port, root });
  const listen = `listen 127.0.0.1:${port};`;
  // nginx 1.22 (Debian 12): "ssl http2" on the listen line; 1.25.1 and later take "http2 on;".
  return plain.replace(new RegExp(`^([ \\t]*)${listen.replace(/\./g, '\\.')}`, 'm'), (_line, space: string) =>
    [
      `${space}listen 127.0.0.1:${port} ssl http2;`,
      `${space}ssl_certificate "${certificate}";`,
      `${space}ssl_certificate_key "${key}";`,
      `${space}ssl_protocols TLSv1.2 TLSv1.3;`,
    ].join('\n'),
  );
}

/** The main configuration inside `prefix`, loading `modules` (absolute paths) first. */
export function benchMainConf({
  prefix,
  server,
  modules,
}: {
  prefix: string;
  server: string;
  modules: readonly string[];
}): string {
  return mainConf({ prefix, server, modules: modules.map((module) => path.resolve(module)) });
}

/** The openssl arguments for a self-signed certificate for localhost, valid for a day. */
export function selfSignedCertificateArgs(certificate: string, key: string): string[] {
  return [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-sha256',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ];
}
