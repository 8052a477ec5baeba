/**
 * Preloads the first view's largest image, in the HTML only (React would put a hint for every
 * eager image into the router payload, which other pages prefetch): each <img data-preload>
 * becomes eager with fetchpriority="high" and gets a <link rel="preload"> with the same sources.
 */
const MARKED_IMG = /<img\b[^>]*\sdata-preload=""[^>]*>/gi;

function attribute(tag: string, name: string): string | null {
  // React writes attributes as name="value" with the value HTML-escaped; copied as they are.
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

/** The page with its marked images eager, and a <link rel="preload"> tag for the head per marked image. */
export function markPriorityImages(html: string): { html: string; preloads: string[] } {
  const preloads: string[] = [];
  const marked = html.replace(MARKED_IMG, (tag) => {
    const [src, srcSet, sizes] = ['src', 'srcSet', 'sizes'].map((name) => attribute(tag, name));
    const link = [
      '<link rel="preload" as="image"',
      src && `href="${src}"`,
      srcSet && `imageSrcSet="${srcSet}"`,
      srcSet && sizes && `imageSizes="${sizes}"`,
      'fetchPriority="high"/>',
    ];
    if (src || srcSet) preloads.push(link.filter(Boolean).join(' '));
    return tag.replace(/\sloading="lazy"/i, ' loading="eager"').replace(/\sdata-preload=""/i, ' fetchPriority="high"');
  });
  return { html: marked, preloads };
}
