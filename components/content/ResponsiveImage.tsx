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
 * With `priority` the image is marked `data-preload`; the post-build step
 * (lib/postbuild/priority-image.ts) makes it eager with fetchpriority="high" and puts a matching
 * <link rel="preload" as="image"> into the head of the HTML file. Not here: React puts a preload
 * hint for every eager image into the router payload too, and prefetching this page from
 * another one would then download its hero image there. (After a client-side navigation the
 * image stays lazy, which for an image in view means loaded right after layout.)
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
      loading="lazy"
      data-preload={priority ? '' : undefined}
      decoding="async"
    />
  );
}
