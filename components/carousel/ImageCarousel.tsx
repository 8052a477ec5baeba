import { CarouselIsland } from './CarouselIsland';
import { CarouselSlide } from './CarouselSlide';
import { carouselTexts } from './carouselTexts';
import styles from './ImageCarousel.module.css';
import { RichText } from '@/components/content/RichText';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A carousel of images with captions (the laudatio's spreads): server HTML, only the controls
 * hydrate; one slide per view, looping. `label` names it (WAI-ARIA); the frame
 * takes the first slide's ratio. All lazy: it is below the first view, and an eager image would put
 * a preload hint into the router payload. Nothing for an empty list.
 */
export interface ImageSlide {
  src: string;
  /** WebP copies with w descriptors; shown at the carousel's `sizes`. */
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
}

export async function ImageCarousel({
  locale,
  label,
  slides,
  sizes,
}: {
  locale: Locale;
  label: string;
  slides: readonly ImageSlide[];
  sizes?: string;
}) {
  if (slides.length === 0) return null;
  const { labels, slideLabel } = await carouselTexts(locale);
  const first = slides[0] as ImageSlide;
  return (
    <div className={styles.frame} style={{ ['--slide-ratio' as string]: `${first.width} / ${first.height}` }}>
      <CarouselIsland label={label} labels={labels} variant="wide">
        {slides.map((slide, i) => (
          <CarouselSlide key={`${slide.src}-${i}`} label={slideLabel(i + 1, slides.length)}>
            <figure className={styles.figure}>
              {/* eslint-disable-next-line @next/next/no-img-element -- static files, pre-sized; next/image would add client JS */}
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes={slide.srcSet ? sizes : undefined}
                width={slide.width}
                height={slide.height}
                alt={slide.alt}
                loading="lazy"
                decoding="async"
              />
              {slide.caption && <RichText html={slide.caption} className={styles.caption} />}
            </figure>
          </CarouselSlide>
        ))}
      </CarouselIsland>
    </div>
  );
}
