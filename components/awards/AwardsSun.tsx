import styles from './awards.module.css';

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
      <svg className={styles.sunSvg} viewBox="0 0 400 200" width="400" height="200" focusable="false">
        <g className={styles.sunRays} stroke="currentColor" strokeWidth="6" strokeLinecap="round">
          {RAYS.map((deg) => {
            const rad = (deg * Math.PI) / 180;
            const x1 = 200 + Math.cos(rad) * 118;
            const y1 = 200 - Math.sin(rad) * 118;
            const x2 = 200 + Math.cos(rad) * 180;
            const y2 = 200 - Math.sin(rad) * 180;
            return <line key={deg} x1={x1.toFixed(1)} y1={y1.toFixed(1)} x2={x2.toFixed(1)} y2={y2.toFixed(1)} />;
          })}
        </g>
        <path className={styles.sunDisc} d="M104 200a96 96 0 0 1 192 0z" fill="currentColor" />
      </svg>
    </div>
  );
}
