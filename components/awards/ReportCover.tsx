import { participantImage } from '@/lib/config';
import { COVER_WIDTHS, generatedSrcSet } from '@/lib/images/generated';

/** The generated report covers (scripts/generate-media.ts) are 900 × 1200 px, portrait 3:4. */
export const COVER_WIDTH = 900;
export const COVER_HEIGHT = 1200;

/**
 * A report cover as a plain <img> (next/image would only add client JavaScript to a static export)
 * with size and WebP srcset; alt="" where the name is in the same link; `loading` "priority" marks
 * the first view's largest image for the post-build step.
 */
export function ReportCover({
  participantRef,
  year,
  sizes,
  alt = '',
  loading = 'lazy',
  className,
}: {
  participantRef: string;
  /** The edition whose report it is. */
  year: number;
  sizes: string;
  alt?: string;
  loading?: 'lazy' | 'eager' | 'priority';
  className?: string;
}) {
  const src = participantImage(participantRef, year);
  const srcSet = generatedSrcSet(src, COVER_WIDTHS);
  // Attributes left out rather than undefined: every prop of a server element travels in the page's
  // router payload, "$undefined" included, and covers come by the dozen (the winners' slider).
  const optional = {
    ...(className !== undefined && { className }),
    ...(loading === 'priority' && { 'data-preload': '' }),
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...optional}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      alt={alt}
      loading={loading === 'eager' ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
