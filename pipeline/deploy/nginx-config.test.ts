/** @jest-environment node */
import {
  BADGE_HEADERS,
  BROTLI_STATIC,
  brotliStaticSnippet,
  badgeHeadersSnippet,
  nginxFiles,
  nginxString,
  SECURITY_HEADERS,
  securityHeadersSnippet,
  SITE_RULES,
  siteConf,
  siteRulesSnippet,
} from './nginx-config';

/** The blocks of an nginx file: their header ("location / ", "" for the top level) and own lines. */
function blocks(conf: string): { header: string; lines: string[] }[] {
  const stack: { header: string; lines: string[] }[] = [{ header: '', lines: [] }];
  const done: { header: string; lines: string[] }[] = [];
  for (const raw of conf.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    if (line.endsWith('{')) stack.push({ header: line.slice(0, -1).trim(), lines: [] });
    else if (line === '}') done.push(stack.pop()!);
    else stack[stack.length - 1]!.lines.push(line);
  }
  expect(stack).toHaveLength(1);
  return [stack[0]!, ...done];
}

const block = (conf: string, header: string) => blocks(conf).find((b) => b.header === header);

describe('nginxString', () => {
  it('quotes plain values', () => {
    expect(nginxString("frame-ancestors 'none'")).toBe(`"frame-ancestors 'none'"`);
  });

  it('refuses what nginx would interpret', () => {
    for (const value of ['a"b', 'a$host', 'a\\b', 'a\nb']) expect(() => nginxString(value)).toThrow();
  });
});

