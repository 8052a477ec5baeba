import localFont from 'next/font/local';
import './font-stack.css';

/**
 * Hanken Grotesk (variable, Latin subset), self-hosted by next/font: one family of two faces from
 * two calls, so that only the upright face is preloaded. The font stack and the metric-matched
 * fallbacks are in font-stack.css (next/font's variable names the family after the constant).
 * next/font reads the options as written: literals only.
 */
export const sans = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/hanken-grotesk/files/hanken-grotesk-latin-wght-normal.woff2',
      style: 'normal',
      weight: '100 900',
    },
  ],
  declarations: [{ prop: 'font-family', value: "'Hanken Grotesk'" }],
  display: 'swap',
  variable: '--font-hanken-upright',
  adjustFontFallback: false,
});

export const sansItalic = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/hanken-grotesk/files/hanken-grotesk-latin-wght-italic.woff2',
      style: 'italic',
      weight: '100 900',
    },
  ],
  declarations: [{ prop: 'font-family', value: "'Hanken Grotesk'" }],
  display: 'swap',
  preload: false,
  variable: '--font-hanken-italic',
  adjustFontFallback: false,
});
