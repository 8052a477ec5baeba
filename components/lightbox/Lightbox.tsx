'use client';

import DOMPurify from 'isomorphic-dompurify';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Messages } from '@/lib/content/message-schema';
import { validateAlbum, type AlbumImage } from '@/lib/lightbox/album';
import { fitImage, type Size } from '@/lib/lightbox/fit';
import { keyAction } from '@/lib/lightbox/keys';
import { lightboxOptions, type LightboxOptions } from '@/lib/lightbox/options';
import { canStep, stepIndex, type Direction } from '@/lib/lightbox/step';
import { swipeDirection } from '@/lib/lightbox/swipe';
import { ArrowIcon, CloseIcon, RotateIcon, ZoomIcon } from './LightboxIcons';
import styles from './lightbox.module.css';

/** The lightbox's texts, translated on the server; `imageOf` already formatted ("Bild 2 von 5"). */
export type LightboxLabels = Omit<Messages['editorial']['lightbox'], 'imageOf'> & { imageOf: readonly string[] };

const MAX_ZOOM_STEPS = 4;
const CAPTION_ID = 'lightbox-caption';
const CREDIT_ID = 'lightbox-credit';
/** The caption is sanitised again (it is read from the page): only inline text markup survives. */
const CAPTION_MARKUP = {
  ALLOWED_TAGS: ['a', 'abbr', 'b', 'br', 'cite', 'em', 'i', 'q', 'small', 'span', 'strong', 'sub', 'sup', 'time'],
  ALLOWED_ATTR: ['href', 'title', 'lang', 'datetime', 'cite'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#)/i,
};
const DIRECTIONS = ['previous', 'next'] as const;
const viewportSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The lightbox on the native <dialog> with showModal(): role, focus trap and inert page come from
 * the browser. One image at a time, previous/next (hidden at the ends), keys, swipe, caption,
 * number label, zoom and rotate; closing fades out. Loaded on first use by LightboxTrigger.
 */
export default function Lightbox({
  album: input,
  index: start,
  labels,
  options: overrides,
  onClosed,
}: {
  album: readonly AlbumImage[];
  index: number;
  labels: LightboxLabels;
  options?: Partial<LightboxOptions>;
  /** Called once the closing fade has ended and the dialog is closed. */
  onClosed: () => void;
}) {
  const { album, index: first } = useMemo(() => validateAlbum(input, start), [input, start]);
  const options = useMemo(() => lightboxOptions(overrides), [overrides]);
  // Read once, when the lightbox opens.
  const [reduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const [viewport, setViewport] = useState(viewportSize);
  // What is shown; zoom (in steps), rotation and the measured size belong to one image.
  const [view, setView] = useState({ index: first, zoom: 0, rotation: 0, natural: null as Size | null });
  const { index, zoom, rotation, natural } = view;
  const [loaded, setLoaded] = useState<number | null>(null);
  const [shown, setShown] = useState(false);
  const [phase, setPhase] = useState<'opening' | 'open' | 'closing'>('opening');
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const arrows = { previous: useRef<HTMLButtonElement>(null), next: useRef<HTMLButtonElement>(null) };
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const item = album[index] as AlbumImage;
  const total = album.length;
  const fade = reduced ? 0 : options.fadeDuration;
  const close = () => setPhase('closing');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
    // One frame in the opening state, so the fade-in has a start (unless closing already began).
    const frame = requestAnimationFrame(() => setPhase((phase) => (phase === 'opening' ? 'open' : phase)));
    const resize = () => setViewport(viewportSize());
    window.addEventListener('resize', resize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      if (element?.open) element.close();
    };
  }, []);

  // The page behind stays still, the scrollbar's width kept as padding.
  useEffect(() => {
    if (!options.disableScrolling) return;
    const { documentElement: html, body } = document;
    const before = [html.style.overflow, body.style.paddingRight] as const;
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      [html.style.overflow, body.style.paddingRight] = before;
    };
  }, [options.disableScrolling]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = setTimeout(() => {
      dialog.current?.close();
      onClosed();
    }, fade * 1000);
    return () => clearTimeout(timer);
  }, [phase, fade, onClosed]);

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
      if (action === 'close') setPhase('closing');
      else go(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options.keyboard, go]);

  const can = {
    previous: canStep(index, total, 'previous', options.wrapAround),
    next: canStep(index, total, 'next', options.wrapAround),
  };
  // A button hidden at an end of the album hands focus on, so focus never leaves the dialog.
  useEffect(() => {
    const active = document.activeElement;
    if (active === arrows.next.current && !can.next) (can.previous ? arrows.previous : closeButton).current?.focus();
    if (active === arrows.previous.current && !can.previous) (can.next ? arrows.next : closeButton).current?.focus();
  });

  const size = item.width && item.height ? { width: item.width, height: item.height } : natural;
  const display = size ? fitImage(size, viewport, options, rotation, options.zoomStep ** zoom) : null;
  const sideways = Math.round(rotation / 90) % 2 !== 0;
  const frame = display
    ? { width: sideways ? display.height : display.width, height: sideways ? display.width : display.height }
    : undefined;
  const isLoaded = loaded === index;
  const numberLabel = options.showImageNumberLabel && total > 1 ? labels.imageOf[index] : undefined;
  const caption = item.caption && DOMPurify.sanitize(item.caption, CAPTION_MARKUP);

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
  const zoomTo = (steps: number) => setView((v) => ({ ...v, zoom: Math.min(MAX_ZOOM_STEPS, Math.max(0, steps)) }));
  const rotate = () => setView((v) => ({ ...v, rotation: v.rotation + options.rotateStep }));
  // The buttons top right: zoom out and in and rotate when enabled, then close.
  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <button type="button" className={styles.tool} aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </button>
  );
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
      // Escape (the dialog's cancel event) closes through the fade too, not abruptly.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A click on the dark overlay around the image closes.
      onClick={(event) => {
        if (event.target === event.currentTarget || event.target === stage.current) close();
      }}
    >
      <div className={styles.toolbar}>
        {options.zoom && tool(labels.zoomOut, <ZoomIcon out />, () => zoomTo(zoom - 1), zoom <= 0)}
        {options.zoom && tool(labels.zoomIn, <ZoomIcon />, () => zoomTo(zoom + 1), zoom >= MAX_ZOOM_STEPS)}
        {options.rotate && tool(labels.rotate, <RotateIcon />, rotate)}
        <button ref={closeButton} type="button" className={styles.tool} aria-label={labels.close} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <div
        ref={stage}
        className={styles.stage}
        data-zoomed={zoom > 0}
        // Horizontal swipes of a finger or pen (`touch-action: pan-y pinch-zoom`), not while zoomed.
        onPointerDown={(event) => {
          if (zoom === 0 && event.pointerType !== 'mouse' && event.isPrimary)
            swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const from = swipe.current;
          if (!from || event.pointerId !== from.id) return;
          swipe.current = null;
          const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
          if (direction) go(direction);
        }}
        onPointerCancel={() => (swipe.current = null)}
      >
        <figure
          className={styles.figure}
          data-loaded={isLoaded}
          aria-describedby={
            isLoaded && (caption?.trim() || item.credit)
              ? [caption?.trim() && CAPTION_ID, item.credit && CREDIT_ID].filter(Boolean).join(' ')
              : undefined
          }
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
              onError={() => setLoaded(index)}
            />
            {!isLoaded && <span className={styles.spinner} aria-hidden="true" />}
            {/* Announces the loading, then the image that is shown. */}
            <p role="status" className={isLoaded ? 'visually-hidden' : styles.loading}>
              {isLoaded ? item.alt : labels.loading}
            </p>
          </div>
          {Boolean(item.caption || item.credit || numberLabel) && (
            <figcaption className={styles.details} hidden={!isLoaded}>
              {Boolean(caption?.trim() || item.credit) && (
                <div className={styles.text}>
                  {caption?.trim() ? (
                    // eslint-disable-next-line react/no-danger -- sanitised with DOMPurify (CAPTION_MARKUP)
                    <p id={CAPTION_ID} className={styles.caption} dangerouslySetInnerHTML={{ __html: caption }} />
                  ) : null}
                  {item.credit && (
                    <p id={CREDIT_ID} className={styles.credit}>
                      {item.credit}
                    </p>
                  )}
                </div>
              )}
              {numberLabel && <span className={`${styles.number} tabular`}>{numberLabel}</span>}
            </figcaption>
          )}
        </figure>
      </div>
      {DIRECTIONS.map((direction) => (
        <button
          key={direction}
          ref={arrows[direction]}
          type="button"
          className={`${styles.arrow} ${styles[direction]}`}
          aria-label={labels[direction]}
          hidden={!shown || !can[direction]}
          onClick={() => go(direction)}
        >
          <ArrowIcon direction={direction} />
        </button>
      ))}
    </dialog>
  );
}
