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
    const messages = { laudatio: { sika: entry } };
    expect(laudatioFor(messages, 'sika')).toBe(entry);
    expect(laudatioFor(messages, 'geberit')).toBeNull();
    expect(laudatioFor(messages, 'constructor')).toBeNull();
  });

  it('points at the generated spreads', () => {
    expect(laudatioImage('sika', 2)).toBe('/globalassets/laudatio/sika-2.jpg');
  });

  it('makes one 16:10 slide per caption, numbered from 1', () => {
    const slides = laudatioSlides('sika', entry);
    expect(
      slides.map((slide) => ({
        src: slide.src,
        width: slide.width,
        height: slide.height,
        alt: slide.alt,
        caption: slide.caption,
      })),
    ).toEqual([
      { src: '/globalassets/laudatio/sika-1.jpg', width: 1600, height: 1000, alt: 'a1', caption: 'c1' },
      { src: '/globalassets/laudatio/sika-2.jpg', width: 1600, height: 1000, alt: 'a2', caption: 'c2' },
    ]);
    // WebP copies of each spread, up to its own width.
    expect(slides[0]?.srcSet).toContain('/globalassets/laudatio/sika-1-800w.webp 800w');
    expect(slides[0]?.srcSet).toContain('/globalassets/laudatio/sika-1-1600w.webp 1600w');
  });
});

describe('the laudatio texts in content/', () => {
  const { awards, messages } = loadContent();
  // Every ref content/awards.json names: the winners and the special mentions.
  const refs = new Set([
    ...awards.winnerCategories.flatMap((c) => c.winners),
    ...awards.specialMentions.map((m) => m.ref),
  ]);

  it.each(localeCodes)('%s has a laudatio for every winner and special mention, and for nobody else', (locale) => {
    expect(Object.keys(messages[locale].laudatio).sort()).toEqual([...refs].sort());
  });

  it.each(localeCodes)('%s laudatio texts are 80 to 150 words long', (locale) => {
    for (const ref of refs) {
      const words = (laudatioFor(messages[locale], ref)?.richText ?? '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      expect([ref, words.length >= 80 && words.length <= 150]).toEqual([ref, true]);
    }
  });
});
