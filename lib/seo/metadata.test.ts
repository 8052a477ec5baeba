/** @jest-environment node */
import {
  absoluteUrl,
  alternatesFor,
  defaultShareImagePath,
  openGraphLocale,
  pageMetadata,
  participantShareImagePath,
  shareImage,
} from './metadata';
import { loadContent } from '../content/load';
import { localeCodes } from '../i18n/locales';
import { pageKeys } from '../routes';

describe('alternatesFor', () => {
  it('gives a canonical URL and one hreflang per locale plus x-default (German)', () => {
    expect(alternatesFor('en-GB', '/rangliste')).toEqual({
      canonical: '/en/rangliste',
      languages: { 'de-CH': '/rangliste', 'en-GB': '/en/rangliste', 'x-default': '/rangliste' },
    });
    expect(alternatesFor('de-CH', '/').canonical).toBe('/');
  });
});

describe('absoluteUrl', () => {
  it('puts a root-relative href on the site address, the home page without a slash', () => {
    expect(absoluteUrl('https://example.ch', '/en/jury')).toBe('https://example.ch/en/jury');
    expect(absoluteUrl('https://example.ch/', '/')).toBe('https://example.ch');
    expect(absoluteUrl('https://example.ch', 'globalassets/og/a.jpg')).toBe('https://example.ch/globalassets/og/a.jpg');
  });
});

describe('share image paths', () => {
  it('names a default image per locale and one image per participant and edition', () => {
    expect(defaultShareImagePath('de-CH')).toBe('/globalassets/og/default-de-CH.jpg');
    expect(defaultShareImagePath('en-GB')).toBe('/globalassets/og/default-en-GB.jpg');
    expect(participantShareImagePath('sika', 2026)).toBe('/globalassets/og/2026/sika.jpg');
    expect(participantShareImagePath('sika', 2025)).toBe('/globalassets/og/2025/sika.jpg');
    expect(participantShareImagePath('a b', 2026)).toBe('/globalassets/og/2026/a%20b.jpg');
  });

  it('are 1200 × 630', () => {
    expect(shareImage('/x.jpg', 'Alt')).toEqual({ url: '/x.jpg', width: 1200, height: 630, alt: 'Alt' });
  });
});

describe('pageMetadata', () => {
  const base = {
    locale: 'en-GB' as const,
    path: '/jury',
    description: 'The jury',
    siteName: 'Rating',
    siteUrl: 'https://example.ch',
    image: { url: '/globalassets/og/default-en-GB.jpg', width: 1200, height: 630, alt: 'The rating' },
  };

  it('appends the site name to the title', () => {
    const meta = pageMetadata({ ...base, title: 'Jury' });
    expect(meta.title).toBe('Jury | Rating');
    expect(meta.description).toBe('The jury');
    expect(String(meta.metadataBase)).toBe('https://example.ch/');
    expect(meta.alternates?.canonical).toBe('/en/jury');
  });

  it('asks search engines not to index the page only when told to', () => {
    expect(pageMetadata({ ...base, title: 'Jury' }).robots).toBeUndefined();
    expect(pageMetadata({ ...base, title: 'Jury', noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it('does not repeat the site name when the title is the site name', () => {
    expect(pageMetadata({ ...base, title: 'Rating' }).title).toBe('Rating');
  });

  it('describes the page for Open Graph, with the other language as alternate locale and the share image', () => {
    expect(pageMetadata({ ...base, title: 'Jury' }).openGraph).toEqual({
      title: 'Jury',
      description: 'The jury',
      siteName: 'Rating',
      locale: 'en_GB',
      alternateLocale: ['de_CH'],
      type: 'website',
      url: '/en/jury',
      images: [
        { url: '/globalassets/og/default-en-GB.jpg', width: 1200, height: 630, alt: 'The rating', type: 'image/jpeg' },
      ],
    });
    expect(pageMetadata({ ...base, locale: 'de-CH', title: 'Jury' }).openGraph).toMatchObject({
      locale: 'de_CH',
      alternateLocale: ['en_GB'],
      url: '/jury',
    });
  });

  it('asks for the large Twitter card with the same texts and image', () => {
    expect(pageMetadata({ ...base, title: 'Jury' }).twitter).toEqual({
      card: 'summary_large_image',
      title: 'Jury',
      description: 'The jury',
      images: [{ url: '/globalassets/og/default-en-GB.jpg', alt: 'The rating' }],
    });
  });

  it('writes locales the Open Graph way', () => {
    expect(openGraphLocale('de-CH')).toBe('de_CH');
  });
});

describe('page titles and descriptions in the translations', () => {
  const { messages, editions } = loadContent();
  // Each edition's pages (home, winners, ranking …) come from its own texts, the rest from the site's.
  const cases = editions.flatMap((edition) => localeCodes.map((locale) => [edition.year, locale, edition] as const));

  describe.each(cases)('%i edition, %s', (_year, locale, edition) => {
    const pages: Record<string, { seo: { title: string; description: string } }> = {
      ...messages[locale].pages,
      ...edition.texts[locale].pages,
    };
    const seo = pageKeys.map((key) => ({ key, ...(pages[key]?.seo ?? { title: '', description: '' }) }));

    it('gives every page a title and a description', () => {
      for (const { key, title, description } of seo) {
        expect([key, title.trim().length > 0]).toEqual([key, true]);
        expect([key, description.trim().length > 0]).toEqual([key, true]);
      }
    });

    it('gives no two pages the same title or description', () => {
      expect(new Set(seo.map((s) => s.title)).size).toBe(seo.length);
      expect(new Set(seo.map((s) => s.description)).size).toBe(seo.length);
    });

    // At least a sentence; at most about what a result snippet shows, not a pasted body text.
    it('keeps descriptions between 50 and 250 characters', () => {
      for (const { key, description } of seo) {
        expect([key, description.length >= 50 && description.length <= 250]).toEqual([key, true]);
      }
    });
  });
});
