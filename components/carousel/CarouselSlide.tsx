import type { ReactNode } from 'react';
import styles from './Carousel.module.css';

/** One slide, server-rendered: a group with role description "slide" and the label "n of N". */
export function CarouselSlide({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={label}>
      {children}
    </div>
  );
}
