/**
 * A small, typed subset of the Lottie (Bodymovin) JSON format: just what our own animations use
 * (shape layers with ellipses, rectangles, paths, fills, strokes, trim paths, a layer mask and
 * transform keyframes with easing), all of it supported by lottie-web's light SVG player.
 * No expressions. Format reference: https://lottiefiles.github.io/lottie-docs/
 */
export type Vec = number[];
/** An RGB colour as Lottie wants it: components 0–1, plus alpha. */
export type Colour = [number, number, number, number];

/** A cubic-bezier easing between two keyframes, like CSS's cubic-bezier(x1, y1, x2, y2). */
export interface Easing {
  o: { x: number[]; y: number[] };
  i: { x: number[]; y: number[] };
}

export interface Keyframe {
  t: number;
  s: Vec;
  o?: Easing['o'];
  i?: Easing['i'];
  h?: 1;
}

export type Prop = { a: 0; k: number | Vec | PathData } | { a: 1; k: Keyframe[] };

export interface PathData {
  i: Vec[];
  o: Vec[];
  v: Vec[];
  c: boolean;
}

/** CSS-like easings for keyframes. */
export const ease = {
  out: bezier(0.16, 1, 0.3, 1),
  inOut: bezier(0.65, 0, 0.35, 1),
  standard: bezier(0.4, 0, 0.2, 1),
} as const;

export function bezier(x1: number, y1: number, x2: number, y2: number): Easing {
  return { o: { x: [x1], y: [y1] }, i: { x: [x2], y: [y2] } };
}

/** A property that does not move. */
export const still = (k: number | Vec | PathData): Prop => ({ a: 0, k });

/**
 * An animated property from [frame, value] stops; each segment eases with `easing`.
 * Values outside the first and last stop hold.
 */
export function animated(stops: [number, number | Vec][], easing: Easing = ease.standard): Prop {
  if (stops.length < 2) throw new Error('an animated property needs at least two stops');
  const frames = stops.map(([t]) => t);
  if (frames.some((t, i) => i > 0 && t <= (frames[i - 1] as number)))
    throw new Error('keyframes must be in increasing time order');
  return {
    a: 1,
    k: stops.map(([t, value], index): Keyframe => {
      const s = Array.isArray(value) ? value : [value];
      return index < stops.length - 1 ? { t, s, o: easing.o, i: easing.i } : { t, s };
    }),
  };
}

/** "#c9a227" → [0.788, 0.635, 0.153, 1]. */
export function colour(hex: string): Colour {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(match[1] as string, 16);
  const part = (shift: number) => Math.round((((n >> shift) & 255) / 255) * 1000) / 1000;
  return [part(16), part(8), part(0), 1];
}

export interface TransformProps {
  anchor?: Prop;
  position?: Prop;
  scale?: Prop;
  rotation?: Prop;
  opacity?: Prop;
}

/** A layer's transform (ks). */
export function layerTransform({ anchor, position, scale, rotation, opacity }: TransformProps = {}) {
  return {
    a: anchor ?? still([0, 0, 0]),
    p: position ?? still([0, 0, 0]),
    s: scale ?? still([100, 100, 100]),
    r: rotation ?? still(0),
    o: opacity ?? still(100),
  };
}

/** A shape group's transform (the last item of a group). */
export function groupTransform({ anchor, position, scale, rotation, opacity }: TransformProps = {}) {
  return {
    ty: 'tr' as const,
    a: anchor ?? still([0, 0]),
    p: position ?? still([0, 0]),
    s: scale ?? still([100, 100]),
    r: rotation ?? still(0),
    o: opacity ?? still(100),
    sk: still(0),
    sa: still(0),
  };
}

export type Shape = { ty: string; nm?: string; [key: string]: unknown };

export const ellipse = (size: Prop, position: Prop = still([0, 0])): Shape => ({
  ty: 'el',
  p: position,
  s: size,
  d: 1,
});
export const rect = (size: Prop, position: Prop = still([0, 0]), roundness = 0): Shape => ({
  ty: 'rc',
  p: position,
  s: size,
  r: still(roundness),
  d: 1,
});
/** An open polyline through the points (straight segments). */
export const polyline = (points: Vec[]): Shape => ({
  ty: 'sh',
  ks: still({ i: points.map(() => [0, 0]), o: points.map(() => [0, 0]), v: points, c: false }),
});
export const fill = (c: Colour, opacity: Prop = still(100)): Shape => ({ ty: 'fl', c: still(c), o: opacity, r: 1 });
/** A stroke with round caps and joins. */
export const stroke = (c: Colour, width: number, opacity: Prop = still(100)): Shape => ({
  ty: 'st',
  c: still(c),
  o: opacity,
  w: still(width),
  lc: 2,
  lj: 2,
  ml: 4,
});
/** Trim paths: draws the paths above it in the group from `start` to `end` percent. */
export const trim = (end: Prop, start: Prop = still(0)): Shape => ({ ty: 'tm', s: start, e: end, o: still(0), m: 1 });

export function group(name: string, items: Shape[], transform: TransformProps = {}): Shape {
  return { ty: 'gr', nm: name, it: [...items, groupTransform(transform)] };
}

export interface ShapeLayer {
  ddd: 0;
  ind: number;
  ty: 4;
  nm: string;
  sr: 1;
  ks: ReturnType<typeof layerTransform>;
  ao: 0;
  hasMask?: boolean;
  masksProperties?: unknown[];
  shapes: Shape[];
  ip: number;
  op: number;
  st: 0;
  bm: 0;
}

/** A shape layer spanning the whole composition; an optional mask shows only inside a closed polygon. */
export function shapeLayer(
  index: number,
  name: string,
  shapes: Shape[],
  op: number,
  options: { transform?: TransformProps; maskPolygon?: Vec[] } = {},
): ShapeLayer {
  const layer: ShapeLayer = {
    ddd: 0,
    ind: index,
    ty: 4,
    nm: name,
    sr: 1,
    ks: layerTransform(options.transform),
    ao: 0,
    shapes,
    ip: 0,
    op,
    st: 0,
    bm: 0,
  };
  if (options.maskPolygon) {
    const v = options.maskPolygon;
    layer.hasMask = true;
    layer.masksProperties = [
      {
        inv: false,
        mode: 'a',
        nm: 'Mask',
        o: still(100),
        x: still(0),
        pt: still({ i: v.map(() => [0, 0]), o: v.map(() => [0, 0]), v, c: true }),
      },
    ];
  }
  return layer;
}

export interface LottieAnimation {
  v: string;
  nm: string;
  fr: number;
  ip: number;
  op: number;
  w: number;
  h: number;
  ddd: 0;
  assets: unknown[];
  layers: ShapeLayer[];
  markers: unknown[];
}

/** The top-level object. Layers are listed top-most first, as in Lottie. */
export function composition(
  name: string,
  size: { w: number; h: number },
  fr: number,
  op: number,
  layers: ShapeLayer[],
): LottieAnimation {
  return { v: '5.12.0', nm: name, fr, ip: 0, op, w: size.w, h: size.h, ddd: 0, assets: [], layers, markers: [] };
}
