import type { ReactNode } from 'react';
import styles from './Carousel.module.css';

/**
 * One slide of a carousel, rendered on the server (WAI-ARIA carousel pattern: a group with the
 * role description "slide" and the label "n of N" from the translations).
 */
export function CarouselSlide({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={label}>
      {children}
    </div>
  );
}
