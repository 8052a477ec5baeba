import { siteAsset } from '../config';
import { SPREAD_WIDTHS, generatedSrcSet } from '../images/generated';
import type { EditionTexts } from '../content/edition-texts-schema';
import type { LaudatioEntry } from '../content/participant-messages-schema';

/** The jury's laudatio by ref. */
export function laudatioFor(texts: Pick<EditionTexts, 'laudatio'>, ref: string): LaudatioEntry | null {
  return Object.hasOwn(texts.laudatio, ref) ? (texts.laudatio[ref] ?? null) : null;
}

/** /globalassets/laudatio/{year}/{ref}-{n}.jpg, n counting from 1. */
export function laudatioImage(ref: string, year: number, n: number): string {
  return siteAsset(`/globalassets/laudatio/${year}/${encodeURIComponent(ref)}-${n}.jpg`);
}

/** One slide per caption in the translations (at most three: the spreads generate-media writes, 1600 × 1000 px). */
export function laudatioSlides(ref: string, year: number, entry: LaudatioEntry) {
  return entry.images.slice(0, 3).map(({ alt, caption }, i) => {
    const src = laudatioImage(ref, year, i + 1);
    return { src, srcSet: generatedSrcSet(src, SPREAD_WIDTHS), width: 1600, height: 1000, alt, caption };
  });
}
