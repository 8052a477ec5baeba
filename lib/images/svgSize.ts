/** An SVG's intrinsic size from its width and height, else its viewBox; undefined when it says neither. */
export function svgIntrinsicSize(source: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(source)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1]?.trim();
  const length = (value: string | undefined) => {
    const match = value ? /^(\d+(?:\.\d+)?)(?:px)?$/.exec(value) : null;
    const n = match ? Number(match[1]) : NaN;
    return n > 0 ? n : undefined;
  };
  const width = length(attribute('width'));
  const height = length(attribute('height'));
  if (width && height) return { width, height };
  const [, , boxWidth = 0, boxHeight = 0, ...rest] =
    attribute('viewBox')
      ?.split(/[\s,]+/)
      .map(Number) ?? [];
  if (rest.length === 0 && boxWidth > 0 && boxHeight > 0) {
    // One given dimension keeps the viewBox's proportions.
    if (width) return { width, height: (width * boxHeight) / boxWidth };
    if (height) return { width: (height * boxWidth) / boxHeight, height };
    return { width: boxWidth, height: boxHeight };
  }
  return undefined;
}
