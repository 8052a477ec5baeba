/**
 * How much larger an image was sent than it is shown (pure): the ratio of the pixels delivered
 * to the device pixels the displayed image covers, along the scaled dimension. 1 = exact,
 * 2 = twice as wide as needed. object-fit decides the scale: `cover` fills the box (the image
 * may be cropped), `contain`/`scale-down` fit inside it, `fill` (the default) stretches to the
 * box's width.
 */
export interface ImageBox {
  naturalWidth: number;
  naturalHeight: number;
  boxWidth: number;
  boxHeight: number;
  objectFit: string;
  dpr: number;
}

export function oversizeFactor({ naturalWidth, naturalHeight, boxWidth, boxHeight, objectFit, dpr }: ImageBox): number {
  if (naturalWidth <= 0 || naturalHeight <= 0 || boxWidth <= 0 || boxHeight <= 0) return 1;
  const sx = boxWidth / naturalWidth;
  const sy = boxHeight / naturalHeight;
  let scale: number;
  if (objectFit === 'cover') scale = Math.max(sx, sy);
  else if (objectFit === 'contain') scale = Math.min(sx, sy);
  else if (objectFit === 'scale-down') scale = Math.min(1, sx, sy);
  else if (objectFit === 'none') scale = 1;
  else scale = sx;
  return 1 / (scale * dpr);
}

/** The URLs a srcset attribute lists ("a.webp 480w, b.webp 800w" → ["a.webp", "b.webp"]). */
export function srcsetUrls(srcset: string | null | undefined): string[] {
  if (!srcset) return [];
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}
