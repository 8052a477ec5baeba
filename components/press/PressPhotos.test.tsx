/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { PRESS_LOGOS } from '@/lib/press/kit';
import type { PressPhotosData } from '@/lib/press/press-photos-data';
import { PressPhotos } from './PressPhotos';

// The real messages through next-intl's own formatter, so plurals and {arguments} read as on the page.
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = {
    'de-CH': jest.requireActual('@/content/i18n/de-CH.json'),
    'en-GB': jest.requireActual('@/content/i18n/en-GB.json'),
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'de-CH' | 'en-GB'; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as 'pressPhotos' }),
  };
});

const data = (hasGallery: boolean): PressPhotosData => ({
  year: 2026,
  hasGallery,
  photos: [
    ...(hasGallery
      ? [
          {
            kind: 'ceremony' as const,
            src: '/globalassets/media/gallery/buehne.jpg',
            fileName: 'rating-2026-buehne.jpg',
            caption: 'Die <em>Bühne</em><script>alert(1)</script>',
            alt: 'Eine Bühne',
            credit: 'Foto: Lea Hürlimann / Forum',
            file: { width: 2400, height: 1600, bytes: 1_258_291 },
          },
        ]
      : []),
    {
      kind: 'cover',
      ref: 'sika',
      src: '/globalassets/participants/2026/sika.jpg',
      fileName: 'rating-2026-bericht-sika.jpg',
      caption: 'Umschlag',
      alt: 'Umschlag des Geschäftsberichts 2025 von Sika AG',
      credit: '© Sika AG',
    },
  ],
  zip: { url: '/presse/pressebilder-2026.zip', files: 7, bytes: 2_200_000 },
  logos: PRESS_LOGOS,
});

const render = async (hasGallery: boolean, locale: 'de-CH' | 'en-GB' = 'de-CH') =>
  renderToStaticMarkup(await PressPhotos({ data: data(hasGallery), locale }));

describe('PressPhotos', () => {
  it('links each photo at full resolution with its file name, format, size and credit', async () => {
    const html = await render(true);
    expect(html).toContain('<a href="/globalassets/media/gallery/buehne.jpg" download="rating-2026-buehne.jpg"');
    expect(html).toContain('JPEG, 2400 × 1600 px, 1.2 MB');
    expect(html).toContain('Foto: Lea Hürlimann / Forum');
    expect(html).toContain('Die <em>Bühne</em>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('download="rating-2026-bericht-sika.jpg"');
    expect(html).toContain('© Sika AG');
    // A file not measured shows its link without a size.
    expect(html.match(/JPEG, /g)).toHaveLength(1);
  });

  it('offers the ZIP with its number of files and size, and the logos as SVG and PNG', async () => {
    const html = await render(true);
    expect(html).toContain('href="/presse/pressebilder-2026.zip" download=""');
    expect(html).toContain('(7 Dateien, 2.1 MB)');
    for (const logo of PRESS_LOGOS) {
      expect(html).toContain(`href="${logo.svg}" download=""`);
      expect(html).toContain(`href="${logo.png}" download=""`);
    }
    expect(html).toContain('Preisverleihung 2026');
    expect(html).not.toContain('keine Fotos');
  });

  it('says in one sentence that an edition without a gallery has no ceremony photos', async () => {
    const html = await render(false, 'en-GB');
    expect(html).toContain('No photos of the 2026 awards ceremony are published on this site');
    expect(html).not.toContain('Awards ceremony 2026');
    expect(html).toContain('Award-winning reports 2026');
    expect(html).toContain('(7 files, 2.1 MB)');
  });
});
