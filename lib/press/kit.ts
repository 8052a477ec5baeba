/**
 * The press files beside the photos, written by the media step (pipeline/media/press-kit.ts) into
 * public/presse/: the programme's logo for light and dark backgrounds, as SVG and PNG, and one ZIP
 * per edition with its photos, the logos and the credits file.
 */
export const PRESS_FOLDER = '/presse';

/** "/presse/pressebilder-2026.zip": one URL for both languages (the credits file speaks both). */
export function pressZipPath(year: number): string {
  return `${PRESS_FOLDER}/pressebilder-${year}.zip`;
}

/** The credits file's name in every ZIP. */
export const CREDITS_FILE = 'credits.txt';

export type LogoBackground = 'light' | 'dark';

export interface PressLogo {
  background: LogoBackground;
  /** The mark's colour: the header's text colour on such a background. */
  colour: string;
  svg: string;
  png: string;
}

export const PRESS_LOGOS: readonly PressLogo[] = [
  {
    background: 'light',
    colour: '#111111',
    svg: `${PRESS_FOLDER}/rating-logo-black.svg`,
    png: `${PRESS_FOLDER}/rating-logo-black.png`,
  },
  {
    background: 'dark',
    colour: '#ffffff',
    svg: `${PRESS_FOLDER}/rating-logo-white.svg`,
    png: `${PRESS_FOLDER}/rating-logo-white.png`,
  },
];

/** The PNG logos' size in pixels (square). */
export const LOGO_PNG_SIZE = 1200;

/**
 * The programme's mark (components/shell/Logo.tsx) as a standalone SVG in one colour: a rising
 * sun over a rule, with a margin of two units so the rays' round caps are not cut.
 */
export function logoSvg(colour: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 44 44" width="440" height="440">',
    `<circle cx="20" cy="22" r="9" fill="${colour}"/>`,
    `<path d="M20 4v5M7.3 9.3l3.5 3.5M32.7 9.3l-3.5 3.5M2 22h5M33 22h5" stroke="${colour}" stroke-width="2.5" stroke-linecap="round" fill="none"/>`,
    `<rect x="2" y="33" width="36" height="3" fill="${colour}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
