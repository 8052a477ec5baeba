import type { RefObject } from 'react';
import type { LightboxOptions } from '@/lib/lightbox/options';
import { CloseIcon, RotateIcon, ZoomIcon } from './LightboxIcons';
import type { LightboxLabels } from './labels';
import styles from './lightbox.module.css';

export const MAX_ZOOM_STEPS = 4;

interface Props {
  labels: LightboxLabels;
  options: Pick<LightboxOptions, 'zoom' | 'rotate'>;
  /** Zoom in steps of the zoom factor; 0 is the fitted size. */
  zoom: number;
  onZoom: (steps: number) => void;
  onRotate: () => void;
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
}

/** The buttons top right: zoom out and in and rotate when enabled, then close. */
export function LightboxToolbar({ labels, options, zoom, onZoom, onRotate, onClose, closeRef }: Props) {
  return (
    <div className={styles.toolbar}>
      {options.zoom && (
        <>
          <button
            type="button"
            className={styles.tool}
            aria-label={labels.zoomOut}
            disabled={zoom <= 0}
            onClick={() => onZoom(zoom - 1)}
          >
            <ZoomIcon out />
          </button>
          <button
            type="button"
            className={styles.tool}
            aria-label={labels.zoomIn}
            disabled={zoom >= MAX_ZOOM_STEPS}
            onClick={() => onZoom(zoom + 1)}
          >
            <ZoomIcon />
          </button>
        </>
      )}
      {options.rotate && (
        <button type="button" className={styles.tool} aria-label={labels.rotate} onClick={onRotate}>
          <RotateIcon />
        </button>
      )}
      <button ref={closeRef} type="button" className={styles.tool} aria-label={labels.close} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
