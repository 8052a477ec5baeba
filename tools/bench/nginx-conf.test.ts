/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { benchMainConf, selfSignedCertificateArgs, tlsSiteConf, usesBrotli, withoutBrotli } from './nginx-conf';

const siteConf = `server {
    listen 80;
    listen [::]:80;
    server_name example.ch;
    root /srv/reporting-awards/current;
    include snippets/reporting-awards/site-rules.conf;
}
`;
const tls = { port: 3644, root: '/tmp/out', certificate: '/w/tls/localhost.crt', key: '/w/tls/localhost.key' };

describe('nginx configuration of the benchmark', () => {
  it('listens with TLS and HTTP/2 on one loopback port, with the certificate, and serves the built site', () => {
    const conf = tlsSiteConf(siteConf, tls);
    expect(conf).toContain('    listen 127.0.0.1:3644 ssl http2;\n    ssl_certificate "/w/tls/localhost.crt";');
    expect(conf).toContain('ssl_certificate_key "/w/tls/localhost.key";');
    expect(conf.match(/^\s*listen\b/gm)).toHaveLength(1);
    expect(conf).toContain('root "/tmp/out";');
    expect(conf).toContain('include snippets/reporting-awards/site-rules.conf;');
    expect(conf).not.toContain('listen 80');
  });

  it('works on the repository’s own site.conf', () => {
    const real = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/site.conf'), 'utf8');
    expect(tlsSiteConf(real, tls)).toMatch(/listen 127\.0\.0\.1:3644 ssl http2;/);
  });

  it('loads modules before everything else, by absolute path', () => {
    const main = benchMainConf({
      prefix: '/w/nginx-site',
      server: 'server {\n}',
      modules: ['/usr/lib/nginx/modules/brotli.so'],
    });
    expect(main.split('\n')[0]).toBe('load_module /usr/lib/nginx/modules/brotli.so;');
    expect(main).toContain('pid /w/nginx-site/nginx.pid;');
    expect(main).toMatch(/http \{\n[\s\S]*    server \{\n    \}\n\}/);
    expect(benchMainConf({ prefix: '/w', server: '', modules: [] })).not.toContain('load_module');
  });

  it('finds brotli directives and comments them out when the module is missing', () => {
    const rules = 'gzip on;\ngzip_static on;\n    brotli_static on;\nbrotli_types text/css;\n';
    expect(usesBrotli(rules)).toBe(true);
    expect(usesBrotli('gzip on;\ngzip_static on;\n')).toBe(false);
    const stripped = withoutBrotli(rules);
    expect(usesBrotli(stripped)).toBe(false);
    expect(stripped).toContain('gzip_static on;');
    expect(stripped).toContain('# (brotli_static on; left out: module not installed)');
  });

  it('asks openssl for a self-signed certificate for localhost', () => {
    const args = selfSignedCertificateArgs('/w/c.crt', '/w/c.key');
    expect(args.slice(0, 2)).toEqual(['req', '-x509']);
    expect(args).toContain('subjectAltName=DNS:localhost,IP:127.0.0.1');
    expect(args[args.indexOf('-out') + 1]).toBe('/w/c.crt');
    expect(args[args.indexOf('-keyout') + 1]).toBe('/w/c.key');
  });
});
