import { siteAsset } from '../config';
import { SPREAD_WIDTHS, generatedSrcSet } from '../images/generated';
import type { EditionTexts } from '../content/edition-texts-schema';
import type { LaudatioEntry } from '../content/participant-messages-schema';

/** The jury's laudatio by ref, with the report spreads generate-media writes (1600 × 1000 px). */
export const LAUDATIO_IMAGE_WIDTH = 1600;
export const LAUDATIO_IMAGE_HEIGHT = 1000;

export function laudatioFor(texts: Pick<EditionTexts, 'laudatio'>, ref: string): LaudatioEntry | null {
  return Object.hasOwn(texts.laudatio, ref) ? (texts.laudatio[ref] ?? null) : null;
}

/** /globalassets/laudatio/{year}/{ref}-{n}.jpg, n counting from 1. */
export function laudatioImage(ref: string, year: number, n: number): string {
  return siteAsset(`/globalassets/laudatio/${year}/${encodeURIComponent(ref)}-${n}.jpg`);
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
export function laudatioSlides(ref: string, year: number, entry: LaudatioEntry): LaudatioSlide[] {
  return entry.images.slice(0, 3).map((image, i) => ({
    src: laudatioImage(ref, year, i + 1),
    srcSet: generatedSrcSet(laudatioImage(ref, year, i + 1), SPREAD_WIDTHS),
    width: LAUDATIO_IMAGE_WIDTH,
    height: LAUDATIO_IMAGE_HEIGHT,
    alt: image.alt,
    caption: image.caption,
  }));
}
