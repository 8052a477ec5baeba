import localFont from 'next/font/local';
import './font-stack.css';

/**
 * Hanken Grotesk (variable, Latin subset) from npm, self-hosted by next/font: one family,
 * 'Hanken Grotesk', of two faces declared by two calls, so that only the upright face, which
 * every page sets its text in, is preloaded; the italic one loads when a page uses it. The font
 * stack (--font-sans) and the metric-matched fallbacks are in font-stack.css: the variable next/font
 * writes names the family after the JavaScript constant, not the declared one, and is not used.
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
