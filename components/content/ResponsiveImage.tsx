import { imageInfo } from '@/lib/images/manifest';
import { srcSet } from '@/lib/images/variants';
import { assetUrl } from '@/lib/assets';
import { config } from '@/lib/config';

interface Props {
  src: string;
  alt: string;
  /** The displayed width per viewport, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The largest image of the first view: loaded eagerly, preloaded with high priority. */
  priority?: boolean;
  className?: string;
  /** Size for images outside content/media (no manifest entry). */
  width?: number;
  height?: number;
}

/**
 * An image from content with its size and WebP srcset, lazy unless `priority`: then it is marked
 * `data-preload` and the post-build step preloads it in the HTML only (an eager image would put a
 * hint into the router payload, which other pages prefetch).
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, className, width, height }: Props) {
  const info = imageInfo(src);
  const url = assetUrl(src, config.storageBaseUrl);
  const set = info ? srcSet(info) : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: variants come from pipeline/media, not next/image
    <img
      src={url}
      srcSet={set}
      sizes={set ? sizes : undefined}
      width={info?.width ?? width}
      height={info?.height ?? height}
      alt={alt}
      className={className}
      loading="lazy"
      data-preload={priority ? '' : undefined}
      decoding="async"
    />
  );
}
