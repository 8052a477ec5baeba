/** @jest-environment node */
import { svgIntrinsicSize } from './svgSize';

describe('svgIntrinsicSize', () => {
  it('reads width and height of the root element', () => {
    expect(
      svgIntrinsicSize(
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 640 240"><rect width="9" height="9"/></svg>',
      ),
    ).toEqual({ width: 320, height: 120 });
    expect(svgIntrinsicSize("<svg width='200px' height='80.5px'></svg>")).toEqual({ width: 200, height: 80.5 });
  });

  it('falls back to the viewBox, keeping its proportions when one dimension is given', () => {
    expect(svgIntrinsicSize('<svg viewBox="0 0 300 100"></svg>')).toEqual({ width: 300, height: 100 });
    expect(svgIntrinsicSize('<svg width="150" viewBox="0,0,300,100"></svg>')).toEqual({ width: 150, height: 50 });
    expect(svgIntrinsicSize('<svg width="100%" height="40" viewBox="0 0 300 100"></svg>')).toEqual({
      width: 120,
      height: 40,
    });
  });

  it('does not read sizes of inner elements, and gives nothing without a size', () => {
    expect(
      svgIntrinsicSize('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>'),
    ).toBeUndefined();
    expect(svgIntrinsicSize('<svg viewBox="0 0 0 10"></svg>')).toBeUndefined();
    expect(svgIntrinsicSize('not an svg')).toBeUndefined();
  });
});
