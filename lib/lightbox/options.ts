/** Lightbox options and their defaults: durations in seconds, distances in CSS pixels. */
export interface LightboxOptions {
  /** Fade of the overlay on open and close, and of each image once loaded. */
  fadeDuration: number;
  /** Transition of the frame from one image's size to the next. */
  resizeDuration: number;
  /** Scale images down so they fit the viewport minus the reserves below. */
  fitImagesInViewport: boolean;
  /** Distance of the image from the top of the viewport. */
  positionFromTop: number;
  /** Show "Image n of N" under the image. */
  showImageNumberLabel: boolean;
  /** Previous on the first image goes to the last, next on the last to the first. */
  wrapAround: boolean;
  /** Keep the page behind from scrolling while the lightbox is open. */
  disableScrolling: boolean;
  /** Keyboard navigation (close, previous, next keys). */
  keyboard: boolean;
  /** Zoom in and out buttons. */
  zoom: boolean;
  zoomStep: number;
  /** Rotate button. */
  rotate: boolean;
  /** Degrees per rotation step. */
  rotateStep: number;
  /** Viewport space kept free around a fitted image (arrows, caption, close button). */
  verticalReserve: number;
  horizontalReserve: number;
}

export const DEFAULT_OPTIONS: Readonly<LightboxOptions> = Object.freeze({
  fadeDuration: 0.7,
  resizeDuration: 0.5,
  fitImagesInViewport: true,
  positionFromTop: 20,
  showImageNumberLabel: false,
  wrapAround: false,
  disableScrolling: true,
  keyboard: true,
  zoom: false,
  zoomStep: 1.5,
  rotate: false,
  rotateStep: 90,
  verticalReserve: 120,
  horizontalReserve: 20,
});

/** The defaults with a use's overrides; an override that is not a valid value is ignored. */
export function lightboxOptions(overrides: Partial<LightboxOptions> = {}): LightboxOptions {
  const options: LightboxOptions = { ...DEFAULT_OPTIONS };
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof LightboxOptions)[]) {
    const value = overrides[key];
    const fallback = DEFAULT_OPTIONS[key];
    if (typeof fallback === 'boolean' && typeof value === 'boolean') (options[key] as boolean) = value;
    if (typeof fallback === 'number' && typeof value === 'number' && Number.isFinite(value) && value >= 0)
      (options[key] as number) = value;
  }
  // A zoom step of 1 or less would zoom nowhere (or backwards).
  if (options.zoomStep <= 1) options.zoomStep = DEFAULT_OPTIONS.zoomStep;
  return options;
}
