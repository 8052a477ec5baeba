/**
 * Scenes for the sample gallery (2026 award ceremony and exhibition): abstract compositions
 * that read like photographs — stage light, haze, silhouettes, report stacks, the sun trophy.
 * Each scene returns SVG content for a w × h canvas; gallery-images.ts adds grain and vignette.
 * Self-made; nothing is downloaded.
 */
export type Rand = () => number;
export type Scene = (w: number, h: number, r: Rand) => string;

/** Seeded random numbers, so every run writes the same images. */
export { seededRandom as random } from './random';

const between = (r: Rand, min: number, max: number) => min + r() * (max - min);
const blur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** A gradient stop: offset from 0 to 1, colour, opacity (default 1). */
type Stop = [offset: number, colour: string, opacity?: number];
const stopTags = (stops: Stop[]) =>
  stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
const linear = (id: string, stops: Stop[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stopTags(stops)}</linearGradient>`;
const radial = (id: string, stops: Stop[]) => `<radialGradient id="${id}">${stopTags(stops)}</radialGradient>`;
/** Stops from one colour to another, optionally through stops in between: most gradients here. */
const ramp = (from: string, to: string, ...middle: Stop[]): Stop[] => [[0, from], ...middle, [1, to]];
/** Stops of one colour fading from `opacity` to transparent: light pools, beams, glows. */
const fading = (colour: string, opacity: number): Stop[] => [
  [0, colour, opacity],
  [1, colour, 0],
];

/** A seated or standing person seen from behind: head and shoulders. */
function person(x: number, y: number, s: number, fill: string): string {
  const head = `<ellipse cx="${x}" cy="${y - s * 1.25}" rx="${s * 0.42}" ry="${s * 0.5}" fill="${fill}"/>`;
  const body = `<path d="M${x - s} ${y + s * 1.4} C${x - s} ${y - s * 0.2} ${x - s * 0.7} ${y - s * 0.6} ${x} ${y - s * 0.62} C${x + s * 0.7} ${y - s * 0.6} ${x + s} ${y - s * 0.2} ${x + s} ${y + s * 1.4} Z" fill="${fill}"/>`;
  return head + body;
}

/** A standing figure in profile-less silhouette, `hgt` tall with its feet at (x, y). */
function figure(x: number, y: number, hgt: number, fill: string): string {
  const s = hgt / 8;
  return `<g fill="${fill}"><ellipse cx="${x}" cy="${y - hgt + s * 0.55}" rx="${s * 0.48}" ry="${s * 0.58}"/><path d="M${x - s * 1.1} ${y - hgt + s * 1.5} Q${x} ${y - hgt + s * 1.05} ${x + s * 1.1} ${y - hgt + s * 1.5} L${x + s * 1.25} ${y - s * 3.6} L${x + s * 0.62} ${y - s * 3.6} L${x + s * 0.55} ${y} L${x + s * 0.08} ${y} L${x} ${y - s * 3.2} L${x - s * 0.08} ${y} L${x - s * 0.55} ${y} L${x - s * 0.62} ${y - s * 3.6} L${x - s * 1.25} ${y - s * 3.6} Z"/></g>`;
}

/** The programme's sun: a disc with rays, as on the trophy and the stage screen. */
function sun(cx: number, cy: number, radius: number, fill: string, rays = 16): string {
  const ray = Array.from({ length: rays }, (_, i) => {
    const a = (i / rays) * Math.PI * 2;
    const a1 = a - Math.PI / rays / 2.6;
    const a2 = a + Math.PI / rays / 2.6;
    const p = (angle: number, d: number) =>
      `${(cx + Math.cos(angle) * d).toFixed(1)} ${(cy + Math.sin(angle) * d).toFixed(1)}`;
    return `M${p(a1, radius * 1.18)} L${p(a, radius * 1.75)} L${p(a2, radius * 1.18)} Z`;
  }).join(' ');
  return `<g fill="${fill}"><circle cx="${cx}" cy="${cy}" r="${radius}"/><path d="${ray}"/></g>`;
}

/** A light cone from (x, 0) down to a pool of width `spread` at height `floor`. */
function cone(x: number, floor: number, spread: number, top = 40): string {
  return `<path d="M${x - top / 2} 0 L${x + top / 2} 0 L${x + spread / 2} ${floor} L${x - spread / 2} ${floor} Z" fill="url(#cone)" filter="url(#haze)"/>`;
}

const coneDefs = (colour: string) =>
  linear('cone', [
    [0, colour, 0.55],
    [0.7, colour, 0.12],
    [1, colour, 0],
  ]) + blur('haze', 24);

/** The trophy's gold (`url(#gold)`), light to dark; `middle` places its mid tone. */
const trophyGold = (middle: number) => radial('gold', ramp('#fff1c4', '#8a6a10', [middle, '#e3c873']));

export const stage: Scene = (w, h, r) => {
  const floor = h * 0.68;
  const audience = Array.from({ length: 16 }, (_, i) =>
    person(i * (w / 14) - 40 + between(r, -20, 20), h - between(r, 40, 110), between(r, 88, 110), '#050506'),
  ).join('');
  const gradients = [
    linear('wall', ramp('#07080c', '#1b1a22')),
    coneDefs('#ffe9c2'),
    radial('pool', fading('#ffdca3', 0.75)),
    linear('floor', ramp('#2a2420', '#0c0b0b')),
  ];
  return `<defs>${gradients.join('')}${blur('b3', 5)}${blur('b1', 2)}</defs>
  <rect width="${w}" height="${h}" fill="url(#wall)"/>
  <rect x="${w * 0.18}" y="${h * 0.14}" width="${w * 0.64}" height="${h * 0.36}" fill="#1f2330" opacity="0.9"/>
  ${sun(w * 0.5, h * 0.32, h * 0.07, '#8a6a10')}
  <rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#floor)"/>
  <rect y="${floor - 4}" width="${w}" height="6" fill="#6b5a44" opacity="0.6"/>
  ${cone(w * 0.38, floor + 60, w * 0.28)}${cone(w * 0.66, floor + 60, w * 0.22)}
  <ellipse cx="${w * 0.38}" cy="${floor + 30}" rx="${w * 0.16}" ry="${h * 0.05}" fill="url(#pool)"/>
  <path d="M${w * 0.35} ${floor + 20} L${w * 0.41} ${floor + 20} L${w * 0.405} ${floor - h * 0.2} L${w * 0.355} ${floor - h * 0.2} Z" fill="#141214"/>
  <rect x="${w * 0.349}" y="${floor - h * 0.215}" width="${w * 0.062}" height="${h * 0.02}" fill="#c9a227" opacity="0.8"/>
  <g filter="url(#b3)">${audience}</g>`;
};

export const audienceScreen: Scene = (w, h, r) => {
  const rows = [0.92, 0.8, 0.7, 0.62].map((y, row) =>
    Array.from({ length: 12 + row * 4 }, (_, i) =>
      person(
        (i + between(r, -0.3, 0.3)) * (w / (11 + row * 4)),
        h * (y + between(r, -0.015, 0.015)),
        (h / 9) * (1 - row * 0.22) * between(r, 0.85, 1.12),
        row === 0 ? '#020203' : '#0a0a0d',
      ),
    ).join(''),
  );
  const gradients = [linear('room', ramp('#0e1016', '#050507')), linear('screen', ramp('#fbf6ea', '#e7dcc6'))];
  return `<defs>${gradients.join('')}${blur('bloom', 60)}${blur('b4', 4)}</defs>
  <rect width="${w}" height="${h}" fill="url(#room)"/>
  <rect x="${w * 0.2}" y="${h * 0.08}" width="${w * 0.6}" height="${h * 0.5}" fill="#f3e6c8" opacity="0.55" filter="url(#bloom)"/>
  <rect x="${w * 0.22}" y="${h * 0.1}" width="${w * 0.56}" height="${h * 0.46}" fill="url(#screen)"/>
  ${sun(w * 0.5, h * 0.33, h * 0.085, '#c9a227', 20)}
  <g filter="url(#b4)">${rows.reverse().join('')}</g>`;
};

export const trophy: Scene = (w, h, r) => {
  const bokeh = Array.from(
    { length: 26 },
    () =>
      `<circle cx="${between(r, 0, w)}" cy="${between(r, 0, h * 0.6)}" r="${between(r, 20, 90)}" fill="#e3c873" opacity="${between(r, 0.05, 0.22).toFixed(2)}"/>`,
  ).join('');
  const gradients = [
    linear('bg', ramp('#1d1712', '#070605')),
    trophyGold(0.45),
    linear('plinth', ramp('#3a3632', '#141210'), false),
    radial('glow', fading('#e3c873', 0.5)),
  ];
  return `<defs>${gradients.join('')}${blur('bk', 18)}${blur('soft', 1.5)}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g filter="url(#bk)">${bokeh}</g>
  <circle cx="${w * 0.5}" cy="${h * 0.4}" r="${w * 0.42}" fill="url(#glow)"/>
  <rect x="${w * 0.485}" y="${h * 0.45}" width="${w * 0.03}" height="${h * 0.17}" fill="#6e5510"/>
  <g filter="url(#soft)">${sun(w * 0.5, h * 0.4, w * 0.15, 'url(#gold)', 18)}</g>
  <path d="M${w * 0.26} ${h * 0.62} L${w * 0.74} ${h * 0.62} L${w * 0.78} ${h} L${w * 0.22} ${h} Z" fill="url(#plinth)"/>
  <rect x="${w * 0.26}" y="${h * 0.62}" width="${w * 0.48}" height="6" fill="#e3c873" opacity="0.35"/>`;
};

const covers = ['#111111', '#c9a227', '#c8102e', '#f6f3ee', '#14213d', '#1f4037', '#5c1a24', '#e9ecef'];

export const reportStacks: Scene = (w, h, r) => {
  const stacks = Array.from({ length: 7 }, (_, s) => {
    const x = w * (0.08 + s * 0.13) + between(r, -20, 20);
    const base = h * (0.62 + (s % 2) * 0.12);
    const n = 4 + Math.floor(r() * 6);
    return Array.from({ length: n }, (_, i) => {
      const y = base - i * 26;
      const c = covers[Math.floor(r() * covers.length)] ?? '#111';
      const dx = between(r, -10, 10);
      return `<path d="M${x + dx} ${y} l220 -40 l90 40 l-220 40 Z" fill="${c}"/><path d="M${x + dx} ${y} l90 40 l0 22 l-90 -40 Z" fill="#efe9df"/><path d="M${x + dx + 90} ${y + 40} l220 -40 l0 22 l-220 40 Z" fill="#d7cfc2"/>`;
    }).join('');
  }).join('');
  const gradients = [linear('table', ramp('#d9d2c6', '#a79c8c')), linear('window', fading('#ffffff', 0.5), false)];
  return `<defs>${gradients.join('')}${blur('b20', 20)}${blur('b2', 2)}</defs>
  <rect width="${w}" height="${h}" fill="#3b3631"/>
  <rect y="${h * 0.3}" width="${w}" height="${h * 0.7}" fill="url(#table)"/>
  <path d="M0 ${h * 0.3} L${w * 0.45} ${h * 0.3} L${w * 0.2} ${h} L0 ${h} Z" fill="url(#window)" filter="url(#b20)"/>
  <g filter="url(#b2)">${stacks}</g>`;
};

export const exhibitionWall: Scene = (w, h, r) => {
  const frames = Array.from({ length: 5 }, (_, i) => {
    const x = w * (0.08 + i * 0.18);
    const c = covers[(i * 3) % covers.length] ?? '#111';
    const accent = covers[(i * 5 + 1) % covers.length] ?? '#c9a227';
    return `<ellipse cx="${x + w * 0.06}" cy="${h * 0.3}" rx="${w * 0.1}" ry="${h * 0.3}" fill="url(#spot)"/>
    <rect x="${x}" y="${h * 0.22}" width="${w * 0.12}" height="${w * 0.16}" fill="${c}"/>
    <circle cx="${x + w * 0.06}" cy="${h * 0.22 + w * 0.06}" r="${w * between(r, 0.025, 0.04)}" fill="${accent}"/>
    <rect x="${x + w * 0.012}" y="${h * 0.22 + w * 0.13}" width="${w * 0.06}" height="${w * 0.006}" fill="${accent}" opacity="0.8"/>`;
  }).join('');
  const gradients = [
    linear('wall', ramp('#ece6dc', '#cfc6b8')),
    radial('spot', fading('#ffffff', 0.7)),
    linear('floor', ramp('#8d8276', '#4d453d')),
  ];
  return `<defs>${gradients.join('')}${blur('b6', 6)}</defs>
  <rect width="${w}" height="${h}" fill="url(#wall)"/>
  ${frames}
  <rect y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="url(#floor)"/>
  <g filter="url(#b6)" opacity="0.92">${figure(w * 0.3, h * 0.97, h * 0.62, '#1b1a19')}${figure(w * 0.37, h * 0.98, h * 0.58, '#2a2623')}${figure(w * 0.8, h * 1.02, h * 0.66, '#141313')}</g>`;
};

export const speaker: Scene = (w, h) => {
  const floor = h * 0.78;
  const gradients = [
    linear('bg', ramp('#0a0a10', '#16141a')),
    coneDefs('#fff3dc'),
    radial('pool', fading('#ffe2b0', 0.7)),
  ];
  return `<defs>${gradients.join('')}${blur('rim', 40)}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${cone(w * 0.52, floor + 40, w * 0.9, 60)}
  <ellipse cx="${w * 0.52}" cy="${floor + 20}" rx="${w * 0.42}" ry="${h * 0.04}" fill="url(#pool)"/>
  <circle cx="${w * 0.52}" cy="${floor - h * 0.45}" r="${w * 0.09}" fill="#ffe2b0" opacity="0.25" filter="url(#rim)"/>
  ${figure(w * 0.52, floor + 10, h * 0.5, '#0d0c0e')}
  <path d="M${w * 0.3} ${floor + 14} L${w * 0.7} ${floor + 14} L${w * 0.66} ${floor - h * 0.2} L${w * 0.34} ${floor - h * 0.2} Z" fill="#1a181b"/>
  <rect x="${w * 0.34}" y="${floor - h * 0.205}" width="${w * 0.32}" height="10" fill="#c9a227" opacity="0.7"/>
  <rect y="${floor + 14}" width="${w}" height="${h - floor}" fill="#08070a"/>`;
};

export const juryTable: Scene = (w, h, r) => {
  const c = w / 2;
  const items = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2 + between(r, -0.1, 0.1);
    const x = c + Math.cos(a) * w * 0.27;
    const y = c + Math.sin(a) * w * 0.27;
    const cover = covers[i % covers.length] ?? '#111';
    const deg = ((a * 180) / Math.PI + 90 + between(r, -14, 14)).toFixed(1);
    return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg})"><rect x="-95" y="-130" width="190" height="260" fill="#f8f5ef" filter="url(#shadow)"/><rect x="-80" y="-115" width="130" height="12" fill="#9a948a"/><rect x="-80" y="-90" width="150" height="8" fill="#c9c2b7"/><rect x="-80" y="-74" width="140" height="8" fill="#c9c2b7"/><rect x="${between(r, -60, 20).toFixed(0)}" y="-20" width="100" height="140" fill="${cover}" transform="rotate(${between(r, -25, 25).toFixed(0)})"/></g>`;
  }).join('');
  const chairs = Array.from({ length: 9 }, (_, i) => {
    const a = ((i + 0.5) / 9) * Math.PI * 2;
    return `<circle cx="${c + Math.cos(a) * w * 0.46}" cy="${c + Math.sin(a) * w * 0.46}" r="${w * 0.07}" fill="#1a1816"/>`;
  }).join('');
  const gradients = [radial('wood', ramp('#5a4634', '#2b2119')), radial('floor', ramp('#4a4540', '#1a1816'))];
  return `<defs>${gradients.join('')}${blur('shadow', 6)}${blur('b3', 3)}</defs>
  <rect width="${w}" height="${h}" fill="url(#floor)"/>
  <g filter="url(#b3)">${chairs}</g>
  <circle cx="${c}" cy="${c}" r="${w * 0.4}" fill="url(#wood)"/>
  ${items}
  ${sun(c, c, w * 0.05, '#c9a227', 14)}`;
};

