import { ResponsiveImage } from '@/components/content/ResponsiveImage';
import type { Asset } from '@/lib/content/message-schema';
import { siteAsset } from '@/lib/config';

/** A content asset: an image through ResponsiveImage, or a video that loads nothing before it plays. */
export function AssetMedia({
  asset,
  sizes,
  priority = false,
  className,
}: {
  asset: Asset;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (asset.type === 'video') {
    return (
      <video
        className={className}
        src={siteAsset(asset.url)}
        poster={asset.poster ? siteAsset(asset.poster) : undefined}
        width={asset.width}
        height={asset.height}
        controls
        preload="none"
        aria-label={asset.altText || undefined}
      />
    );
  }
  return (
    <ResponsiveImage
      src={asset.url}
      alt={asset.altText}
      sizes={sizes}
      priority={priority}
      className={className}
      width={asset.width}
      height={asset.height}
    />
  );
}
