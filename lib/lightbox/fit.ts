import type { LightboxOptions } from './options';

/** An image's size: scaled down to the viewport minus reserves, sides swapped at 90°/270°, then zoomed. */
export interface Size {
  width: number;
  height: number;
}

export function fitImage(
  natural: Size,
  viewport: Size,
  options: Pick<LightboxOptions, 'fitImagesInViewport' | 'verticalReserve' | 'horizontalReserve'>,
  rotation = 0,
  zoom = 1,
): Size {
  let { width, height } = natural;
  if (options.fitImagesInViewport) {
    const sideways = Math.abs(Math.round(rotation / 90)) % 2 === 1;
    const maxWidth = Math.max(1, viewport.width - options.horizontalReserve);
    const maxHeight = Math.max(1, viewport.height - options.verticalReserve);
    const boxWidth = sideways ? height : width;
    const boxHeight = sideways ? width : height;
    const scale = Math.min(1, maxWidth / boxWidth, maxHeight / boxHeight);
    width *= scale;
    height *= scale;
  }
  return { width: Math.round(width * zoom), height: Math.round(height * zoom) };
}