export const reception: Scene = (w, h, r) => {
  const palette = ['#ffd89a', '#ffb877', '#fff1d6', '#e3c873', '#9fb7ff'];
  const bokeh = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${between(r, 0, w)}" cy="${between(r, 0, h * 0.8)}" r="${between(r, 18, 120)}" fill="${palette[Math.floor(r() * palette.length)]}" opacity="${between(r, 0.08, 0.4).toFixed(2)}"/>`,
  ).join('');
  const glass = (x: number, s: number) =>
    `<path d="M${x - s * 0.5} ${h * 0.42} Q${x - s * 0.55} ${h * 0.62} ${x - s * 0.05} ${h * 0.66} L${x - s * 0.05} ${h * 0.9} L${x - s * 0.4} ${h * 0.93} L${x + s * 0.4} ${h * 0.93} L${x + s * 0.05} ${h * 0.9} L${x + s * 0.05} ${h * 0.66} Q${x + s * 0.55} ${h * 0.62} ${x + s * 0.5} ${h * 0.42} Z" fill="#0b0a0c" stroke="#ffe2b0" stroke-opacity="0.55" stroke-width="5"/><path d="M${x - s * 0.47} ${h * 0.5} L${x + s * 0.47} ${h * 0.5} Q${x + s * 0.48} ${h * 0.62} ${x} ${h * 0.645} Q${x - s * 0.48} ${h * 0.62} ${x - s * 0.47} ${h * 0.5} Z" fill="#c9a227" opacity="0.55"/>`;
  const gradients = [linear('bg', ramp('#120f14', '#050406'))];
  return `<defs>${gradients.join('')}${blur('far', 28)}${blur('near', 10)}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g filter="url(#far)">${bokeh}</g>
  <rect y="${h * 0.93}" width="${w}" height="${h * 0.07}" fill="#0a090b"/>
  ${glass(w * 0.34, w * 0.09)}${glass(w * 0.47, w * 0.085)}${glass(w * 0.72, w * 0.09)}`;
};

