import localFont from 'next/font/local';

/** Hanken Grotesk (variable, Latin subset) from npm, self-hosted by next/font. */
export const sans = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource-variable/hanken-grotesk/files/hanken-grotesk-latin-wght-normal.woff2',
      style: 'normal',
      weight: '100 900',
    },
    {
      path: '../../node_modules/@fontsource-variable/hanken-grotesk/files/hanken-grotesk-latin-wght-italic.woff2',
      style: 'italic',
      weight: '100 900',
    },
  ],
  display: 'swap',
  variable: '--font-sans',
  adjustFontFallback: 'Arial',
});
