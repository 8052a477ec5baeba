/** @jest-environment node */
import { animationFiles, introAnimation, winnersHeaderAnimation } from './animations';
import { DISC, HORIZON_Y, INTRO_ANIMATION_URL } from '../../lib/intro/mark';

/**
 * The generated Lottie files must be valid for lottie-web's light SVG player: a known format
 * version, frame rate and range, size, layers of supported types, supported shape items only,
 * no expressions, keyframes in order inside the range.
 */
type Json = Record<string, unknown>;
const SHAPE_ITEMS = new Set(['gr', 'el', 'rc', 'sh', 'fl', 'st', 'tm', 'tr']);
const SHAPE_LAYER = 4;

function walk(value: unknown, visit: (node: Json, path: string) => void, path = ''): void {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, `${path}[${i}]`));
  else if (value && typeof value === 'object') {
    visit(value as Json, path);
    for (const [key, child] of Object.entries(value)) walk(child, visit, `${path}.${key}`);
  }
}

describe.each([
  ['intro', introAnimation, { min: 2, max: 2.5 }],
  ['winners header', winnersHeaderAnimation, { min: 1, max: 4 }],
] as const)('%s animation', (_name, make, duration) => {
  const anim = JSON.parse(JSON.stringify(make())) as Json & { layers: Json[]; fr: number; ip: number; op: number };

  it('has the top-level fields the player needs', () => {
    expect(anim.v).toMatch(/^5\.\d+\.\d+$/);
    expect([30, 60]).toContain(anim.fr);
    expect(anim.ip).toBe(0);
    expect(anim.op).toBeGreaterThan(anim.ip);
    expect(anim.w).toBeGreaterThan(0);
    expect(anim.h).toBeGreaterThan(0);
    expect(anim.assets).toEqual([]);
    const seconds = (anim.op - anim.ip) / anim.fr;
    expect(seconds).toBeGreaterThanOrEqual(duration.min);
    expect(seconds).toBeLessThanOrEqual(duration.max);
  });

  it('has only shape layers, each with a unique index, spanning the animation', () => {
    expect(anim.layers.length).toBeGreaterThan(0);
    for (const layer of anim.layers) {
      expect(layer.ty).toBe(SHAPE_LAYER);
      expect(layer.ip).toBeGreaterThanOrEqual(anim.ip);
      expect(layer.op).toBeLessThanOrEqual(anim.op);
      expect(Array.isArray(layer.shapes) && (layer.shapes as unknown[]).length).toBeTruthy();
      expect(Object.keys(layer.ks as Json).sort()).toEqual(['a', 'o', 'p', 'r', 's']);
    }
    expect(new Set(anim.layers.map((l) => l.ind)).size).toBe(anim.layers.length);
  });

  it('uses only shape items the light player supports, groups ending with a transform', () => {
    walk(anim.layers, (node, path) => {
      if (!path.includes('shapes') || typeof node.ty !== 'string') return;
      expect(SHAPE_ITEMS).toContain(node.ty);
      if (node.ty === 'gr') expect((node.it as Json[]).at(-1)?.ty).toBe('tr');
    });
  });

  it('has no expressions, and keyframes in order within the animation', () => {
    const expressions: string[] = [];
    walk(anim, (node, path) => {
      if (!('a' in node && 'k' in node)) return;
      if (typeof node.x === 'string') expressions.push(path);
      if (node.a !== 1) return;
      const frames = (node.k as { t: number }[]).map((kf) => kf.t);
      expect(frames.length).toBeGreaterThanOrEqual(2);
      frames.forEach((t, i) => {
        expect(t).toBeGreaterThanOrEqual(anim.ip);
        expect(t).toBeLessThanOrEqual(anim.op);
        if (i > 0) expect(t).toBeGreaterThan(frames[i - 1] as number);
      });
    });
    expect(expressions).toEqual([]);
  });
});

describe('intro animation', () => {
  const anim = introAnimation();
  const shapesOf = (name: string) => anim.layers.find((l) => l.nm === name)?.shapes as Json[];
  const first = (prop: unknown) => ((prop as { k: { s: number[] }[] }).k[0] as { s: number[] }).s;

  it('starts from the static first frame: the half sun on the horizon, no rays, no halo', () => {
    const disc = (shapesOf('sun').find((s) => s.nm === 'disc')?.it as Json[]).at(-1) as Json;
    expect(first(disc.p)).toEqual([DISC.cx, HORIZON_Y]);
    const halo = shapesOf('sun').find((s) => s.nm === 'halo')?.it as Json[];
    expect(first((halo.find((s) => s.ty === 'fl') as Json).o)).toEqual([0]);
    const rays = shapesOf('rays');
    expect(rays).toHaveLength(5);
    for (const ray of rays) {
      const trimEnd = ((ray.it as Json[]).find((s) => s.ty === 'tm') as Json).e as { k: { t: number; s: number[] }[] };
      expect(trimEnd.k[0]).toMatchObject({ s: [0] });
      expect(trimEnd.k[0]?.t).toBeGreaterThan(0);
    }
  });

  it('ends on the logo mark: the disc at rest above the rule, every ray drawn', () => {
    const disc = (shapesOf('sun').find((s) => s.nm === 'disc')?.it as Json[]).at(-1) as Json;
    const stops = (disc.p as { k: { t: number; s: number[] }[] }).k;
    expect(stops.at(-1)?.s).toEqual([DISC.cx, DISC.cy]);
    for (const ray of shapesOf('rays')) {
      const trimEnd = ((ray.it as Json[]).find((s) => s.ty === 'tm') as Json).e as { k: { t: number; s: number[] }[] };
      expect(trimEnd.k.at(-1)?.s).toEqual([100]);
      expect(trimEnd.k.at(-1)?.t).toBeLessThan(anim.op);
    }
  });
});

describe('animation files', () => {
  it('publishes the intro where the overlay loads it and the header animation at the spec’s path', () => {
    expect(Object.keys(animationFiles).sort()).toEqual([
      'animations/header_animation_winners.json',
      'animations/intro.json',
    ]);
    expect(`/globalassets/${Object.keys(animationFiles).find((f) => f.includes('intro'))}`).toBe(INTRO_ANIMATION_URL);
  });
});
