/** Every raster image under content/media/ is published with WebP copies at these widths (never wider). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600, 2400] as const;
export const MEDIA_URL_PREFIX = '/globalassets/media/';
export const MANIFEST_PATH = 'globalassets/media/manifest.json';

export interface ImageInfo {
  width: number;
  height: number;
  /** WebP copies, narrowest first: [width, url]. */
  variants: [number, string][];
}

export type ImageManifest = Record<string, ImageInfo>;

/** The public URL of a file at content/media/{relative}. */
export function mediaUrl(relative: string): string {
  return MEDIA_URL_PREFIX + relative.split('\\').join('/');
}

/** `/globalassets/media/gallery/a.jpg` at 800 px → `/globalassets/media/gallery/a-800w.webp`. */
export function variantUrl(url: string, width: number): string {
  return `${url.replace(/\.[a-z0-9]+$/i, '')}-${width}w.webp`;
}

/** The widths to publish for an original of the given width (at least one). */
export function variantWidths(originalWidth: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < originalWidth), originalWidth];
}

export function srcSet(info: ImageInfo): string {
  return info.variants.map(([width, url]) => `${url} ${width}w`).join(', ');
}

/** Raster files the pipeline converts; SVG and others are published as they are. */
export function isRaster(file: string): boolean {
  return /\.(jpe?g|png|webp|avif|tiff?)$/i.test(file);
}
