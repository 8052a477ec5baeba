import { test as base, expect, type Page } from '@playwright/test';
import { introPrePaintScript } from '../../lib/intro/prePaintScript';
import { consentPrePaintScript } from '../../lib/consent';
import { localeHref } from '../../lib/i18n/paths';
import { localeCodes } from '../../lib/i18n/locales';
import { pagePath } from '../../lib/routes';

/**
 * What the hostile spec watches while it loads pages built from hostile content
 * (e2e/hostile/hostile-content.ts): every frame gets the sentinel `__xss(id)` that the vectors call
 * (e2e/hostile/vectors.ts) and reports Content Security Policy violations; dialogs, popups,
 * uncaught errors and console errors (other than resources that failed to load: hostile image
 * URLs point nowhere) count too. Each test fails at its end when anything was reported.
 */
export interface Finding {
  kind: 'sentinel' | 'csp' | 'dialog' | 'popup' | 'pageerror' | 'console';
  detail: string;
  url: string;
}

declare global {
  interface Window {
    __hostileReport?: (kind: string, detail: string) => void;
  }
}

/** Runs in every frame before its scripts: the sentinel and the violation listener. */
function installSentinel(): void {
  const report = (kind: string, detail: string) => {
    try {
      window.__hostileReport?.(kind, detail);
    } catch {
      // The binding is missing only in frames that cannot reach the test; nothing to do there.
    }
  };
  // An own, fixed property: a named element (<a id="__xss">) cannot shadow or replace it.
  Object.defineProperty(window, '__xss', {
    value: (id: unknown) => report('sentinel', String(id)),
    writable: false,
    configurable: false,
  });
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      report('csp', `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim()),
    true,
  );
}

/**
 * Images and media from other hosts that the policy blocks. Content may name absolute http(s)
 * asset URLs (README: assets are used as they are when they start with http), while the policy
 * allows images and media only from this site and the storage base. That is no code running, so
 * it is listed in the test's annotations rather than failing it; the conflict is reported in
 * issue 5. Everything else the policy blocks fails the test.
 */
export function isBlockedExternalMedia(kind: Finding['kind'], detail: string): boolean {
  if (kind === 'csp') return /^(?:img|media)-src blocked https?:\/\//.test(detail);
  if (kind === 'console')
    return /^Loading (?:the image|media from)\s+'https?:\/\/.*' violates the following Content Security Policy directive: "(?:img|media)-src /.test(
      detail,
    );
  return false;
}

export const test = base.extend<{ findings: Finding[] }>({
  findings: [
    async ({ context, page }, provide, testInfo) => {
      const findings: Finding[] = [];
      const tolerated = new Set<string>();
      const record = (finding: Finding) => {
        if (isBlockedExternalMedia(finding.kind, finding.detail)) tolerated.add(finding.detail);
        else findings.push(finding);
      };
      await context.exposeBinding('__hostileReport', ({ frame }, kind: Finding['kind'], detail: string) => {
        record({ kind, detail, url: frame.url() });
      });
      await context.addInitScript(installSentinel);
      // The cookie banner is decided, so it covers nothing the checks click.
      await context.addInitScript(() => localStorage.setItem('allowCookies', '0'));
      page.on('dialog', (dialog) => {
        findings.push({ kind: 'dialog', detail: `${dialog.type()}: ${dialog.message()}`, url: page.url() });
        dialog.dismiss().catch(() => undefined);
      });
      page.on('pageerror', (error) => findings.push({ kind: 'pageerror', detail: error.message, url: page.url() }));
      page.on('console', (message) => {
        if (message.type() !== 'error' || /^Failed to load resource/.test(message.text())) return;
        record({ kind: 'console', detail: message.text(), url: page.url() });
      });
      context.on('page', (popup) => findings.push({ kind: 'popup', detail: popup.url(), url: page.url() }));
      await provide(findings);
      for (const detail of tolerated)
        testInfo.annotations.push({ type: 'blocked external media', description: detail });
      expect(findings, 'hostile content ran code, was blocked by the policy or broke a page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The inline scripts a page may carry: Next's router payload (one string per push, so nothing
 * can hide after it), Turbopack's chunk list, and the site's own scripts, compared whole.
 */
const SITE_SCRIPTS = [
  introPrePaintScript(),
  introPrePaintScript({ redirectLanguage: 'en-GB' }),
  consentPrePaintScript(),
];
/** Where the site's search forms (header, search page) send their words. */
const SEARCH_FORMS = localeCodes.map((locale) => localeHref(locale, pagePath('search', locale)));
const FRAMEWORK_SCRIPTS = [
  String.raw`^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$`,
  String.raw`^self\.__next_f\.push\(\[\d+,(?:null|"(?:[^"\\\n]|\\.)*")\]\)$`,
  String.raw`^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(`,
  String.raw`^try\{if\(localStorage\.getItem\("currentLanguage"\)==="en-GB"\)location\.replace\("/en"\)\}catch\(e\)\{\}$`,
];

/**
 * Checks the live DOM (after hydration, so islands' output is included) for anything hostile
 * content could have turned into code: on* attributes, script URLs in any link or source
 * attribute (compared as the browser reads them: whitespace and control characters removed,
 * any case), elements that embed or navigate (iframe, object, embed, base, meta refresh, a form
 * other than the site's search forms),
 * CSS expressions, scripts other than the known ones, unparsable JSON-LD, new-tab links without
 * noopener. Returns one line per problem.
 */
export function inspectDom(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ siteScripts, frameworkScripts, searchForms }) => {
      const problems: string[] = [];
      const known = frameworkScripts.map((source) => new RegExp(source));
      const where = (el: Element) => {
        const parent = el.parentElement;
        const context = parent
          ? `${parent.tagName.toLowerCase()}${parent.className && typeof parent.className === 'string' ? `.${parent.className.split(' ')[0]}` : ''}`
          : 'document';
        return `<${el.tagName.toLowerCase()}> in <${context}>`;
      };
      const short = (value: string) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
      const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
      const URL_ATTRIBUTES = new Set([
        'href',
        'xlink:href',
        'src',
        'srcset',
        'action',
        'formaction',
        'data',
        'poster',
        'background',
        'ping',
        'cite',
        'longdesc',
        'to',
        'from',
        'values',
        'codebase',
        'manifest',
      ]);
      const FORBIDDEN =
        'iframe, frame, frameset, object, embed, applet, base, form:not([role="search"]), portal, math, svg script, svg foreignObject, link[rel~="import"], meta[http-equiv]:not([http-equiv="Content-Security-Policy" i])';

      const inspect = (root: ParentNode) => {
        for (const el of root.querySelectorAll('*')) {
          for (const attribute of el.attributes) {
            const name = attribute.name.toLowerCase();
            const value = attribute.value;
            if (name.startsWith('on')) problems.push(`${where(el)} has ${name}=${short(value)}`);
            if (name === 'srcdoc') problems.push(`${where(el)} has srcdoc`);
            if (URL_ATTRIBUTES.has(name) || name.endsWith(':href')) {
              const url = compact(value);
              const imageData = name === 'src' && /^(img|source)$/i.test(el.tagName) && url.startsWith('data:image/');
              if (/^(javascript|vbscript|livescript):/.test(url) || (/^data:/.test(url) && !imageData)) {
                problems.push(`${where(el)} has ${name}=${short(value)}`);
              }
            }
            if (name === 'style') {
              // A quoted CSS string outside url() is text (a label drawn by `content`), never code.
              const unquoted = value.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
              if (
                /url\(\s*["']?\s*(javascript|vbscript):/i.test(value) ||
                /expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(unquoted)
              )
                problems.push(`${where(el)} has style=${short(value)}`);
            }
          }
          if (el.matches(FORBIDDEN)) problems.push(`${where(el)} is not allowed in a page: ${short(el.outerHTML)}`);
          // The site's own search forms: a GET to the search page, nothing else.
          if (
            el.matches('form[role="search"]') &&
            !(searchForms.includes(el.getAttribute('action') ?? '') && el.getAttribute('method') === 'get')
          )
            problems.push(`${where(el)} is a search form to elsewhere: ${short(el.outerHTML)}`);
          if (el.matches('a[target="_blank"]') && !/\bnoopener\b/.test(el.getAttribute('rel') ?? ''))
            problems.push(`${where(el)} opens a new tab without noopener`);
          if (el instanceof HTMLTemplateElement) inspect(el.content);
        }
      };
      inspect(document);

      for (const script of document.querySelectorAll('script')) {
        const src = script.getAttribute('src');
        const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
        if (src !== null) {
          const url = new URL(src, location.href);
          if (url.origin !== location.origin || !url.pathname.startsWith('/_next/'))
            problems.push(`script from ${short(src)}`);
          continue;
        }
        const text = script.textContent ?? '';
        if (type === 'application/ld+json') {
          try {
            JSON.parse(text);
          } catch {
            problems.push(`JSON-LD that does not parse: ${short(text)}`);
          }
          continue;
        }
        if (!siteScripts.includes(text) && !known.some((re) => re.test(text)))
          problems.push(`unknown inline script: ${short(text)}`);
      }
      return problems;
    },
    { siteScripts: SITE_SCRIPTS, frameworkScripts: FRAMEWORK_SCRIPTS, searchForms: SEARCH_FORMS },
  );
}

/** The vector ids that show in the page as text or in an attribute (scripts not counted). */
export function vectorIdsShown(page: Page, ids: readonly string[]): Promise<string[]> {
  return page.evaluate((all) => {
    const parts: string[] = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('*')) {
      if (el.tagName === 'SCRIPT') continue;
      for (const attribute of el.attributes) parts.push(attribute.value);
    }
    const text = parts.join('\n');
    return all.filter((id) => text.includes(id));
  }, ids);
}

/**
 * Waits until React has hydrated the islands every page has (the condition of support/test's
 * waitForHydration, polled every 50 ms: the suite loads about ninety pages).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const islands = [document.querySelector('.scroll-top'), document.querySelector('.language-switch')];
      return islands.every((el) => el !== null && Object.keys(el).some((k) => k.startsWith('__reactProps$')));
    },
    null,
    { polling: 50, timeout: 10_000 },
  );
}

/**
 * Loads a page, waits for its islands to hydrate (a hostile page that breaks React shows as a
 * problem, not a time-out), scrolls through it so lazy content loads, and returns the problems
 * inspectDom finds, each prefixed with the URL.
 */
export async function visit(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  await page.goto(url, { waitUntil: 'load' });
  try {
    await waitForIslands(page);
  } catch {
    problems.push('the page did not hydrate');
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Event handlers fire on load, error and focus; one frame later they have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  problems.push(...(await inspectDom(page)));
  return problems.map((problem) => `${url}: ${problem}`);
}