export const handover: Scene = (w, h) => {
  const floor = h * 0.86;
  const gradients = [
    linear('bg', ramp('#14161d', '#08080b')),
    linear('screen', ramp('#f5ecd9', '#d9c9a6')),
    coneDefs('#fff1d6'),
  ];
  return `<defs>${gradients.join('')}${blur('b30', 30)}${trophyGold(0.5)}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect x="${w * 0.05}" y="${h * 0.1}" width="${w * 0.9}" height="${h * 0.4}" fill="#e7d8b5" opacity="0.35" filter="url(#b30)"/>
  <rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.84}" height="${h * 0.36}" fill="url(#screen)" opacity="0.85"/>
  ${cone(w * 0.5, floor, w * 0.9, 80)}
  ${figure(w * 0.32, floor, h * 0.58, '#0c0b0d')}${figure(w * 0.68, floor, h * 0.6, '#0c0b0d')}
  <rect x="${w * 0.36}" y="${floor - h * 0.33}" width="${w * 0.28}" height="${h * 0.018}" fill="#0c0b0d"/>
  ${sun(w * 0.5, floor - h * 0.37, w * 0.045, 'url(#gold)', 14)}
  <rect y="${floor}" width="${w}" height="${h - floor}" fill="#0a090b"/>`;
};