describe('securityHeadersSnippet', () => {
  it('adds every header always, so 404s and redirects carry them too', () => {
    const snippet = securityHeadersSnippet({ 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' });
    expect(snippet).toContain('add_header X-Frame-Options "DENY" always;');
    expect(snippet).toContain('add_header Referrer-Policy "no-referrer" always;');
  });

  it('carries the site headers, frame-ancestors included', () => {
    const snippet = securityHeadersSnippet();
    expect(snippet).toMatch(/add_header Content-Security-Policy "[^"]*frame-ancestors 'none'[^"]*" always;/);
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(snippet).toMatch(/add_header Strict-Transport-Security "max-age=\d+[^"]*" always;/);
  });
});

describe('siteRulesSnippet', () => {
  const rules = siteRulesSnippet();

  it('includes the security headers in every block that sets its own headers', () => {
    // nginx drops the outer add_header lines in a block that has any of its own.
    for (const { header, lines } of blocks(rules)) {
      if (lines.some((line) => line.startsWith('add_header'))) {
        const included = [SECURITY_HEADERS, BADGE_HEADERS].some((file) => lines.includes(`include ${file};`));
        expect({ header, included }).toEqual({
          header,
          included: true,
        });
      }
    }
  });

  it('serves badges with their own headers and cache, and the English 404 under /en/badge/', () => {
    for (const location of ['location /badge/', 'location /en/badge/']) {
      const lines = block(rules, location)?.lines ?? [];
      expect(lines).toContain(`include ${BADGE_HEADERS};`);
      expect(lines).not.toContain(`include ${SECURITY_HEADERS};`);
      expect(lines).toContain(
        'add_header Cache-Control "public, max-age=86400, stale-while-revalidate=604800" always;',
      );
      expect(lines).toContain('try_files $uri =404;');
    }
    expect(block(rules, 'location /en/badge/')?.lines).toContain('error_page 404 /en/404.html;');
    const snippet = badgeHeadersSnippet();
    expect(snippet).toContain('add_header Cross-Origin-Resource-Policy "cross-origin" always;');
    expect(snippet).toMatch(/add_header Content-Security-Policy "default-src 'none';[^"]*" always;/);
  });

  it('caches hashed assets for a year and everything else briefly', () => {
    for (const folder of ['/_next/static/', '/pagefind/index/', '/pagefind/fragment/', '/pagefind/filter/'])
      expect(block(rules, `location ${folder}`)?.lines).toContain(
        'add_header Cache-Control "public, max-age=31536000, immutable" always;',
      );
    expect(block(rules, 'location /pagefind/')).toBeUndefined();
    expect(block(rules, '')?.lines).toContain('add_header Cache-Control "public, max-age=0, must-revalidate" always;');
  });

  it('sends the Atom feeds as Atom with the charset, compressed, like the bundled server', () => {
    for (const feed of ['/feed.xml', '/en/feed.xml'])
      expect(block(rules, `location = ${feed}`)?.lines).toEqual(
        expect.arrayContaining(['types { }', 'default_type application/atom+xml;', 'try_files $uri =404;']),
      );
    expect(block(rules, 'location = /en/feed.xml')?.lines).toContain('error_page 404 /en/404.html;');
    const top = block(rules, '')?.lines ?? [];
    expect(top.find((line) => line.startsWith('charset_types'))).toContain(' application/atom+xml');
    expect(top.find((line) => line.startsWith('gzip_types'))).toContain(' application/atom+xml');
  });

  it('maps clean URLs like the bundled server', () => {
    expect(block(rules, 'location /')?.lines).toContain('try_files $uri $uri.html $uri/index.html =404;');
  });

  it('answers 404 with the page of the visitor language, never the page by name', () => {
    expect(block(rules, '')?.lines).toContain('error_page 404 /404.html;');
    expect(block(rules, 'location /en/')?.lines).toContain('error_page 404 /en/404.html;');
    for (const page of ['/404.html', '/en/404.html']) {
      expect(block(rules, `location = ${page}`)?.lines).toEqual(
        expect.arrayContaining(['internal;', 'add_header Cache-Control "no-store" always;']),
      );
    }
    expect(block(rules, 'location = /en/404')?.lines).toEqual(['error_page 404 /en/404.html;', 'return 404;']);
  });

  it('redirects trailing slashes with 308 from the raw, still encoded request', () => {
    expect(rules).toContain('return 308 /$1$2;');
    expect(rules).toContain('if ($request_uri ~');
    expect(rules).toContain('absolute_redirect off;');
  });

  it('compresses text types but not images, and never lists text/html (nginx warns)', () => {
    const gzipTypes = block(rules, '')!.lines.find((line) => line.startsWith('gzip_types '))!;
    expect(gzipTypes).toContain('text/css');
    expect(gzipTypes).toContain('application/json');
    expect(gzipTypes).not.toContain('image/jpeg');
    expect(gzipTypes).not.toContain('text/html');
  });

  it("sends the build's gzip copies and still compresses files without one", () => {
    expect(block(rules, '')?.lines).toEqual(expect.arrayContaining(['gzip_static on;', 'gzip on;', 'gzip_vary on;']));
    // brotli_static needs a module: it lives in its own snippet, never in the site's rules.
    expect(rules).not.toMatch(/^\s*brotli/m);
  });

  it('hides the compressed copies asked for by name, with the 404 of the language', () => {
    expect(block(rules, 'location ~* \\.(br|gz)$')?.lines).toEqual(['return 404;']);
    expect(block(rules, 'location ~* ^/en/.*\\.(br|gz)$')?.lines).toEqual([
      'error_page 404 /en/404.html;',
      'return 404;',
    ]);
    // nginx tries regular expressions in order: the English one must come first.
    expect(rules.indexOf('location ~* ^/en/')).toBeLessThan(rules.indexOf('location ~* \\.(br|gz)$'));
  });

  it('sends workbooks as XLSX without compressing them, like the bundled server', () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(block(rules, 'types')?.lines).toContain(`${xlsx} xlsx;`);
    expect(block(rules, '')!.lines.find((line) => line.startsWith('gzip_types '))).not.toContain(xlsx);
  });

  it('sends the calendar files as text/calendar in UTF-8, compressed, like the bundled server', () => {
    expect(block(rules, 'types')?.lines).toContain('text/calendar ics;');
    expect(block(rules, '')!.lines.find((line) => line.startsWith('charset_types '))).toContain('text/calendar');
    expect(block(rules, '')!.lines.find((line) => line.startsWith('gzip_types '))).toContain('text/calendar');
  });

  it("sends the press photos' ZIPs as application/zip without compressing them, like the bundled server", () => {
    expect(block(rules, 'types')?.lines).toContain('application/zip zip;');
    expect(block(rules, '')!.lines.find((line) => line.startsWith('gzip_types '))).not.toContain('application/zip');
  });

  it('sends the RSC payloads as text/plain in UTF-8, like the bundled server', () => {
    expect(block(rules, 'types')?.lines).toContain('text/plain txt;');
    expect(block(rules, '')!.lines.find((line) => line.startsWith('charset_types '))).toContain('text/plain');
  });
});

describe('siteConf', () => {
  it('is one server block with listen, root and the site rules', () => {
    const server = block(siteConf(), 'server');
    expect(server?.lines).toEqual(expect.arrayContaining(['listen 80;', `include ${SITE_RULES};`]));
    expect(server?.lines.some((line) => /^root \/\S+;$/.test(line))).toBe(true);
  });

  it('sends the brotli copies through its own snippet, which an operator without the module can drop', () => {
    expect(block(siteConf(), 'server')?.lines).toContain(`include ${BROTLI_STATIC};`);
    expect(block(brotliStaticSnippet(), '')?.lines).toEqual(['brotli_static on;']);
  });

  it('is written with its snippets', () => {
    expect(Object.keys(nginxFiles()).sort()).toEqual(
      ['site.conf', SECURITY_HEADERS, BADGE_HEADERS, SITE_RULES, BROTLI_STATIC].sort(),
    );
  });
});
