import { ResponsiveImage } from '@/components/content/ResponsiveImage';
import { siteAsset } from '@/lib/config';
import { contentDir } from '@/lib/content/load';
import { svgLogoSize } from '@/lib/partners/logoSize';

/** Logos sit in tiles of at most 240 px (a third of the category column on wide screens). */
const LOGO_SIZES = '(min-width: 960px) 240px, 60vw';

/** A partner's logo with its intrinsic size: SVG as published, raster ones with WebP variants. */
export function PartnerLogo({ src, alt, className }: { src: string; alt: string; className?: string }) {
  if (/\.svg(?:[?#]|$)/i.test(src)) {
    const size = svgLogoSize(src, contentDir());
    return (
      // eslint-disable-next-line @next/next/no-img-element -- static export; SVG needs no variants
      <img
        src={siteAsset(src)}
        alt={alt}
        width={size?.width}
        height={size?.height}
        className={className}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return <ResponsiveImage src={src} alt={alt} sizes={LOGO_SIZES} className={className} />;
}
