import { siteAsset } from '../config';
import { SPREAD_WIDTHS, generatedSrcSet } from '../images/generated';
import type { Messages } from '../content/message-schema';
import type { LaudatioEntry } from '../content/participant-messages-schema';

/**
 * The jury's laudatio for winners and special mentions: texts from the `laudatio` namespace,
 * keyed by ref; pictures are the report spreads that scripts/generate-media.ts writes for every
 * ref in content/awards.json, 1600 × 1000 px (16:10).
 */
export const LAUDATIO_IMAGE_WIDTH = 1600;
export const LAUDATIO_IMAGE_HEIGHT = 1000;

export function laudatioFor(messages: Pick<Messages, 'laudatio'>, ref: string): LaudatioEntry | null {
  return Object.hasOwn(messages.laudatio, ref) ? (messages.laudatio[ref] ?? null) : null;
}

/** /globalassets/laudatio/{ref}-{n}.jpg, n counting from 1. */
export function laudatioImage(ref: string, n: number): string {
  return siteAsset(`/globalassets/laudatio/${encodeURIComponent(ref)}-${n}.jpg`);
}

export interface LaudatioSlide {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

/** One slide per caption in the translations (at most three: the spreads that exist). */
export function laudatioSlides(ref: string, entry: LaudatioEntry): LaudatioSlide[] {
  return entry.images.slice(0, 3).map((image, i) => ({
    src: laudatioImage(ref, i + 1),
    srcSet: generatedSrcSet(laudatioImage(ref, i + 1), SPREAD_WIDTHS),
    width: LAUDATIO_IMAGE_WIDTH,
    height: LAUDATIO_IMAGE_HEIGHT,
    alt: image.alt,
    caption: image.caption,
  }));
}
