/** Lightbox options and their defaults: durations in seconds, distances in CSS pixels. */
const defaults = {
  /** Fade of the overlay on open and close, and of each image once loaded. */
  fadeDuration: 0.7,
  /** Transition of the frame from one image's size to the next. */
  resizeDuration: 0.5,
  /** Scale images down so they fit the viewport minus the reserves below. */
  fitImagesInViewport: true,
  /** Distance of the image from the top of the viewport. */
  positionFromTop: 20,
  /** Show "Image n of N" under the image. */
  showImageNumberLabel: false,
  /** Previous on the first image goes to the last, next on the last to the first. */
  wrapAround: false,
  /** Keep the page behind from scrolling while the lightbox is open. */
  disableScrolling: true,
  /** Keyboard navigation (close, previous, next keys). */
  keyboard: true,
  /** Zoom in and out buttons. */
  zoom: false,
  zoomStep: 1.5,
  /** Rotate button. */
  rotate: false,
  /** Degrees per rotation step. */
  rotateStep: 90,
  /** Viewport space kept free around a fitted image (arrows, caption, close button). */
  verticalReserve: 120,
  horizontalReserve: 20,
};

export type LightboxOptions = typeof defaults;

export const DEFAULT_OPTIONS: Readonly<LightboxOptions> = Object.freeze(defaults);

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
