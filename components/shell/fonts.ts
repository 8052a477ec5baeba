import localFont from 'next/font/local';

/** Hanken Grotesk (variable, Latin subset) from npm, self-hosted by next/font. */
export const sans = localFont({
  src: [
    { path: '../../node_modules/@fontsource-variable/hanken-grotesk/files/hanken-grotesk-latin-wght-normal.woff2', style: 'normal', weight: '100 900' },
    { path: '../../node_modules/@fontsource-variable/hanken-grotesk/files/hanken-grotesk-latin-wght-italic.woff2', style: 'italic', weight: '100 900' },
  ],
  display: 'swap',
  // Not preloaded: a preload puts 70 kB of font before the first paint on a slow connection; the
  // text paints at once in the metric-matched fallback and swaps without a shift (npm run bench).
  preload: false,
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
