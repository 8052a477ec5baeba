'use client';

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type SyntheticEvent,
  type RefObject,
} from 'react';
import { validateAlbum, type AlbumImage } from '@/lib/lightbox/album';
import { fitImage, type Size } from '@/lib/lightbox/fit';
import { keyAction } from '@/lib/lightbox/keys';
import { lightboxOptions, type LightboxOptions } from '@/lib/lightbox/options';
import { canStep, stepIndex, type Direction } from '@/lib/lightbox/step';
import { LightboxFigure } from './LightboxFigure';
import { ArrowIcon } from './LightboxIcons';
import { LightboxToolbar, MAX_ZOOM_STEPS } from './LightboxToolbar';
import type { LightboxLabels } from './labels';
import { useModal } from './useModal';
import { useScrollLock } from './useScrollLock';
import { useSwipe } from './useSwipe';
import { prefersReducedMotion, useViewport } from './useViewport';
import styles from './lightbox.module.css';

export interface LightboxProps {
  album: readonly AlbumImage[];
  index: number;
  labels: LightboxLabels;
  options?: Partial<LightboxOptions>;
  /** Called once the closing fade has ended and the dialog is closed. */
  onClosed: () => void;
}

/**
 * The lightbox on the native <dialog> with showModal(): role, focus trap and inert page come from
 * the browser. One image at a time, previous/next (hidden at the ends), keys, swipe, caption,
 * number label, zoom and rotate; closing fades out. Loaded on first use by LightboxTrigger.
 */
export default function Lightbox({ album: input, index: start, labels, options: overrides, onClosed }: LightboxProps) {
  const { album, index: first } = useMemo(() => validateAlbum(input, start), [input, start]);
  const options = useMemo(() => lightboxOptions(overrides), [overrides]);
  const [reduced] = useState(prefersReducedMotion);
  const viewport = useViewport();
  // What is shown; zoom (in steps), rotation and the measured size belong to one image.
  const [view, setView] = useState<{ index: number; zoom: number; rotation: number; natural: Size | null }>({
    index: first,
    zoom: 0,
    rotation: 0,
    natural: null,
  });
  const { index, zoom, rotation, natural } = view;
  const [loaded, setLoaded] = useState<number | null>(null);
  const [shown, setShown] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const item = album[index] as AlbumImage;
  const total = album.length;
  const fade = reduced ? 0 : options.fadeDuration;

  useScrollLock(options.disableScrolling);

  const { phase, close } = useModal(dialog, closeButton, fade, onClosed);

  const go = useCallback(
    (direction: Direction) =>
      setView((v) => {
        const next = stepIndex(v.index, total, direction, options.wrapAround);
        return next === v.index ? v : { index: next, zoom: 0, rotation: 0, natural: null };
      }),
    [total, options.wrapAround],
  );

  useEffect(() => {
    if (!options.keyboard) return;
    const onKey = (event: KeyboardEvent) => {
      const action = keyAction(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'close') close();
      else go(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options.keyboard, close, go]);

  useSwipe(stage, zoom === 0, go);

  const canPrevious = canStep(index, total, 'previous', options.wrapAround);
  const canNext = canStep(index, total, 'next', options.wrapAround);
  // A button hidden at an end of the album hands focus on, so focus never leaves the dialog.
  useEffect(() => {
    const active = document.activeElement;
    if (active === nextButton.current && !canNext) (canPrevious ? previousButton : closeButton).current?.focus();
    if (active === previousButton.current && !canPrevious) (canNext ? nextButton : closeButton).current?.focus();
  }, [index, canNext, canPrevious]);

  const size = item.width && item.height ? { width: item.width, height: item.height } : natural;
  const display = size ? fitImage(size, viewport, options, rotation, options.zoomStep ** zoom) : null;
  const isLoaded = loaded === index;

  const onLoad = (image: HTMLImageElement) => {
    if (!size)
      setView((v) =>
        v.index === index && !v.natural
          ? { ...v, natural: { width: image.naturalWidth, height: image.naturalHeight } }
          : v,
      );
    setLoaded(index);
    setShown(true);
  };
  // Escape (the dialog's cancel event) closes through the fade too, not abruptly.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    close();
  };
  // A click on the dark overlay around the image closes.
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget || event.target === stage.current) close();
  };
  const variables = {
    '--lb-fade': `${fade}s`,
    '--lb-resize': `${reduced ? 0 : options.resizeDuration}s`,
    '--lb-top': `${options.positionFromTop}px`,
  } as CSSProperties;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={labels.dialogLabel}
      aria-modal="true"
      data-phase={phase}
      style={variables}
      onCancel={onCancel}
      onClick={onOverlayClick}
    >
      <LightboxToolbar
        labels={labels}
        options={options}
        zoom={zoom}
        onZoom={(steps) => setView((v) => ({ ...v, zoom: Math.min(MAX_ZOOM_STEPS, Math.max(0, steps)) }))}
        onRotate={() => setView((v) => ({ ...v, rotation: v.rotation + options.rotateStep }))}
        onClose={close}
        closeRef={closeButton}
      />
      <div ref={stage} className={styles.stage} data-zoomed={zoom > 0}>
        <LightboxFigure
          item={item}
          index={index}
          display={display}
          rotation={rotation}
          loaded={isLoaded}
          loadingLabel={labels.loading}
          numberLabel={options.showImageNumberLabel && total > 1 ? labels.imageOf[index] : undefined}
          onLoad={onLoad}
          onError={() => setLoaded(index)}
        />
      </div>
      <StepButton
        ref={previousButton}
        direction="previous"
        label={labels.previous}
        hidden={!shown || !canPrevious}
        onStep={go}
      />
      <StepButton ref={nextButton} direction="next" label={labels.next} hidden={!shown || !canNext} onStep={go} />
    </dialog>
  );
}

/** The previous or next image's button; hidden where the album ends (unless it wraps around). */
function StepButton({
  ref,
  direction,
  label,
  hidden,
  onStep,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  direction: Direction;
  label: string;
  hidden: boolean;
  onStep: (direction: Direction) => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.arrow} ${styles[direction]}`}
      aria-label={label}
      hidden={hidden}
      onClick={() => onStep(direction)}
    >
      <ArrowIcon direction={direction} />
    </button>
  );
}
