import type { Browser } from '@playwright/test';
import { hex, inRanges, woff2CodePoints } from './woff2-cmap';
import type { CheckResult } from './types';

/**
 * The font rules, checked on the served site: no font or font stylesheet from another origin;
 * each WOFF2 cut to the Latin subset (its cmap, with a small allowance for marks the subsetter
 * keeps), while still covering every character of the published texts and company names; and
 * a font-display that cannot shift the layout: `optional`, or `swap`/`fallback` with a
 * metric-matched fallback face (size-adjust and overrides on a local() font, as next/font emits).
 */
const OUTSIDE_LATIN_ALLOWANCE = 10;

interface FaceRule {
  family: string;
  display: string;
  src: string;
  sizeAdjust: string;
  ascentOverride: string;
}

export async function checkFonts(browser: Browser, origin: string, paths: readonly string[]): Promise<CheckResult[]> {
  const foreign = new Set<string>();
  const fontUrls = new Set<string>();
  const faces = new Map<string, FaceRule>();
  const stacks = new Set<string>();
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('request', (request) => {
      const type = request.resourceType();
      const url = new URL(request.url());
      if ((type === 'font' || type === 'stylesheet') && url.origin !== origin) foreign.add(`${type} ${request.url()}`);
      if (type === 'font' && url.origin === origin) fontUrls.add(request.url());
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const found = await page.evaluate(() => {
      const rules: FaceRule[] = [];
      for (const sheet of [...document.styleSheets]) {
        let list: CSSRuleList;
        try {
          list = sheet.cssRules;
        } catch {
          continue;
        }
        for (const rule of [...list]) {
          if (rule instanceof CSSFontFaceRule) {
            const s = rule.style;
            rules.push({
              family: s.getPropertyValue('font-family').replace(/["']/g, '').trim(),
              display: s.getPropertyValue('font-display'),
              src: s.getPropertyValue('src'),
              sizeAdjust: s.getPropertyValue('size-adjust'),
              ascentOverride: s.getPropertyValue('ascent-override'),
            });
          }
        }
      }
      const used = new Set(
        [...document.querySelectorAll('body, h1, p, a, button')].map((el) => getComputedStyle(el).fontFamily),
      );
      return { rules, used: [...used] };
    });
    for (const rule of found.rules) faces.set(`${rule.family}|${rule.src}`, rule);
    for (const stack of found.used) stacks.add(stack);
    for (const rule of found.rules) {
      for (const match of rule.src.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
        const url = new URL(match[1] as string, origin + path);
        if (url.origin !== origin) foreign.add(`@font-face ${url.href}`);
      }
    }
    await context.close();
  }

  // Every character the site publishes (translations and the ranking), from the served data.
  const texts = await Promise.all(
    ['/assets/i18n/de-CH.json', '/assets/i18n/en-GB.json', '/assets/ranking.json'].map((p) =>
      fetch(origin + p).then((r) => (r.ok ? r.text() : '')),
    ),
  );
  const needed = new Set<number>();
  for (const text of texts) {
    const strings: string[] = [];
    JSON.parse(text || '""', (_key, value) =>
      typeof value === 'string'
        ? (strings.push(value.replace(/<[^>]*>/g, '').replace(/&[a-z]+;|&#\d+;/gi, '')), value)
        : value,
    );
    for (const s of strings)
      for (const ch of s) if ((ch.codePointAt(0) as number) > 0x20) needed.add(ch.codePointAt(0) as number);
  }

  const subsetProblems: string[] = [];
  const coverageProblems: string[] = [];
  const subsetDetails: string[] = [];
  for (const url of fontUrls) {
    if (!/\.woff2(\?|$)/.test(url)) {
      subsetProblems.push(`${url}: not WOFF2`);
      continue;
    }
    const file = Buffer.from(await (await fetch(url)).arrayBuffer());
    const points = woff2CodePoints(file);
    const outside = [...points].filter((p) => !inRanges(p));
    const name = url.replace(/^.*\//, '');
    subsetDetails.push(
      `${name}: ${points.size} code points, ${outside.length} outside Latin, ${(file.length / 1024).toFixed(1)} KiB`,
    );
    if (outside.length > OUTSIDE_LATIN_ALLOWANCE)
      subsetProblems.push(
        `${name}: ${outside.length} code points outside the Latin subset (${outside.slice(0, 8).map(hex).join(' ')} …)`,
      );
    const missing = [...needed].filter((p) => !points.has(p));
    if (missing.length)
      coverageProblems.push(`${name} lacks ${missing.map((p) => `${String.fromCodePoint(p)} ${hex(p)}`).join(', ')}`);
  }

  const webFaces = [...faces.values()].filter((f) => /url\(/.test(f.src));
  const fallbackFaces = [...faces.values()].filter(
    (f) => /local\(/.test(f.src) && !/url\(/.test(f.src) && f.sizeAdjust,
  );
  const displayProblems: string[] = [];
  for (const face of webFaces) {
    const display = face.display || 'auto';
    if (display === 'optional') continue;
    if (display === 'swap' || display === 'fallback') {
      const fallback = fallbackFaces.find((f) =>
        [...stacks].some((stack) => stack.includes(face.family) && stack.includes(f.family)),
      );
      if (!fallback)
        displayProblems.push(
          `${face.family}: font-display ${display} without a metric-matched fallback in its font stack`,
        );
      continue;
    }
    displayProblems.push(`${face.family}: font-display ${display}`);
  }
  const displayDetail = webFaces.length
    ? `${[...new Set(webFaces.map((f) => `${f.family}: ${f.display || 'auto'}`))].join('; ')}; fallback ${[...new Set(fallbackFaces.map((f) => `${f.family} (size-adjust ${f.sizeAdjust}${f.ascentOverride ? `, ascent ${f.ascentOverride}` : ''})`))].join(', ') || 'none'}`
    : 'no web fonts';

  return [
    {
      name: 'fonts self-hosted (no font or font CSS from another origin)',
      pass: foreign.size === 0,
      detail: foreign.size ? `${foreign.size} foreign` : `${fontUrls.size} font files, all same-origin`,
      offenders: [...foreign],
    },
    {
      name: 'WOFF2 files subset to Latin',
      pass: fontUrls.size > 0 && subsetProblems.length === 0,
      detail: subsetDetails.join('; ') || 'no font files loaded',
      offenders: subsetProblems,
    },
    {
      name: 'the subset covers every character of the texts and company names',
      pass: coverageProblems.length === 0,
      detail: `${needed.size} distinct characters`,
      offenders: coverageProblems,
    },
    {
      name: 'font-display cannot shift the layout',
      pass: webFaces.length > 0 && displayProblems.length === 0,
      detail: displayDetail,
      offenders: displayProblems,
    },
  ];
}
