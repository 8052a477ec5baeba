import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { IntroMark } from './IntroMark';
import { Logo } from '@/components/shell/Logo';
import { INTRO_ANIMATION_MS } from '@/lib/intro/phase';

type Point = [number, number];

/** The two ends of a one-segment path (M, L, H, V and their relative forms). */
function ends(d: string): Point[] {
  const tokens = d.match(/[MLHVmlhv]|-?\d*\.?\d+/g) ?? [];
  const points: Point[] = [];
  let command = 'M';
  let [x, y] = [0, 0];
  for (let i = 0; i < tokens.length;) {
    if (/[A-Za-z]/.test(tokens[i] as string)) command = tokens[i++] as string;
    const n = () => Number(tokens[i++]);
    if (command === 'M' || command === 'L') [x, y] = [n(), n()];
    else if (command === 'm' || command === 'l') [x, y] = [x + n(), y + n()];
    else if (command === 'H') x = n();
    else if (command === 'h') x += n();
    else if (command === 'V') y = n();
    else if (command === 'v') y += n();
    points.push([x, y]);
    if (command === 'M') command = 'L';
    if (command === 'm') command = 'l';
  }
  return points;
}

/** The logo's rays, each as its two ends, split from its one path of subpaths. */
function logoRays(): Point[][] {
  const { container } = render(<Logo />);
  const d = container.querySelector('path')?.getAttribute('d') ?? '';
  return (d.match(/M[^M]+/g) ?? []).map(ends);
}

const key = (points: Point[]) =>
  points
    .map((p) => p.map((n) => n.toFixed(2)).join(','))
    .sort()
    .join(' ');

interface Timing {
  name: string;
  duration: number;
  delay: number;
  fill: string;
}

/**
 * The style rules of intro.module.css, in source order, without comments and keyframes. The
 * overlay's rules (on :global(html[data-intro])) hold no part of the picture and are left out.
 */
function rules(css: string): { selector: string; body: string }[] {
  return [
    ...css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
      .matchAll(/([^{}]+)\{([^{}]*)\}/g),
  ]
    .map(([, selector = '', body = '']) => ({ selector: selector.trim(), body }))
    .filter(({ selector }) => !selector.includes(':global'));
}

/** The CSS animations of an element, by the rules that match it (in source order). */
function animationsOf(element: Element, css: string): Timing[] {
  const seconds = (token: string) => parseFloat(token) * (token.endsWith('ms') ? 1 : 1000);
  let timings: Timing[] = [];
  for (const { selector, body } of rules(css)) {
    if (!element.matches(selector)) continue;
    const shorthand = /(?:^|;)\s*animation:([^;]+)/.exec(body)?.[1];
    if (shorthand)
      timings = shorthand
        .replace(/cubic-bezier\([^)]*\)/g, '')
        .split(',')
        .map((one) => {
          const words = one.trim().split(/\s+/);
          const times = words.filter((w) => /^-?[\d.]+m?s$/.test(w)).map(seconds);
          return {
            name: words.find((w) => w.startsWith('intro-')) ?? '',
            duration: times[0] ?? 0,
            delay: times[1] ?? 0,
            fill: words.find((w) => ['none', 'forwards', 'backwards', 'both'].includes(w)) ?? 'none',
          };
        });
    const delay = /animation-delay:\s*([^;]+)/.exec(body)?.[1];
    if (delay) timings = timings.map((t) => ({ ...t, delay: seconds(delay.trim()) }));
  }
  return timings;
}

