import styles from './intro.module.css';
import { INTRO_COLOURS, INTRO_COMP, RULE, halfDiscPath } from '@/lib/intro/mark';

/**
 * The intro animation's first frame as inline SVG, with the same geometry and fit as the Lottie
 * composition (lib/intro/mark): a half sun on its horizon. The page paints it at once; the player
 * takes over from exactly this picture once it has loaded.
 */
export function IntroFirstFrame() {
  return (
    <svg
      className={styles.firstFrame}
      viewBox={`0 0 ${INTRO_COMP.w} ${INTRO_COMP.h}`}
      preserveAspectRatio="xMidYMid meet"
      focusable="false"
      fill={INTRO_COLOURS.gold}
    >
      <path d={halfDiscPath()} />
      <rect x={RULE.x} y={RULE.y} width={RULE.w} height={RULE.h} />
    </svg>
  );
}
