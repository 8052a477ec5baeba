/** @jest-environment node */
import sharp from 'sharp';
import { jpegSize } from './jpeg-size';

describe('jpegSize', () => {
  it('reads width and height of a baseline and of a progressive JPEG', async () => {
    const image = sharp({ create: { width: 37, height: 23, channels: 3, background: '#c9a227' } });
    const baseline = await image.clone().jpeg().toBuffer();
    const progressive = await image.clone().withMetadata().jpeg({ progressive: true }).toBuffer();
    expect(jpegSize(baseline)).toEqual({ width: 37, height: 23 });
    expect(jpegSize(progressive)).toEqual({ width: 37, height: 23 });
  });

  it('gives undefined for other bytes and a cut-off file', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(jpegSize(png)).toBeUndefined();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeUndefined();
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(jpegSize(jpeg.subarray(0, 20))).toBeUndefined();
  });
});