export const hallRows: Scene = (w, h) => {
  const vx = w * 0.56;
  const vy = h * 0.38;
  const rows = Array.from({ length: 11 }, (_, i) => {
    const t = (i + 1) / 11;
    const y = vy + (h - vy) * t * t;
    const half = w * 0.9 * t * t + w * 0.05;
    const seat = Math.max(10, 120 * t * t);
    const n = Math.round((2 * half) / (seat * 1.25));
    return Array.from(
      { length: n },
      (_, k) =>
        `<rect x="${vx - half + k * seat * 1.25}" y="${y - seat * 0.9}" width="${seat}" height="${seat * 0.9}" rx="${seat * 0.12}" fill="#1b1c22" opacity="${0.55 + t * 0.45}"/>`,
    ).join('');
  }).join('');
  const windows = [0.02, 0.12, 0.22]
    .map(
      (x) =>
        `<rect x="${w * x}" y="${h * 0.05}" width="${w * 0.06}" height="${h * 0.55}" fill="#fff5e0" opacity="0.8" filter="url(#b16)"/>`,
    )
    .join('');
  const gradients = [
    linear('wall', ramp('#6f6a63', '#3b3834'), false),
    linear('floor', ramp('#57524c', '#2a2826')),
    linear('beam', fading('#fff1d6', 0.35), false),
  ];
  return `<defs>${gradients.join('')}${blur('b16', 16)}${blur('b40', 40)}</defs>
  <rect width="${w}" height="${h}" fill="url(#wall)"/>
  ${windows}
  <rect y="${vy}" width="${w}" height="${h - vy}" fill="url(#floor)"/>
  <path d="M0 ${h * 0.1} L${w * 0.3} ${h * 0.1} L${w * 0.8} ${h} L0 ${h} Z" fill="url(#beam)" filter="url(#b40)"/>
  <rect x="${vx - w * 0.12}" y="${h * 0.14}" width="${w * 0.24}" height="${h * 0.16}" fill="#1d1e24"/>
  ${rows}`;
};

