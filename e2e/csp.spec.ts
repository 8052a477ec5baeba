import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { filesUnder } from '../pipeline/files/walk';
import { localeCodes } from '../lib/i18n/locales';
import { localeHref } from '../lib/i18n/paths';
import { pagePath } from '../lib/routes';
import { test, expect, waitForHydration } from './support/test';
import { routeCases, participantRefs, localePath, locales } from './support/site';

/**
 * The Content Security Policy: every exported page carries one (a <meta> before its first
 * script), it allows each inline script of the page by hash and nothing inline beyond that, and
 * the browser enforces it. The console guard of support/test.ts fails every test of the suite
 * on a violation report, so this file adds the checks that need the policy itself.
 */
const outDir = path.resolve(process.env.E2E_OUT_DIR || 'out');

const htmlFiles = (dir: string) => filesUnder(dir, '.html').map((file) => path.join(dir, file));
/** The search page's file in each language ("suche.html", "en/suche.html"). */
const searchPages = localeCodes.map((locale) => `${localeHref(locale, pagePath('search', locale)).slice(1)}.html`);

function scriptSources(policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

test('every exported page has one policy before its first script, covering each inline script', () => {
  const files = htmlFiles(outDir);
  expect(files.length).toBeGreaterThan(400);
  const problems: string[] = [];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const name = path.relative(outDir, file);
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi)];
    const meta = metas[0];
    if (metas.length !== 1 || !meta) {
      problems.push(`${name}: ${metas.length} policies`);
      continue;
    }
    if (meta.index > html.search(/<script\b/i)) problems.push(`${name}: the policy comes after a script`);
    const policy = unescape(meta[1] ?? '');
    const sources = scriptSources(policy);
    if (sources.some((source) => /^'unsafe-(inline|eval)'$|^\*$|^data:|^https?:$/.test(source)))
      problems.push(`${name}: a loose script source`);
    // Only the search page runs WebAssembly in a worker (the search index); every other page neither.
    const search = searchPages.includes(name.split(path.sep).join('/'));
    if (sources.includes("'wasm-unsafe-eval'") !== search) problems.push(`${name}: WebAssembly allowed: ${!search}`);
    if (!policy.includes(search ? "worker-src 'self'" : "worker-src 'none'"))
      problems.push(`${name}: the wrong worker-src`);
    // Each part between "<script" openers: an inline script is one without src whose type runs.
    for (const chunk of html.split(/<script\b/i).slice(1)) {
      const close = chunk.indexOf('>');
      const attributes = chunk.slice(0, close);
      if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
      const body = chunk.slice(close + 1, chunk.indexOf('</script>'));
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      if (!sources.includes(hash)) problems.push(`${name}: inline script not in the policy: ${body.slice(0, 60)}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the tag manager host is allowed because the test build configures a container', () => {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const policy = unescape(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '');
  expect(scriptSources(policy)).toContain('https://www.googletagmanager.com');
});

const visited = [
  ...routeCases.map((route) => route.url),
  ...locales.map((locale) => localePath(locale, `/teilnehmer/${participantRefs[0]}`)),
];

test('pages run under the policy without a single violation', async ({ page, consoleGuard }) => {
  test.setTimeout(120_000);
  // The not-found pages answer with status 404, which the browser reports on the console.
  for (const route of routeCases.filter((route) => route.key === 'notFound')) consoleGuard.allowNotFound(route.url);
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = reports;
    document.addEventListener('securitypolicyviolation', (event) =>
      reports.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const url of visited) {
    await page.goto(url);
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
      url,
    ).toEqual([]);
  }
});

test('the browser enforces it: an injected inline script does not run', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Content Security Policy|Content-Security-Policy/);
  await page.goto('/rangliste');
  const blocked = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
          once: true,
        }),
      ),
  );
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(await blocked).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('the server sends the security headers with every kind of response', async ({ request }) => {
  for (const url of ['/', '/en/rangliste', '/sitemap.xml', '/seite-gibt-es-nicht']) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers['strict-transport-security'], url).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
  }
});
