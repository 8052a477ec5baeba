import styles from './awards.module.css';
import { SunMark } from '@/components/content/SunMark';

/**
 * The decorative sun of the award pages (spec section 2: "a decorative sun graphic animates on
 * scroll"): the site's sun mark (components/content/SunMark) rising over a horizon rule at the
 * end of the cards. Pure CSS: a scroll-driven animation (animation-timeline: view()) lifts the
 * disc and turns the rays while the graphic crosses the viewport. No JavaScript; without support
 * for scroll timelines, or under prefers-reduced-motion, the sun simply stands still.
 */
// Eleven rays from 15° to 165°: the horizontal ones would lie on the horizon rule.
const RAYS = Array.from({ length: 11 }, (_, i) => 15 + 15 * i);

export function AwardsSun() {
  return (
    <div className={styles.sun} aria-hidden="true" data-sun>
      <SunMark className={styles.sunSvg} raysClassName={styles.sunRays} discClassName={styles.sunDisc} rays={RAYS} />
    </div>
  );
}
