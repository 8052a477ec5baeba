import { variantUrl } from './variants';

/** WebP widths of the generated covers and spreads: each place finds a copy at most 1.5 times its width. */
export const COVER_WIDTHS = [120, 160, 240, 360, 480, 600, 900] as const;
export const SPREAD_WIDTHS = [480, 800, 1200, 1600] as const;

/** A generated image's srcset (sika.jpg → sika-240w.webp …), or undefined for another host's image. */
export function generatedSrcSet(url: string, widths: readonly number[]): string | undefined {
  if (!url.startsWith('/globalassets/') || widths.length === 0) return undefined;
  return widths.map((width) => `${variantUrl(url, width)} ${width}w`).join(', ');
}

/** `sizes` for the places a cover shows (the CSS widths in the components' style sheets). */
export const COVER_SIZES = {
  /** Winner slider card: 82 % / 50 % / 33 % / 25 % of the container. */
  sliderCard:
    '(min-width: 1336px) 300px, (min-width: 1200px) 22vw, (min-width: 960px) 30vw, (min-width: 640px) 45vw, 72vw',
  /** Winners page: a third of the cards column. */
  winnerCard: '(min-width: 1336px) 260px, (min-width: 960px) 20vw, 30vw',
  /** Special mentions: one card per category column. */
  mentionCard: '(min-width: 1336px) 400px, (min-width: 960px) 30vw, (min-width: 640px) 45vw, 30vw',
  /** Participant page head: 4 of 12 columns on a desktop, a 150 px thumbnail on a phone. */
  head: '(min-width: 1336px) 400px, (min-width: 900px) 30vw, 150px',
  /** The overall winner the home page leads with (components/content/PageIntro.module.css). */
  homeLeader: '(min-width: 860px) 152px, 96px',
  /** "More winners" teaser on a participant page. */
  teaser: '88px',
} as const;

/** The laudatio carousel spans the container. */
export const SPREAD_SIZES = '(min-width: 1336px) 1240px, 92vw';
