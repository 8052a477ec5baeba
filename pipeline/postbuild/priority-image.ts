/**
 * Preloads the first view's largest image, in the HTML only (React would put a hint for every
 * eager image into the router payload, which other pages prefetch): each <img data-preload>
 * becomes eager with fetchpriority="high" and gets a <link rel="preload"> with the same sources.
 */
const MARKED_IMG = /<img\b[^>]*\sdata-preload=""[^>]*>/gi;

function attribute(tag: string, name: string): string | null {
  // React writes attributes as name="value" with the value HTML-escaped; copied as they are.
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1] ?? null;
}

export interface PriorityImages {
  html: string;
  /** <link rel="preload"> tags for the head, one per marked image. */
  preloads: string[];
}

export function markPriorityImages(html: string): PriorityImages {
  const preloads: string[] = [];
  const marked = html.replace(MARKED_IMG, (tag) => {
    const src = attribute(tag, 'src');
    const srcSet = attribute(tag, 'srcSet');
    const sizes = attribute(tag, 'sizes');
    const parts = ['<link rel="preload" as="image"'];
    if (src) parts.push(`href="${src}"`);
    if (srcSet) parts.push(`imageSrcSet="${srcSet}"`);
    if (srcSet && sizes) parts.push(`imageSizes="${sizes}"`);
    parts.push('fetchPriority="high"/>');
    if (src || srcSet) preloads.push(parts.join(' '));
    return tag.replace(/\sloading="lazy"/i, ' loading="eager"').replace(/\sdata-preload=""/i, ' fetchPriority="high"');
  });
  return { html: marked, preloads };
}
