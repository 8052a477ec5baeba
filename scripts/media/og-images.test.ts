/** @jest-environment node */
import sharp from 'sharp';
import {
  bilingual,
  defaultShareSvg,
  fitText,
  nameBox,
  nameSizes,
  participantCard,
  participantShareSvg,
  type ParticipantCard,
} from './og-images';
import { textWidth } from './text';
import { participant, validMessages } from '../../lib/content/__fixtures__/content';
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
    { label: 'Gesamt · Overall', rank: '1' },
    { label: 'Value Reporting', rank: '12' },
    { label: 'Design', rank: '999' },
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
  it('takes the display name, the three ranks and both languages’ labels from content', () => {
    const row = participant('sika', { pubRef: 'Sika', company: 'Sika AG', rankOverall: '3', rankVR: '5', rankDS: '' });
    const result = participantCard(row, messages);
    expect(result.name).toBe('Sika');
    expect(result.ranks.map((r) => r.rank)).toEqual(['3', '5', '']);
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
    expect(participantShareSvg(card({ ranks: card().ranks.map((r) => ({ ...r, rank: '7' })) }))).not.toMatch(
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

describe('rendering', () => {
  it('gives a 1200 × 630 JPEG', async () => {
    const jpeg = await sharp(Buffer.from(participantShareSvg(card())))
      .jpeg()
      .toBuffer();
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });
});
