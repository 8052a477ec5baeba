/**
 * @jest-environment node
 */
import { baselineFrom } from './baseline';
import { beforeAfterTable, serverTable } from './report-compare';
import type { LighthouseResult, PageFigures } from './types';

const lh = (performance: number, lcpMs: number, tbtMs: number, protocol: string): LighthouseResult => ({
  performance,
  fcpMs: 900,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  observedLcpMs: 200,
  tbtMs,
  cls: 0,
  lcpElement: '',
  lcpPhases: {},
  failedAudits: [],
  protocol,
  transferBytes: 150_000,
  runs: [],
});
const weights = (js: number, html: number, payload: number) => ({
  js: { scripts: 8, rawBytes: 0, gzipBytes: js, afterLoadScripts: 0, afterLoadGzipBytes: 0 },
  html: { rawBytes: 0, gzipBytes: html, routerPayloadBytes: payload, routerPayloadScripts: 4 },
});
const old: PageFigures = {
  target: { key: 'ranking', locale: 'de-CH', path: '/rangliste' },
  ...weights(147_300, 36_500, 119_300),
  lighthouse: lh(92, 2777, 195, ''),
};
const now: PageFigures = {
  target: { key: 'ranking', locale: 'de-CH', path: '/rangliste' },
  ...weights(147_000, 20_000, 58_000),
  lighthouse: lh(97, 1900, 120, 'h2'),
  bundledLighthouse: lh(93, 2600, 180, 'http/1.1'),
};
const archive: PageFigures = { target: { key: 'archive', locale: 'de-CH', path: '/archiv' } };

describe('report comparisons', () => {
  const baseline = baselineFrom('bench/baseline-2026-11-22.json', {
    meta: { date: '2026-11-22T06:59:58.694Z', commit: 'd7607ca', lighthouseRuns: 3 },
    floor: { target: { key: 'floor', locale: 'en-GB', path: '/' } },
    pages: [old],
  });

  it('reads an old results.json as the bundled server’s figures, page by page', () => {
    expect(baseline.server).toBe('bundled server (HTTP/1.1)');
    expect(baseline.pages[1]).toEqual({
      path: '/rangliste',
      performance: 92,
      lcpMs: 2777,
      tbtMs: 195,
      jsGzipBytes: 147_300,
      htmlGzipBytes: 36_500,
      routerPayloadBytes: 119_300,
    });
  });

  it('shows each page before → bundled now / nginx now, and "–" where there was no before', () => {
    const table = beforeAfterTable([now, archive], baseline);
    expect(table.title).toContain('2026-11-22, commit d7607ca, bundled server (HTTP/1.1), median of 3');
    expect(table.rows[0]).toEqual([
      'ranking de (/rangliste)',
      '92 → 93 / 97',
      '2777 → 2600 / 1900',
      '195 → 180 / 120',
      '147.3 → 147.0',
      '36.5 → 20.0',
      '119.3 → 58.0',
    ]);
    expect(table.rows[1]?.[1]).toBe('– → – / –');
  });

  it('puts nginx beside the bundled server with the difference and the protocols', () => {
    const row = serverTable([now], { nginx: 5, bundled: 3 }).rows[0];
    expect(row?.slice(1, 3)).toEqual(['97', '93 (-4)']);
    expect(row?.at(-1)).toBe('h2 / http/1.1');
  });
});
