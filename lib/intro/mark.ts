/**
 * Geometry of the intro animation, shared by its Lottie data (scripts/media/animations.ts) and
 * the static first frame the page paints before the player arrives (components/intro), so the
 * two line up exactly.
 *
 * The story: the page intros' sun mark (a half disc on a horizon, components/content/SunMark)
 * rises into the site's logo (a full disc with five rays over a rule, components/shell/Logo).
 * Coordinates are the logo's 40 × 40 grid scaled 12 times into an 800 × 800 composition.
 */
export const INTRO_COMP = { w: 800, h: 800 } as const;

const SCALE = 12;
const OFFSET = 160;
const at = (x: number, y: number): [number, number] => [round(OFFSET + x * SCALE), round(OFFSET + y * SCALE)];
const round = (n: number) => Math.round(n * 10) / 10;

/** The rule under the sun (logo: x 2–38, y 33–36). Its top edge is the horizon. */
export const RULE = (() => {
  const [x, y] = at(2, 33);
  return { x, y, w: 36 * SCALE, h: 3 * SCALE };
})();

export const HORIZON_Y = RULE.y;

/** The disc: where it ends (logo: centre 20/22, radius 9) and where it starts, half risen. */
export const DISC = (() => {
  const [cx, cy] = at(20, 22);
  return { cx, cy, r: 9 * SCALE, startCy: HORIZON_Y };
})();

/** Ray width (logo: 2.5), drawn with round caps. */
export const RAY_WIDTH = 2.5 * SCALE;

/**
 * The five rays of the logo, each from its inner to its outer end, in the order they light up:
 * a sweep from left to right along the sun's arc.
 */
export const RAYS: readonly { from: [number, number]; to: [number, number] }[] = [
  { from: at(7, 22), to: at(2, 22) },
  { from: at(10.8, 12.8), to: at(7.3, 9.3) },
  { from: at(20, 9), to: at(20, 4) },
  { from: at(29.2, 12.8), to: at(32.7, 9.3) },
  { from: at(33, 22), to: at(38, 22) },
];

/** The brand colours (app/globals.css --gold and --black). */
export const INTRO_COLOURS = { gold: '#c9a227', field: '#111111' } as const;

/** SVG path of the first frame's disc: the half above the horizon. */
export function halfDiscPath(): string {
  const { cx, r } = DISC;
  return `M${cx - r} ${HORIZON_Y}a${r} ${r} 0 0 1 ${2 * r} 0z`;
}

/** Where the build publishes the intro's Lottie JSON (scripts/media/animations.ts). */
export const INTRO_ANIMATION_URL = '/globalassets/animations/intro.json';
