/**
 * @jest-environment node
 */
import { laudatioFor, laudatioImage, laudatioSlides } from './laudatio';
import { loadContent } from '../content/load';
import { localeCodes } from '../i18n/locales';

const entry = {
  title: 'T',
  subtitle: 'S',
  richText: '<p>x</p>',
  images: [
    { alt: 'a1', caption: 'c1' },
    { alt: 'a2', caption: 'c2' },
  ],
};

describe('laudatio helpers', () => {
  it('finds an entry by ref and nothing for other refs', () => {
    const texts = { laudatio: { sika: entry } };
    expect(laudatioFor(texts, 'sika')).toBe(entry);
    expect(laudatioFor(texts, 'geberit')).toBeNull();
    expect(laudatioFor(texts, 'constructor')).toBeNull();
  });

  it('points at the generated spreads of the edition', () => {
    expect(laudatioImage('sika', 2026, 2)).toBe('/globalassets/laudatio/2026/sika-2.jpg');
    expect(laudatioImage('sika', 2025, 1)).toBe('/globalassets/laudatio/2025/sika-1.jpg');
  });

  it('makes at most three slides, for the spreads that exist', () => {
    const four = { ...entry, images: [1, 2, 3, 4].map((n) => ({ alt: `a${n}`, caption: `c${n}` })) };
    expect(laudatioSlides('sika', 2026, four).map((slide) => slide.caption)).toEqual(['c1', 'c2', 'c3']);
  });

  it('makes one 16:10 slide per caption, numbered from 1', () => {
    const slides = laudatioSlides('sika', 2026, entry);
    expect(
      slides.map((slide) => ({
        src: slide.src,
        width: slide.width,
        height: slide.height,
        alt: slide.alt,
        caption: slide.caption,
      })),
    ).toEqual([
      { src: '/globalassets/laudatio/2026/sika-1.jpg', width: 1600, height: 1000, alt: 'a1', caption: 'c1' },
      { src: '/globalassets/laudatio/2026/sika-2.jpg', width: 1600, height: 1000, alt: 'a2', caption: 'c2' },
    ]);
    // WebP copies of each spread, up to its own width.
    expect(slides[0]?.srcSet).toContain('/globalassets/laudatio/2026/sika-1-800w.webp 800w');
    expect(slides[0]?.srcSet).toContain('/globalassets/laudatio/2026/sika-1-1600w.webp 1600w');
  });
});

const { editions } = loadContent();
// The current edition and the one before have a laudatio for every award; earlier ones at least
// for some (the sample has them for the overall winners).
const fullyWritten = new Set(editions.slice(0, 2).map((edition) => edition.year));

describe.each(editions.map((edition) => [edition.year, edition] as const))(
  'the laudatio texts of the %i edition',
  (year, { awards, texts }) => {
    // Every ref the edition's awards.json names: the winners and the special mentions.
    const refs = new Set([
      ...awards.winnerCategories.flatMap((c) => c.winners),
      ...awards.specialMentions.map((m) => m.ref),
    ]);

    it.each(localeCodes)(
      '%s has laudatios for award refs only (for every one in the newest two editions)',
      (locale) => {
        const written = Object.keys(texts[locale].laudatio).sort();
        expect(written.filter((ref) => !refs.has(ref))).toEqual([]);
        if (fullyWritten.has(year)) expect(written).toEqual([...refs].sort());
        else expect(written.length).toBeGreaterThan(0);
      },
    );

    it.each(localeCodes)('%s laudatio texts are 60 to 150 words long', (locale) => {
      for (const ref of Object.keys(texts[locale].laudatio)) {
        const words = (laudatioFor(texts[locale], ref)?.richText ?? '')
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean);
        expect([ref, words.length >= 60 && words.length <= 150]).toEqual([ref, true]);
      }
    });
  },
);
