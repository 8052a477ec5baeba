/** The lightbox's album: a non-empty list of images and a current index. The error texts are fixed. */
export interface AlbumImage {
  /** The full-size image URL. */
  src: string;
  /** WebP variants ("url 800w, …"), when published. */
  srcSet?: string;
  alt: string;
  /** HTML; sanitised again wherever it is shown. */
  caption?: string;
  /** Who took the photo; plain text, shown below the caption. */
  credit?: string;
  width?: number;
  height?: number;
}

export const ALBUM_ERRORS = {
  album: 'No album data or album data is not correct in type',
  source: 'One of the album data does not have source data',
  index: 'Current image index is not a number',
} as const;

/** Checks an album, throwing the fixed messages; an index outside it is clamped to the nearest image. */
export function validateAlbum(album: unknown, currentIndex: unknown): { album: AlbumImage[]; index: number } {
  if (!Array.isArray(album) || album.length === 0) throw new Error(ALBUM_ERRORS.album);
  for (const item of album) {
    const src = typeof item === 'object' && item !== null ? (item as { src?: unknown }).src : undefined;
    if (typeof src !== 'string' || src.trim() === '') throw new Error(ALBUM_ERRORS.source);
  }
  if (typeof currentIndex !== 'number' || Number.isNaN(currentIndex)) throw new Error(ALBUM_ERRORS.index);
  const index = Math.min(album.length - 1, Math.max(0, Math.trunc(currentIndex)));
  return { album: album as AlbumImage[], index };
}
