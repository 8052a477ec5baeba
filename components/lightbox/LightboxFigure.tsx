import type { AlbumImage } from '@/lib/lightbox/album';
import type { Size } from '@/lib/lightbox/fit';
import { LightboxCaption } from './LightboxCaption';
import styles from './lightbox.module.css';

interface Props {
  item: AlbumImage;
  index: number;
  /** The image's displayed size (fitted, zoomed), unknown until measured. */
  display: Size | null;
  rotation: number;
  loaded: boolean;
  loadingLabel: string;
  /** "Image n of N", when the option asks for it. */
  numberLabel?: string;
  onLoad: (image: HTMLImageElement) => void;
  onError: () => void;
}

const CAPTION_ID = 'lightbox-caption';

/** The image in a frame sized to it, a spinner until it has loaded, then caption and number label. */
export function LightboxFigure({
  item,
  index,
  display,
  rotation,
  loaded,
  loadingLabel,
  numberLabel,
  onLoad,
  onError,
}: Props) {
  const sideways = Math.round(rotation / 90) % 2 !== 0;
  const frame = display
    ? { width: sideways ? display.height : display.width, height: sideways ? display.width : display.height }
    : undefined;
  const hasDetails = Boolean(item.caption || numberLabel);
  return (
    <figure
      className={styles.figure}
      data-loaded={loaded}
      aria-describedby={item.caption && loaded ? CAPTION_ID : undefined}
    >
      <div className={styles.frame} style={frame}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static file at full size; next/image would add nothing but client code */}
        <img
          key={index}
          ref={(image) => {
            // A cached image may be complete before React listens for its load event.
            if (image?.complete && image.naturalWidth > 0) onLoad(image);
          }}
          className={styles.image}
          src={item.src}
          srcSet={item.srcSet}
          sizes={display ? `${display.width}px` : undefined}
          alt={item.alt}
          width={display?.width}
          height={display?.height}
          style={{ transform: `translate(-50%, -50%) rotate(${rotation}deg)` }}
          onLoad={(event) => onLoad(event.currentTarget)}
          onError={onError}
        />
        {!loaded && <span className={styles.spinner} aria-hidden="true" />}
        {/* Announces the loading, then the image that is shown. */}
        <p role="status" className={loaded ? 'visually-hidden' : styles.loading}>
          {loaded ? item.alt : loadingLabel}
        </p>
      </div>
      {hasDetails && (
        <figcaption className={styles.details} hidden={!loaded}>
          <LightboxCaption html={item.caption} id={CAPTION_ID} />
          {numberLabel && <span className={`${styles.number} tabular`}>{numberLabel}</span>}
        </figcaption>
      )}
    </figure>
  );
}
