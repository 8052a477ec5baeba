import type { Produce } from './produce';
import {
  DISC,
  HORIZON_Y,
  INTRO_ANIMATION_URL,
  INTRO_COLOURS,
  INTRO_COMP,
  RAYS,
  RAY_WIDTH,
  RULE,
} from '../../lib/intro/mark';
import {
  animated,
  colour,
  composition,
  ease,
  ellipse,
  fill,
  group,
  polyline,
  rect,
  shapeLayer,
  still,
  stroke,
  trim,
  type LottieAnimation,
} from '../../lib/intro/lottie';

/**
 * The Lottie animations the site plays (spec section 7), authored here as data and written to
 * public/globalassets/animations/: the home page's intro and the winners header animation.
 * Both use only shape layers, masks, trim paths and eased transform keyframes, which
 * lottie-web's light player renders without expressions.
 */
const FPS = 60;
const gold = colour(INTRO_COLOURS.gold);

/**
 * intro.json, 2.5 s: the half sun of the page intros stands on its horizon (the static first
 * frame, components/intro/IntroFirstFrame), rises into a full disc with a brief halo, and the
 * logo's five rays draw on in a sweep from left to right; then the mark rests, calm, until the
 * overlay fades (components/intro/IntroOverlay).
 */
export function introAnimation(): LottieAnimation {
  const op = 150;
  const rise = { from: 6, to: 66 };
  const rays = RAYS.map((ray, i) => {
    const start = 50 + i * 5;
    return group(`ray ${i + 1}`, [
      polyline([ray.from, ray.to]),
      trim(
        animated(
          [
            [start, 0],
            [start + 27, 100],
          ],
          ease.out,
        ),
      ),
      stroke(gold, RAY_WIDTH),
    ]);
  });
  const disc = group('disc', [ellipse(still([2 * DISC.r, 2 * DISC.r])), fill(gold)], {
    position: animated(
      [
        [rise.from, [DISC.cx, DISC.startCy]],
        [rise.to, [DISC.cx, DISC.cy]],
      ],
      ease.inOut,
    ),
  });
  const halo = group(
    'halo',
    [
      ellipse(still([2 * DISC.r, 2 * DISC.r])),
      fill(
        gold,
        animated(
          [
            [54, 0],
            [70, 22],
            [126, 0],
          ],
          ease.standard,
        ),
      ),
    ],
    {
      position: still([DISC.cx, DISC.cy]),
      scale: animated(
        [
          [54, [100, 100]],
          [126, [168, 168]],
        ],
        ease.out,
      ),
    },
  );
  const aboveHorizon = [
    [0, 0],
    [INTRO_COMP.w, 0],
    [INTRO_COMP.w, HORIZON_Y],
    [0, HORIZON_Y],
  ];
  return composition('Intro: sunrise into the logo', INTRO_COMP, FPS, op, [
    shapeLayer(1, 'rays', rays, op),
    shapeLayer(
      2,
      'rule',
      [group('rule', [rect(still([RULE.w, RULE.h]), still([RULE.x + RULE.w / 2, RULE.y + RULE.h / 2])), fill(gold)])],
      op,
    ),
    shapeLayer(3, 'sun', [disc, halo], op, { maskPolygon: aboveHorizon }),
  ]);
}

/**
 * header_animation_winners.json, 2 s, one shot: the award pages' sun (components/content/SunMark
 * geometry, 400 × 200) rises from its horizon and its eleven rays draw on from left to right.
 */
export function winnersHeaderAnimation(): LottieAnimation {
  const op = 120;
  const size = { w: 400, h: 200 };
  const centre = [200, 200];
  const angles = Array.from({ length: 11 }, (_, i) => 165 - 15 * i);
  const point = (deg: number, radius: number) => {
    const rad = (deg * Math.PI) / 180;
    return [Math.round((200 + Math.cos(rad) * radius) * 10) / 10, Math.round((200 - Math.sin(rad) * radius) * 10) / 10];
  };
  const rays = angles.map((deg, i) => {
    const start = 30 + i * 4;
    return group(`ray ${deg}°`, [
      polyline([point(deg, 118), point(deg, 180)]),
      trim(
        animated(
          [
            [start, 0],
            [start + 24, 100],
          ],
          ease.out,
        ),
      ),
      stroke(gold, 6),
    ]);
  });
  const disc = group('disc', [ellipse(still([192, 192])), fill(gold)], {
    position: animated(
      [
        [0, [centre[0] as number, 296]],
        [45, centre],
      ],
      ease.out,
    ),
  });
  return composition('Winners header: rising sun', size, FPS, op, [
    shapeLayer(1, 'rays', rays, op),
    shapeLayer(2, 'sun', [disc], op, {
      maskPolygon: [
        [0, 0],
        [size.w, 0],
        [size.w, size.h],
        [0, size.h],
      ],
    }),
  ]);
}

/** Relative paths under /globalassets/ and their animations. */
export const animationFiles: Record<string, () => LottieAnimation> = {
  [INTRO_ANIMATION_URL.replace(/^\/globalassets\//, '')]: introAnimation,
  'animations/header_animation_winners.json': winnersHeaderAnimation,
};

export async function generateAnimations(produce: Produce): Promise<void> {
  for (const [relative, make] of Object.entries(animationFiles)) {
    const json = JSON.stringify(make());
    await produce(relative, json, async () => Buffer.from(json));
  }
}