describe('IntroMark', () => {
  const css = fs.readFileSync(path.join(__dirname, 'intro.module.css'), 'utf8');
  const mark = () => render(<IntroMark />).container.querySelector('svg') as SVGSVGElement;

  it('ends on the logo: its disc, its rule and its five rays, each drawn from its inner end outwards', () => {
    const svg = mark();
    const logo = render(<Logo />).container;
    const circle = logo.querySelector('circle');
    for (const disc of svg.querySelectorAll('circle'))
      for (const attribute of ['cx', 'cy', 'r'])
        expect(disc.getAttribute(attribute)).toBe(circle?.getAttribute(attribute));
    const rule = [...svg.children].find((c) => c.tagName === 'rect');
    for (const attribute of ['x', 'y', 'width', 'height'])
      expect(rule?.getAttribute(attribute)).toBe(logo.querySelector('rect')?.getAttribute(attribute));

    const rays = [...svg.querySelectorAll('path')];
    expect(rays.map((ray) => key(ends(ray.getAttribute('d') ?? ''))).sort()).toEqual(logoRays().map(key).sort());
    const [cx, cy] = [Number(circle?.getAttribute('cx')), Number(circle?.getAttribute('cy'))];
    const distance = ([x, y]: Point) => Math.hypot(x - cx, y - cy);
    for (const ray of rays) {
      const [from, to] = ends(ray.getAttribute('d') ?? '') as [Point, Point];
      expect(distance(from)).toBeLessThan(distance(to));
      // Drawn by a dash of the path's whole length.
      expect(ray.getAttribute('pathLength')).toBe('1');
    }
    // Listed from left to right, the order in which they light up.
    const xs = rays.map((ray) => (ends(ray.getAttribute('d') ?? '')[1] as Point)[0]);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });

  it('starts as the page intros’ sun: the disc clipped at the rule’s top edge, the horizon', () => {
    const svg = mark();
    const clip = svg.querySelector('clipPath rect');
    const rule = [...svg.children].find((c) => c.tagName === 'rect');
    expect(Number(clip?.getAttribute('y')) + Number(clip?.getAttribute('height'))).toBe(
      Number(rule?.getAttribute('y')),
    );
    const clipped = svg.querySelector(`g[clip-path="url(#${svg.querySelector('clipPath')?.id})"]`);
    expect(clipped?.querySelectorAll('circle')).toHaveLength(2);
    // The logo's grid sits in the middle of the picture.
    const [x = 0, y = 0, w = 0, h = 0] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(x + w / 2).toBeCloseTo(20, 2);
    expect(y + h / 2).toBeCloseTo(20, 2);
  });

  it('draws the disc, the halo and the rays, left to right, within the intro’s length', () => {
    const svg = mark();
    const [halo, disc] = [...svg.querySelectorAll('circle')] as unknown as [Element, Element];
    const rays = [...svg.querySelectorAll('path')];
    const all = [halo, disc, ...rays].map((element) => animationsOf(element, css));
    for (const timings of all) {
      expect(timings.length).toBeGreaterThan(0);
      // Before its start each part shows its first state (the first frame), after its end its last.
      for (const t of timings) expect(t.fill).toBe('both');
    }
    const ends = all.flat().map((t) => t.delay + t.duration);
    expect(Math.max(...ends)).toBeLessThanOrEqual(INTRO_ANIMATION_MS);
    // The picture moves for most of the intro; it rests only briefly before the fade.
    expect(Math.max(...ends)).toBeGreaterThan(INTRO_ANIMATION_MS * 0.75);
    expect(animationsOf(disc, css).map((t) => t.name)).toEqual(['intro-rise']);
    const rayStarts = rays.map((ray) => animationsOf(ray, css)[0]?.delay ?? 0);
    rayStarts.forEach((start, i) => i > 0 && expect(start).toBeGreaterThan(rayStarts[i - 1] as number));
    expect(new Set(rays.map((ray) => animationsOf(ray, css)[0]?.name))).toEqual(new Set(['intro-draw']));
  });

  it('stands still until the overlay starts the drawing', () => {
    const stage = document.createElement('div');
    stage.className = 'stage';
    stage.append(mark().cloneNode(true));
    const paused = (element: Element) =>
      rules(css).some(({ selector, body }) => /animation-play-state:\s*paused/.test(body) && element.matches(selector));
    const parts = [...stage.querySelectorAll('circle, path')];
    expect(parts.every(paused)).toBe(true);
    stage.setAttribute('data-drawing', '');
    expect(parts.some(paused)).toBe(false);
  });
});
