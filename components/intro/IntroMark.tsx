import styles from './intro.module.css';

/**
 * The intro's picture, drawn by CSS (intro.module.css): the page intros' sun rises into the site's
 * logo (components/shell/Logo), whose five rays draw on from left to right; the logo's 40 × 40 grid
 * with a third of the logo as margin. It stands still on its first frame until the island starts it.
 */
export function IntroMark() {
  return (
    <svg className={styles.mark} viewBox="-13.333 -13.333 66.667 66.667" focusable="false">
      <clipPath id="intro-above-horizon">
        <rect x="-14" y="-14" width="68" height="47" />
      </clipPath>
      <g clipPath="url(#intro-above-horizon)">
        <circle className={styles.halo} cx="20" cy="22" r="9" />
        <circle className={styles.disc} cx="20" cy="22" r="9" />
      </g>
      <rect x="2" y="33" width="36" height="3" />
      {/* Each ray from its inner to its outer end, the way it is drawn. */}
      <g className={styles.rays}>
        <path className={styles.ray} d="M7 22H2" pathLength={1} />
        <path className={styles.ray} d="M10.8 12.8 7.3 9.3" pathLength={1} />
        <path className={styles.ray} d="M20 9V4" pathLength={1} />
        <path className={styles.ray} d="M29.2 12.8 32.7 9.3" pathLength={1} />
        <path className={styles.ray} d="M33 22h5" pathLength={1} />
      </g>
    </svg>
  );
}
