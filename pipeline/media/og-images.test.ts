/** @jest-environment node */
import sharp from 'sharp';
import {
  SAMPLE_BAND_HEIGHT,
  bilingual,
  defaultShareSvg,
  fitText,
  generateShareImages,
  nameBox,
  nameSizes,
  participantCard,
  participantShareSvg,
  sampleBand,
  sampleDataLabel,
  type DefaultCard,
  type ParticipantCard,
} from './og-images';
import type { Produce } from './produce';
import { textWidth } from './text';
import { validMessages } from '../../lib/content/__fixtures__/content';
import { participant } from '../../lib/content/__fixtures__/participant';
import type { Messages } from '../../lib/content/message-schema';

const messages = {
  'de-CH': validMessages('de') as unknown as Messages,
  'en-GB': validMessages('en') as unknown as Messages,
};

/** Every coordinate of the text paths (the mark's path sits in a scaled group), as [x, y] pairs. */
function pathPoints(svg: string): [number, number][] {
  const points: [number, number][] = [];
  for (const [, d] of svg.matchAll(/<path d="([^"]*)" fill=/g)) {
    const numbers = (d!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    for (let i = 0; i + 1 < numbers.length; i += 2) points.push([numbers[i]!, numbers[i + 1]!]);
  }
  return points;
}

const card = (overrides: Partial<ParticipantCard> = {}): ParticipantCard => ({
  programme: 'Geschäftsberichte-Rating · Swiss Annual Report Rating',
  year: '2026',
  name: 'Sika AG',
  ranks: [
    { label: 'Gesamt · Overall', rank: 1 },
    { label: 'Value Reporting', rank: 12 },
    { label: 'Design', rank: null },
  ],
  ...overrides,
});

describe('bilingual', () => {
  it('sets each label once, the same word in other case counting as one', () => {
    expect(bilingual(['Gesamt', 'Overall'])).toBe('Gesamt · Overall');
    expect(bilingual(['Value Reporting', 'Value reporting'])).toBe('Value Reporting');
    expect(bilingual(['Design', 'Design'])).toBe('Design');
  });
});

describe('participantCard', () => {
  it('takes the display name, the edition, the three ranks and both languages’ labels from content', () => {
    const row = participant('sika', { pubRef: 'Sika', company: 'Sika AG', rankOverall: '3', rankVR: '5', rankDS: '' });
    const result = participantCard(row, 2025, messages);
    expect(result.name).toBe('Sika');
    expect(result.year).toBe('2025');
    expect(result.ranks.map((r) => r.rank)).toEqual([3, 5, null]);
    expect(result.ranks[0]!.label).toBe(
      `${messages['de-CH'].participant.ranks.overall} · ${messages['en-GB'].participant.ranks.overall}`,
    );
    expect(result.programme).toContain(messages['de-CH'].seo.organization.name);
    expect(result.programme).toContain(messages['en-GB'].seo.organization.name);
  });
});

