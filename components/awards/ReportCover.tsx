import { participantImage } from '@/lib/config';

/** The generated report covers (scripts/generate-media.ts) are 900 × 1200 px, portrait 3:4. */
export const COVER_WIDTH = 900;
export const COVER_HEIGHT = 1200;

/**
 * A participant's report cover. A plain <img> on purpose: the static export serves the files as
 * they are (images.unoptimized), and next/image would only add client JavaScript. Width and
 * height reserve the space before the file arrives. Decorative (alt="") wherever the company
 * name is part of the same link.
 */
export function ReportCover({ participantRef, alt = '', lazy = true, className }: { participantRef: string; alt?: string; lazy?: boolean; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      src={participantImage(participantRef)}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
