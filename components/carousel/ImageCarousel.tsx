import { CarouselIsland } from './CarouselIsland';
import { CarouselSlide } from './CarouselSlide';
import { carouselTexts } from './carouselTexts';
import styles from './ImageCarousel.module.css';
import { RichText } from '@/components/content/RichText';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A carousel of images with optional captions (spec section 3, "Slide: image, caption"), e.g.
 * the laudatio slider on a winner's participant page. A server component: the slides are in the
 * page's HTML; only the controls hydrate (CarouselIsland, Embla). One slide per view, looping,
 * auto-advancing every `delay` ms (default 5000, at least 500), paused on hover, keyboard focus,
 * by its pause button, and under prefers-reduced-motion. Control texts come from `slider`.
 *
 * Props:
 * - `locale`: the page's locale (control labels, "n of N" slide labels).
 * - `label`: the carousel's accessible name, e.g. "Bilder aus dem Geschäftsbericht" (required:
 *   the WAI-ARIA carousel pattern names every carousel).
 * - `slides`: `{ src, width, height, alt, caption? }[]`. `src` is a site URL
 *   (e.g. `/globalassets/laudatio/sika-1.jpg`); `width`/`height` are the file's pixel size and
 *   reserve the space (all slides should share one aspect ratio; the frame takes the first
 *   one's); `alt` describes the picture ("" when purely decorative); `caption` is HTML from the
 *   translations, sanitised (components/content/RichText); `srcSet` (optional) WebP copies.
 * - `sizes` (optional): the slides' displayed width, for the slides' srcset.
 * - `delay` (optional): auto-advance interval in ms.
 * - `className` (optional): extra class on the outer element, for spacing.
 *
 * Every slide loads lazily: the carousel sits below the first view (the laudatio on participant
 * pages), and an eager image would also put a preload hint into the router payload that other
 * pages prefetch. Nothing is rendered for an empty list.
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
  delay,
  className,
}: {
  locale: Locale;
  label: string;
  slides: readonly ImageSlide[];
  sizes?: string;
  delay?: number;
  className?: string;
}) {
  if (slides.length === 0) return null;
  const { labels, slideLabel } = await carouselTexts(locale);
  const first = slides[0] as ImageSlide;
  return (
    <div
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ ['--slide-ratio' as string]: `${first.width} / ${first.height}` }}
    >
      <CarouselIsland label={label} labels={labels} delay={delay} variant="wide">
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