describe('participantShareSvg', () => {
  it('is 1200 × 630 with all text as paths (no markup from content)', () => {
    const svg = participantShareSvg(card({ name: '<script>alert(1)</script> & Co' }));
    expect(svg).toMatch(/^<svg[^>]* width="1200" height="630"/);
    expect(svg).not.toMatch(/<text|<script|&(?!#)/);
  });

  it('fills the rank-1 circle gold and rings a missing rank in grey', () => {
    const svg = participantShareSvg(card());
    expect(svg).toMatch(/<circle cx="\d+" cy="\d+" r="60" fill="#c9a227"\/>/);
    expect(svg).toMatch(/<circle [^>]*fill="none" stroke="#6b6b6b"/);
    expect(participantShareSvg(card({ ranks: card().ranks.map((r) => ({ ...r, rank: 7 })) }))).not.toMatch(
      /r="60" fill="#c9a227"/,
    );
  });

  it('keeps a very long name inside the margins', () => {
    const name =
      'Schweizerische Rückversicherungs-Gesellschaft und Beteiligungen Holding AG Zürich Genève Lugano Basel';
    const points = pathPoints(participantShareSvg(card({ name })));
    expect(points.length).toBeGreaterThan(100);
    expect(points.filter(([x, y]) => x < 40 || x > 1160 || y < 40 || y > 600)).toEqual([]);
  });
});

describe('fitText', () => {
  it('sets a short name large on one line', () => {
    expect(fitText('Sika AG', nameBox, nameSizes, 800)).toMatchObject({ size: nameSizes.max, lines: ['Sika AG'] });
  });

  it('shrinks a long name, then cuts what still does not fit with an ellipsis', () => {
    const name = Array.from({ length: 12 }, () => 'Rückversicherungs-Gesellschaft').join(' ');
    const { size, leading, lines } = fitText(name, nameBox, nameSizes, 800);
    expect(size).toBe(nameSizes.min);
    expect(lines.at(-1)).toMatch(/…$/);
    // The lines stay inside the box, in width and in height.
    expect(lines.filter((line) => textWidth(line, 800, size) > nameBox.width)).toEqual([]);
    expect((lines.length - 1) * leading + size * 0.7).toBeLessThanOrEqual(nameBox.height);
  });
});

describe('defaultShareSvg', () => {
  it('sets the headline and subline inside the canvas', () => {
    const svg = defaultShareSvg({
      programme: 'Swiss Annual Report Rating',
      year: '2026',
      headline: 'Switzerland’s best annual reports',
      subline: 'The winners and the full ranking',
    });
    expect(svg).toMatch(/width="1200" height="630"/);
    const points = pathPoints(svg);
    expect(points.length).toBeGreaterThan(100);
    expect(points.filter(([x, y]) => x < 40 || x > 1160 || y < 40 || y > 600)).toEqual([]);
  });
});

const defaultCard: DefaultCard = {
  programme: 'Swiss Annual Report Rating',
  year: '2026',
  headline: 'Switzerland’s best annual reports',
  subline: 'The winners and the full ranking',
};

/** The header's gold tick, which the sample-data band replaces. */
const tick = '<rect x="72" y="64" width="40" height="6" fill="#c9a227"/>';

describe('sample-data mark', () => {
  const band = sampleBand(sampleDataLabel());

  it('reads in both languages, the given locale’s first', () => {
    expect(sampleDataLabel()).toBe('BEISPIELDATEN · SAMPLE DATA');
    expect(sampleDataLabel('de-CH')).toBe('BEISPIELDATEN · SAMPLE DATA');
    expect(sampleDataLabel('en-GB')).toBe('SAMPLE DATA · BEISPIELDATEN');
  });

  it('is a full-width gold band with its label as a path inside it, clear of a square crop’s edges', () => {
    expect(band).toMatch(new RegExp(`^<rect width="1200" height="${SAMPLE_BAND_HEIGHT}" fill="#c9a227"/><path `));
    expect(band).not.toMatch(/<text/);
    const points = pathPoints(band);
    expect(points.length).toBeGreaterThan(100);
    // Inside the band with room to spare, and inside the middle 630 × 630 that square previews keep.
    expect(points.filter(([x, y]) => y < 8 || y > SAMPLE_BAND_HEIGHT - 8 || x < 285 || x > 915)).toEqual([]);
    // Centred: as much room on the left as on the right.
    const xs = points.map(([x]) => x);
    expect(Math.abs(Math.min(...xs) - (1200 - Math.max(...xs)))).toBeLessThan(4);
  });

  it('tops a participant’s image in place of the tick and moves nothing else', () => {
    const plain = participantShareSvg(card());
    const marked = participantShareSvg(card(), sampleDataLabel());
    expect(plain).not.toContain(band);
    expect(plain).toContain(tick);
    expect(marked).toContain(band);
    expect(marked).not.toContain(tick);
    // The name, the ranks and everything else are the same paths as without the mark.
    expect(marked.replace(band, '')).toBe(plain.replace(tick, ''));
  });

  it('tops a locale’s default image, in that locale’s order, and moves nothing else', () => {
    const plain = defaultShareSvg(defaultCard);
    const marked = defaultShareSvg(defaultCard, sampleDataLabel('en-GB'));
    const englishBand = sampleBand('SAMPLE DATA · BEISPIELDATEN');
    expect(plain).not.toContain(englishBand);
    expect(marked).toContain(englishBand);
    expect(marked.replace(englishBand, '')).toBe(plain.replace(tick, ''));
  });

  it('leaves the images as they were without it', () => {
    expect(participantShareSvg(card(), undefined)).toBe(participantShareSvg(card()));
    expect(participantShareSvg(card())).not.toMatch(new RegExp(`height="${SAMPLE_BAND_HEIGHT}"`));
    expect(defaultShareSvg(defaultCard)).not.toMatch(new RegExp(`height="${SAMPLE_BAND_HEIGHT}"`));
  });
});

describe('generateShareImages', () => {
  const sika = participant('sika', { pubRef: 'Sika', company: 'Sika AG', rankOverall: '1', rankVR: '4', rankDS: '4' });

  /** What generateShareImages asks to write: each file's stamp inputs and, but for the logo, its bytes. */
  async function run(sampleData: boolean) {
    const files = new Map<string, { inputs: string; bytes?: Buffer }>();
    const produce: Produce = async (relative, inputs, make) => {
      files.set(relative, { inputs, bytes: relative.endsWith('.png') ? undefined : Buffer.from(await make()) });
    };
    await generateShareImages(produce, {
      editions: [{ year: 2026, participants: [sika] }],
      currentYear: 2026,
      messages,
      sampleData,
    });
    return files;
  }

  /** The mean colour of the band's strip left of the label (x 20–200, y 10–40). */
  async function bandColour(jpeg: Buffer): Promise<number[]> {
    const { data } = await sharp(jpeg)
      .extract({ left: 20, top: 10, width: 180, height: 30 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sum = [0, 0, 0];
    for (let i = 0; i < data.length; i++) sum[i % 3]! += data[i]!;
    return sum.map((total) => Math.round(total / (data.length / 3)));
  }

  it('marks every default and participant image, not the logo, and stamps the switch', async () => {
    const [off, on] = [await run(false), await run(true)];
    const images = ['og/default-de-CH.jpg', 'og/default-en-GB.jpg', 'og/2026/sika.jpg'];
    expect([...on.keys()].sort()).toEqual([...images, 'og/logo.png'].sort());
    expect([...off.keys()].sort()).toEqual([...on.keys()].sort());
    for (const file of images) {
      // Switching the flag changes the stamp, so produce regenerates the file.
      expect(on.get(file)!.inputs).not.toBe(off.get(file)!.inputs);
      const [r, g, b] = await bandColour(on.get(file)!.bytes!);
      // Gold (#c9a227) on, the black ground (#111111) off.
      expect(Math.abs(r! - 0xc9) + Math.abs(g! - 0xa2) + Math.abs(b! - 0x27)).toBeLessThan(24);
      expect(Math.max(...(await bandColour(off.get(file)!.bytes!)))).toBeLessThan(0x20);
    }
    expect(on.get('og/logo.png')!.inputs).toBe(off.get('og/logo.png')!.inputs);
  });

  it('writes one image per participant and edition, each with its edition’s year', async () => {
    const files = new Map<string, string>();
    const produce: Produce = async (relative, inputs) => {
      files.set(relative, inputs);
    };
    const sika2025 = participant('sika', { pubRef: 'Sika', rankOverall: '3' });
    await generateShareImages(produce, {
      editions: [
        { year: 2026, participants: [sika] },
        { year: 2025, participants: [sika2025] },
      ],
      currentYear: 2026,
      messages,
      sampleData: false,
    });
    expect([...files.keys()].filter((file) => file.startsWith('og/20')).sort()).toEqual([
      'og/2025/sika.jpg',
      'og/2026/sika.jpg',
    ]);
    // The stamp holds the card: the year and the ranks of that edition.
    expect(files.get('og/2025/sika.jpg')).toContain('"year":"2025"');
    expect(files.get('og/2026/sika.jpg')).toContain('"year":"2026"');
    // The default images show the current edition's year.
    expect(files.get('og/default-de-CH.jpg')).toContain('"year":"2026"');
  });
});

describe('rendering', () => {
  it('gives a 1200 × 630 JPEG', async () => {
    const jpeg = await sharp(Buffer.from(participantShareSvg(card())))
      .jpeg()
      .toBuffer();
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });
});
