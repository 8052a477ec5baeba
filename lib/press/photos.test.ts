import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '../content/load';
import type { Edition } from '../editions/edition';
import { coverSrc, coverWinners, editionPressPhotos, type PhotoFile, type PressPhotoOptions } from './photos';
import { coverTextsIn } from './texts';

/** Expected values come from the content files as JSON, not from the loaded content. */
const contentDir = path.join(process.cwd(), 'content');
const readJson = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(contentDir, ...parts), 'utf8'));
const rawGallery = (locale: string) =>
  readJson('i18n', `${locale}.json`).pages.gallery.gallery as { src: string; caption: string; credit: string }[];
const rawWinnerRefs = (year: number) => {
  const awards = readJson('editions', String(year), 'awards.json') as { winnerCategories: { winners: string[] }[] };
  return [...new Set(awards.winnerCategories.flatMap((c) => c.winners))];
};

const content = checkContent(contentDir).content!;
const edition = (year: number) => content.editionsByYear.get(year)!;
const measured: PhotoFile = { width: 10, height: 20, bytes: 300 };

function options(year: number, overrides: Partial<PressPhotoOptions> = {}): PressPhotoOptions {
  return {
    current: year === content.current.year,
    gallery: content.messages['de-CH'].pages.gallery.gallery ?? [],
    coverTexts: coverTextsIn('de-CH', content.messages['de-CH'], edition(year)),
    measure: () => measured,
    ...overrides,
  };
}

describe('editionPressPhotos', () => {
  const current = content.current.year;

  it("lists the current edition's ceremony photos, then each winner's cover once", () => {
    const { photos, hasGallery, year } = editionPressPhotos(edition(current), options(current));
    const gallery = rawGallery('de-CH');
    const refs = rawWinnerRefs(current);
    expect(year).toBe(current);
    expect(hasGallery).toBe(true);
    expect(photos.map((p) => p.src)).toEqual([
      ...gallery.map((g) => g.src),
      ...refs.map((ref) => `/globalassets/participants/${current}/${ref}.jpg`),
    ]);
    expect(photos.filter((p) => p.kind === 'ceremony').map((p) => p.credit)).toEqual(gallery.map((g) => g.credit));
    expect(photos.every((p) => p.file === measured)).toBe(true);
  });

  it('gives every photo a distinct, meaningful JPEG file name', () => {
    const { photos } = editionPressPhotos(edition(current), options(current));
    const names = photos.map((p) => p.fileName);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe(`rating-${current}-preisverleihung-buehne.jpg`);
    expect(names).toContain(`rating-${current}-bericht-sika.jpg`);
    for (const name of names) expect(name).toMatch(/^rating-\d{4}-[a-z0-9-]+\.jpg$/);
  });

  it('has no ceremony photos for an archived edition, only its winners’ covers', () => {
    const result = editionPressPhotos(edition(2024), options(2024));
    expect(result.hasGallery).toBe(false);
    expect(result.photos.every((p) => p.kind === 'cover')).toBe(true);
    expect(result.photos.map((p) => p.src)).toEqual(rawWinnerRefs(2024).map((ref) => coverSrc(ref, 2024)));
  });

  it('captions a cover with the company, the report year and every award it won', () => {
    const { photos } = editionPressPhotos(edition(current), options(current));
    // swisscom is third overall and first in the text category in awards.json.
    const swisscom = photos.find((p) => p.src === coverSrc('swisscom', current))!;
    const name = readJson('editions', String(current), 'participants', 'swisscom.json').company as string;
    expect(swisscom.caption).toBe(
      `Umschlag des Geschäftsberichts ${current - 1} von ${name}, ausgezeichnet im Geschäftsberichte-Rating ${current}: ` +
        'Gesamtsieger (3. Platz) und Text (2. Platz).',
    );
    expect(swisscom.credit).toBe(`© ${name}`);
    expect(swisscom.alt).toBe(`Umschlag des Geschäftsberichts ${current - 1} von ${name}`);
  });

  it('leaves a file unmeasured when it does not exist, and skips photos that are not our JPEGs', () => {
    const gallery = [
      { src: '/globalassets/media/gallery/a.png', altText: 'a', credit: 'Foto: A' },
      { src: 'https://example.org/b.jpg', altText: 'b', credit: 'Foto: B' },
      { src: '/globalassets/media/gallery/C%20D.JPG', altText: 'c', credit: 'Foto: C' },
      { src: '/globalassets/media/gallery/c-d.jpg', altText: 'c2', credit: 'Foto: C' },
    ];
    const { photos } = editionPressPhotos(edition(current), options(current, { gallery, measure: () => undefined }));
    const ceremony = photos.filter((p) => p.kind === 'ceremony');
    expect(ceremony.map((p) => p.fileName)).toEqual([`rating-${current}-c-d.jpg`, `rating-${current}-c-d-2.jpg`]);
    expect(ceremony.map((p) => p.caption)).toEqual(['', '']);
    expect(photos.every((p) => p.file === undefined)).toBe(true);
  });
});

describe('coverWinners', () => {
  it('names each winner once with its awards, in the categories’ order', () => {
    const winners = coverWinners({
      awards: {
        winnerCategories: [
          { key: 'overall', winners: ['a', 'b'] },
          { key: 'valueReporting', winners: ['b'] },
          { key: 'design', winners: ['c'] },
          { key: 'text', winners: ['gone'] },
        ],
        specialMentions: [{ key: 'text', ref: 'd' }],
        certificateThreshold: 100,
      },
      byRef: new Map([
        ['a', { name: 'A AG' }],
        ['b', { name: 'B AG' }],
        ['c', { name: 'C AG' }],
      ]) as unknown as Edition['byRef'],
    });
    expect(winners).toEqual([
      { ref: 'a', name: 'A AG', awards: [{ category: 'overall', place: 1 }] },
      {
        ref: 'b',
        name: 'B AG',
        awards: [
          { category: 'overall', place: 2 },
          { category: 'valueReporting', place: 1 },
        ],
      },
      { ref: 'c', name: 'C AG', awards: [{ category: 'design', place: 1 }] },
      { ref: 'gone', name: 'gone', awards: [{ category: 'text', place: 1 }] },
    ]);
  });
});

describe('coverTextsIn', () => {
  it('writes English ordinals', () => {
    const texts = coverTextsIn(
      'en-GB',
      content.messages['en-GB'],
      edition(2026),
    )({
      ref: 'x',
      name: 'X Ltd',
      awards: [
        { category: 'overall', place: 1 },
        { category: 'design', place: 2 },
      ],
    });
    expect(texts.caption).toBe(
      'Cover of the 2025 annual report of X Ltd, awarded in the Swiss Annual Report Rating 2026: ' +
        'Overall winner (1st place) and Design (2nd place).',
    );
  });
});
