/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { checkContent } from '../../lib/content/load';
import { pressZipPath } from '../../lib/press/kit';
import { creditsText, generatePressKit, pressZip } from './press-kit';

/** Expected values come from the content files as JSON. */
const contentDir = path.join(process.cwd(), 'content');
const readJson = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(contentDir, ...parts), 'utf8'));
const content = checkContent(contentDir).content!;

describe('pressZip', () => {
  const entries = [
    { name: 'credits.txt', bytes: strToU8('Bildnachweis\r\n'.repeat(20)) },
    { name: 'a.jpg', bytes: new Uint8Array([0xff, 0xd8, 1, 2, 3, 0xff, 0xd9]) },
    { name: 'logo.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9, 9]) },
  ];

  it('holds every entry, in order, with its bytes', () => {
    const unzipped = unzipSync(pressZip(entries, 2026));
    expect(Object.keys(unzipped)).toEqual(['credits.txt', 'a.jpg', 'logo.png']);
    for (const { name, bytes } of entries) expect(unzipped[name]).toEqual(bytes);
  });

  it('stores images and deflates text', () => {
    const zip = Buffer.from(pressZip(entries, 2026));
    // The local headers: signature PK\3\4, the method at offset 8 (0 stored, 8 deflated).
    const methods: Record<string, number> = {};
    for (let at = zip.indexOf('PK\u0003\u0004'); at >= 0; at = zip.indexOf('PK\u0003\u0004', at + 4)) {
      const nameLength = zip.readUInt16LE(at + 26);
      methods[zip.toString('utf8', at + 30, at + 30 + nameLength)] = zip.readUInt16LE(at + 8);
    }
    expect(methods).toEqual({ 'credits.txt': 8, 'a.jpg': 0, 'logo.png': 0 });
  });

  it('gives the same bytes for the same input, at any time and in any time zone of the machine', () => {
    const first = pressZip(entries, 2026);
    expect(Buffer.from(pressZip(entries, 2026)).equals(Buffer.from(first))).toBe(true);
    // 1 January 2026, 00:00 in DOS time: ((2026 - 1980) << 25) | (1 << 21) | (1 << 16).
    const dosTime = ((2026 - 1980) << 25) | (1 << 21) | (1 << 16);
    expect(Buffer.from(first).readUInt32LE(10)).toBe(dosTime);
    expect(Buffer.from(pressZip(entries, 2025)).equals(Buffer.from(first))).toBe(false);
  });

  it('refuses two entries of one name', () => {
    expect(() => pressZip([entries[1]!, entries[1]!], 2026)).toThrow('a.jpg twice');
  });
});

describe('creditsText', () => {
  it('writes each credit once when both languages agree, with CRLF lines', () => {
    const text = creditsText(
      [
        {
          fileName: 'x.jpg',
          width: 3,
          height: 2,
          texts: {
            'de-CH': { caption: 'Bühne', credit: '© X AG' },
            'en-GB': { caption: 'Stage', credit: '© X AG' },
          },
        },
      ],
      ['logo.svg'],
      {
        'de-CH': { title: 'Titel', usage: 'Verwendung', logos: 'Logo' },
        'en-GB': { title: 'Title', usage: 'Use', logos: 'Logo (en)' },
      },
    );
    expect(text.split('\r\n')).toEqual([
      'Titel',
      'Title',
      '',
      'Verwendung',
      'Use',
      '',
      'x.jpg (3 × 2 px)',
      '  Bühne',
      '  Stage',
      '  © X AG',
      '',
      'Logo / Logo (en)',
      '  logo.svg',
      '',
    ]);
  });
});

describe('generatePressKit', () => {
  let files: Map<string, Uint8Array>;
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer();
    files = new Map();
    await generatePressKit(
      async (relative, _inputs, make) => void files.set(relative, await make()),
      { editions: content.editions, currentYear: content.current.year, messages: content.messages },
      () => jpeg,
    );
  }, 60_000);

  it('writes the logos as SVG and PNG for light and dark backgrounds', async () => {
    const names = [...files.keys()].filter((name) => name.includes('logo'));
    expect(names.sort()).toEqual([
      '../presse/rating-logo-black.png',
      '../presse/rating-logo-black.svg',
      '../presse/rating-logo-white.png',
      '../presse/rating-logo-white.svg',
    ]);
    const png = await sharp(files.get('../presse/rating-logo-white.png')!).metadata();
    expect(png).toMatchObject({ format: 'png', width: 1200, height: 1200, hasAlpha: true });
    expect(strFromU8(files.get('../presse/rating-logo-black.svg')!)).toContain('fill="#111111"');
  });

  it('writes one ZIP per edition with its photos, credits.txt and the logos, the credits from the content files', () => {
    const current = content.current.year;
    for (const year of [current, 2023]) {
      const zip = unzipSync(files.get(`..${pressZipPath(year)}`)!);
      const awards = readJson('editions', String(year), 'awards.json') as { winnerCategories: { winners: string[] }[] };
      const winners = [...new Set(awards.winnerCategories.flatMap((c) => c.winners))];
      const gallery =
        year === current
          ? (readJson('i18n', 'de-CH.json').pages.gallery.gallery as { src: string; credit: string }[])
          : [];
      const galleryEn =
        year === current ? (readJson('i18n', 'en-GB.json').pages.gallery.gallery as { credit: string }[]) : [];
      const photoNames = [
        ...gallery.map((g) => `rating-${year}-${path.basename(g.src, '.jpg')}.jpg`),
        ...winners.map((ref) => `rating-${year}-bericht-${ref}.jpg`),
      ];
      expect(Object.keys(zip)).toEqual([
        'credits.txt',
        ...photoNames,
        'rating-logo-black.svg',
        'rating-logo-black.png',
        'rating-logo-white.svg',
        'rating-logo-white.png',
      ]);
      expect(Buffer.from(zip[photoNames[0]!]!).equals(jpeg)).toBe(true);
      const credits = strFromU8(zip['credits.txt']!);
      for (const name of photoNames) expect(credits).toContain(`${name} (30 × 20 px)`);
      for (const { credit } of [...gallery, ...galleryEn]) expect(credits).toContain(`  ${credit}\r\n`);
      for (const ref of winners) {
        const company = readJson('editions', String(year), 'participants', `${ref}.json`).company as string;
        expect(credits).toContain(`  © ${company}\r\n`);
      }
      expect(credits).toContain(`Pressebilder Geschäftsberichte-Rating ${year} – Bildnachweis`);
      expect(credits).toContain(`Press photos Swiss Annual Report Rating ${year} – credits`);
    }
  });

  it('writes the same bytes again for the same content', async () => {
    const again = new Map<string, Uint8Array>();
    await generatePressKit(
      async (relative, _inputs, make) => void again.set(relative, await make()),
      { editions: content.editions, currentYear: content.current.year, messages: content.messages },
      () => jpeg,
    );
    for (const [name, bytes] of files) expect(Buffer.from(again.get(name)!).equals(Buffer.from(bytes))).toBe(true);
  }, 60_000);
});
