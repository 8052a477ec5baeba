import { fitImage } from './fit';
import { DEFAULT_OPTIONS } from './options';

describe('fitImage', () => {
  const viewport = { width: 1440, height: 900 };

  it('scales a large image into the viewport minus 120 px vertical and 20 px horizontal reserve', () => {
    // 2400 × 1600: the height limits (900 − 120 = 780), so the width is 780 × 1.5.
    expect(fitImage({ width: 2400, height: 1600 }, viewport, DEFAULT_OPTIONS)).toEqual({ width: 1170, height: 780 });
    // A wide panorama: the width limits (1440 − 20 = 1420).
    expect(fitImage({ width: 2840, height: 1000 }, viewport, DEFAULT_OPTIONS)).toEqual({ width: 1420, height: 500 });
  });

  it('never scales a small image up', () => {
    expect(fitImage({ width: 600, height: 400 }, viewport, DEFAULT_OPTIONS)).toEqual({ width: 600, height: 400 });
  });

  it('keeps the natural size when fitting is off', () => {
    expect(
      fitImage({ width: 2400, height: 1600 }, viewport, { ...DEFAULT_OPTIONS, fitImagesInViewport: false }),
    ).toEqual({ width: 2400, height: 1600 });
  });

  it('fits the rotated box when turned by 90 degrees', () => {
    // Turned sideways the 1600 px side is horizontal and the 2400 px side has to fit 780 px.
    expect(fitImage({ width: 2400, height: 1600 }, viewport, DEFAULT_OPTIONS, 90)).toEqual({ width: 780, height: 520 });
    expect(fitImage({ width: 2400, height: 1600 }, viewport, DEFAULT_OPTIONS, 180)).toEqual({
      width: 1170,
      height: 780,
    });
    expect(fitImage({ width: 2400, height: 1600 }, viewport, DEFAULT_OPTIONS, -90)).toEqual({
      width: 780,
      height: 520,
    });
  });

  it('multiplies the fitted size by the zoom', () => {
    expect(fitImage({ width: 2400, height: 1600 }, viewport, DEFAULT_OPTIONS, 0, 1.5)).toEqual({
      width: 1755,
      height: 1170,
    });
  });

  it('uses the phone’s viewport', () => {
    expect(fitImage({ width: 1600, height: 2000 }, { width: 390, height: 844 }, DEFAULT_OPTIONS)).toEqual({
      width: 370,
      height: 463,
    });
  });
});