export const openReport: Scene = (w, h, r) => {
  const bars = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${w * 0.58 + i * w * 0.035}" y="${h * 0.62 - (i + 2) * h * 0.022 * between(r, 0.8, 1.2)}" width="${w * 0.022}" height="${(i + 2) * h * 0.022}" fill="${i === 6 ? '#c9a227' : '#3a3632'}"/>`,
  ).join('');
  const lines = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${w * 0.16}" y="${h * 0.52 + i * h * 0.03}" width="${w * between(r, 0.22, 0.3)}" height="${h * 0.008}" fill="#b8b0a4"/>`,
  ).join('');
  const gradients = [
    linear('desk', ramp('#2f2a25', '#15120f')),
    linear('left', ramp('#f1ece3', '#cfc7ba', [0.85, '#fbf9f5']), false),
    linear('right', ramp('#cfc7ba', '#ede7dc', [0.12, '#fbf9f5']), false),
  ];
  return `<defs>${gradients.join('')}${blur('dof', 7)}${blur('shadow', 30)}</defs>
  <rect width="${w}" height="${h}" fill="url(#desk)"/>
  <path d="M${w * 0.08} ${h * 0.25} L${w * 0.92} ${h * 0.25} L${w * 0.98} ${h * 0.98} L${w * 0.02} ${h * 0.98} Z" fill="#000" opacity="0.6" filter="url(#shadow)"/>
  <path d="M${w * 0.1} ${h * 0.22} L${w * 0.5} ${h * 0.26} L${w * 0.5} ${h * 0.95} L${w * 0.05} ${h * 0.9} Z" fill="url(#left)"/>
  <path d="M${w * 0.5} ${h * 0.26} L${w * 0.9} ${h * 0.22} L${w * 0.95} ${h * 0.9} L${w * 0.5} ${h * 0.95} Z" fill="url(#right)"/>
  <rect x="${w * 0.16}" y="${h * 0.3}" width="${w * 0.28}" height="${h * 0.18}" fill="#14213d"/>
  ${sun(w * 0.3, h * 0.39, h * 0.04, '#c9a227', 12)}
  ${lines}
  <g>${bars}</g>
  <rect x="${w * 0.58}" y="${h * 0.68}" width="${w * 0.28}" height="${h * 0.01}" fill="#3a3632"/>
  <rect width="${w}" height="${h * 0.24}" fill="url(#desk)" opacity="0.4" filter="url(#dof)"/>`;
};

