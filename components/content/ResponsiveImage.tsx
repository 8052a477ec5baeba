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
 * An image from content: width and height always set (no layout shift), WebP variants in a
 * srcset when the media script published them, lazy unless it is the first view's largest.
 *
 * With `priority`, React's HTML renderer itself puts <link rel="preload" as="image"
 * fetchpriority="high"> with the srcset into the head (it does so for every eager high-priority
 * img). Known cost: the same hint is in the router payload, so prefetching this page from
 * another one downloads the image there too (issue 5 moves the hint into the HTML only).
 */
export function ResponsiveImage({ src, alt, sizes, priority = false, className, width, height }: Props) {
  const info = imageInfo(src);
  const url = assetUrl(src, config.storageBaseUrl);
  const set = info ? srcSet(info) : undefined;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: variants come from scripts/media, not next/image
    <img
      src={url}
      srcSet={set}
      sizes={set ? sizes : undefined}
      width={info?.width ?? width}
      height={info?.height ?? height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
