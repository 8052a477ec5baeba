import { isRaster, mediaUrl, srcSet, variantUrl, variantWidths } from './variants';

describe('image variants', () => {
  it('names a variant after the original, with its width', () => {
    expect(variantUrl('/globalassets/media/gallery/a.b.jpg', 800)).toBe('/globalassets/media/gallery/a.b-800w.webp');
  });

  it('never publishes a variant wider than the original, and always one at its own width', () => {
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(800)).toEqual([480, 800]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('writes a srcset with w descriptors, narrowest first', () => {
    expect(
      srcSet({
        width: 1000,
        height: 500,
        variants: [
          [480, '/a-480w.webp'],
          [1000, '/a-1000w.webp'],
        ],
      }),
    ).toBe('/a-480w.webp 480w, /a-1000w.webp 1000w');
  });

  it('builds the public URL of a content/media file and tells raster from vector', () => {
    expect(mediaUrl('partners/logo.svg')).toBe('/globalassets/media/partners/logo.svg');
    expect(isRaster('x.JPG')).toBe(true);
    expect(isRaster('x.svg')).toBe(false);
  });
});