export const venueNight: Scene = (w, h, r) => {
  const cols = 6;
  const rowsN = 7;
  const windows = Array.from({ length: cols * rowsN }, (_, i) => {
    const cx = i % cols;
    const cy = Math.floor(i / cols);
    const lit = r() > 0.35;
    return `<rect x="${w * 0.14 + cx * w * 0.125}" y="${h * 0.12 + cy * h * 0.085}" width="${w * 0.09}" height="${h * 0.06}" fill="${lit ? '#ffd79a' : '#1c2233'}" opacity="${lit ? between(r, 0.55, 0.95).toFixed(2) : 1}"/>`;
  }).join('');
  const gradients = [linear('sky', ramp('#0b1330', '#1f2a4a')), linear('facade', ramp('#2a2e3a', '#171a22'))];
  return `<defs>${gradients.join('')}${blur('glow', 14)}${blur('b4', 4)}</defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect x="${w * 0.1}" y="${h * 0.08}" width="${w * 0.8}" height="${h * 0.8}" fill="url(#facade)"/>
  <g filter="url(#glow)" opacity="0.8">${windows}</g>${windows}
  <rect x="${w * 0.38}" y="${h * 0.74}" width="${w * 0.24}" height="${h * 0.14}" fill="#ffe4b8"/>
  <rect x="${w * 0.3}" y="${h * 0.7}" width="${w * 0.4}" height="${h * 0.03}" fill="#c9a227"/>
  <rect y="${h * 0.88}" width="${w}" height="${h * 0.12}" fill="#0c0e14"/>
  <g filter="url(#b4)">${figure(w * 0.44, h * 0.9, h * 0.13, '#06070a')}${figure(w * 0.5, h * 0.905, h * 0.14, '#06070a')}${figure(w * 0.7, h * 0.93, h * 0.15, '#06070a')}</g>`;
};

