import styles from './awards.module.css';
import { SunMark } from '@/components/content/SunMark';

/** The award pages' sun over a horizon rule, pure CSS: a scroll-driven rise, still under reduced motion. */
// Eleven rays from 15° to 165°: the horizontal ones would lie on the horizon rule.
const RAYS = Array.from({ length: 11 }, (_, i) => 15 + 15 * i);

export function AwardsSun() {
  return (
    <div className={styles.sun} aria-hidden="true" data-sun>
      <SunMark className={styles.sunSvg} raysClassName={styles.sunRays} discClassName={styles.sunDisc} rays={RAYS} />
    </div>
  );
}
