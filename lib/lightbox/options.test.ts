import { DEFAULT_OPTIONS, lightboxOptions } from './options';

/** The lightbox defaults, and per-use overrides. */
describe('lightbox options', () => {
  it('has the spec’s defaults', () => {
    expect(lightboxOptions()).toEqual({
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
  });

  it('applies overrides and keeps the other defaults', () => {
    const options = lightboxOptions({ wrapAround: true, showImageNumberLabel: true, fadeDuration: 0.2, zoom: true });
    expect(options).toMatchObject({ wrapAround: true, showImageNumberLabel: true, fadeDuration: 0.2, zoom: true });
    expect(options.resizeDuration).toBe(0.5);
    expect(options.keyboard).toBe(true);
  });

  it('can switch the keyboard and fitting off', () => {
    expect(lightboxOptions({ keyboard: false, fitImagesInViewport: false })).toMatchObject({
      keyboard: false,
      fitImagesInViewport: false,
    });
  });

  it('ignores invalid overrides', () => {
    const options = lightboxOptions({
      fadeDuration: -1,
      resizeDuration: Number.NaN,
      wrapAround: 'yes' as unknown as boolean,
      zoomStep: 1,
    });
    expect(options.fadeDuration).toBe(0.7);
    expect(options.resizeDuration).toBe(0.5);
    expect(options.wrapAround).toBe(false);
    expect(options.zoomStep).toBe(1.5);
  });

  it('does not let a use change the defaults', () => {
    lightboxOptions({ wrapAround: true });
    expect(DEFAULT_OPTIONS.wrapAround).toBe(false);
    expect(Object.isFrozen(DEFAULT_OPTIONS)).toBe(true);
  });
});