export const confetti: Scene = (w, h, r) => {
  const flakes = (n: number, size: [number, number], opacity: [number, number]) =>
    Array.from({ length: n }, () => {
      const x = w * 0.5 + between(r, -0.32, 0.32) * w * (0.4 + r());
      const y = between(r, 0, h);
      const s = between(r, size[0], size[1]);
      return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${s.toFixed(0)}" height="${(s * 0.5).toFixed(0)}" fill="${r() > 0.3 ? '#e3c873' : '#fff1d6'}" opacity="${between(r, opacity[0], opacity[1]).toFixed(2)}" transform="rotate(${between(r, 0, 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
    }).join('');
  const gradients = [linear('bg', ramp('#0d0b10', '#19141a')), coneDefs('#ffefcc')];
  return `<defs>${gradients.join('')}${blur('b10', 10)}${blur('b3', 3)}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${cone(w * 0.5, h, w * 1.1, 120)}
  <g filter="url(#b10)">${flakes(40, [30, 70], [0.3, 0.6])}</g>
  <g filter="url(#b3)">${flakes(60, [16, 34], [0.5, 0.9])}</g>
  ${flakes(30, [10, 22], [0.7, 1])}`;
};

export const coversFan: Scene = (w, h, r) => {
  const fan = Array.from({ length: 9 }, (_, i) => {
    const cover = covers[(i * 3 + 1) % covers.length] ?? '#111';
    const accent = covers[(i * 5 + 2) % covers.length] ?? '#c9a227';
    const deg = -48 + i * 12 + between(r, -3, 3);
    return `<g transform="rotate(${deg.toFixed(1)} ${w * 0.5} ${h * 0.95})"><rect x="${w * 0.36}" y="${h * 0.2}" width="${w * 0.28}" height="${h * 0.38}" fill="#000" opacity="0.45" filter="url(#shadow)"/><rect x="${w * 0.36}" y="${h * 0.18}" width="${w * 0.28}" height="${h * 0.38}" fill="${cover}"/><circle cx="${w * 0.5}" cy="${h * 0.3}" r="${w * between(r, 0.04, 0.07)}" fill="${accent}"/><rect x="${w * 0.38}" y="${h * 0.49}" width="${w * 0.12}" height="${h * 0.008}" fill="${accent}"/></g>`;
  }).join('');
  const gradients = [radial('desk', ramp('#4a3f36', '#17130f')), radial('light', fading('#fff1d6', 0.35))];
  return `<defs>${gradients.join('')}${blur('shadow', 14)}</defs>
  <rect width="${w}" height="${h}" fill="url(#desk)"/>
  <circle cx="${w * 0.5}" cy="${h * 0.4}" r="${w * 0.6}" fill="url(#light)"/>
  ${fan}`;
};
