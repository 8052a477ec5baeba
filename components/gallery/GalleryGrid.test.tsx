/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import de from '@/content/i18n/de-CH.json';
import type { LightboxLabels } from '@/components/lightbox/Lightbox';
import { GalleryGrid } from './GalleryGrid';
import type { GalleryLabels } from './galleryLabels';

/**
 * The server-rendered grid: a link per image to its full-size file (works without JavaScript),
 * with the index the lightbox opens at, the caption sanitised at build, lazy images with alt
 * texts. Parsed with a regular expression on purpose: the Node environment has no DOM.
 */
const images = [
  {
    src: '/globalassets/media/gallery/a.jpg',
    altText: 'Bühne im Licht',
    caption: 'Die <em>Bühne</em>',
    width: 2400,
    height: 1600,
  },
  {
    src: '/globalassets/media/gallery/b.jpg',
    altText: 'Publikum',
    caption: 'Böse <img src=x onerror="window.__xss=1"><script>alert(1)</script>',
    width: 1600,
    height: 2000,
  },
  { src: '/globalassets/media/gallery/c.jpg', altText: 'Trophäe', width: 1800, height: 1800 },
];
const lightbox: LightboxLabels = {
  ...de.editorial.lightbox,
  imageOf: ['Bild 1 von 3', 'Bild 2 von 3', 'Bild 3 von 3'],
};
const labels: GalleryLabels = {
  list: 'Bilder',
  open: images.map((image) => `Bild vergrössern: ${image.altText}`),
  lightbox,
};
const html = renderToStaticMarkup(<GalleryGrid images={images} labels={labels} />);
const links = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const unescape = (value = '') =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('GalleryGrid', () => {
  it('renders one link per image to its full-size file, with its index', () => {
    expect(links).toHaveLength(images.length);
    links.forEach((link, i) => {
      expect(attr(link, 'href')).toBe(images[i]?.src);
      expect(attr(link, 'data-gallery-index')).toBe(String(i));
      expect(attr(link, 'aria-label')).toBe(`Bild vergrössern: ${images[i]?.altText}`);
    });
  });

  it('names the list with its label', () => {
    expect(html).toContain('aria-label="Bilder"');
  });

  it('passes captions to the lightbox sanitised, and none when an image has none', () => {
    expect(unescape(attr(links[0] ?? '', 'data-caption'))).toBe('Die <em>Bühne</em>');
    const hostile = unescape(attr(links[1] ?? '', 'data-caption'));
    expect(hostile).toContain('Böse');
    expect(hostile).not.toMatch(/onerror|<script|alert/);
    expect(attr(links[2] ?? '', 'data-caption')).toBeUndefined();
  });

  it('renders lazy images with their alt texts and sizes', () => {
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(images.length);
    imgs.forEach((img, i) => {
      expect(attr(img, 'alt')).toBe(images[i]?.altText);
      expect(attr(img, 'loading')).toBe('lazy');
      expect(Number(attr(img, 'width'))).toBeGreaterThan(0);
      expect(Number(attr(img, 'height'))).toBeGreaterThan(0);
    });
  });

  it('shows caption and credit below each thumbnail and passes the credit to the lightbox', () => {
    const credited = images.map((image, i) => ({ ...image, credit: `Foto: Person ${i + 1} / Forum` }));
    const markup = renderToStaticMarkup(<GalleryGrid images={credited} labels={labels} />);
    const figures = markup.split('<figure').slice(1);
    expect(figures).toHaveLength(3);
    figures.forEach((figure, i) => {
      const credit = `Foto: Person ${i + 1} / Forum`;
      expect(figure).toContain(`data-credit="${credit}"`);
      expect(figure).toMatch(new RegExp(`<figcaption[^>]*>.*<p class="[^"]*">${credit}</p>`));
    });
    expect(figures[0]).toMatch(/<figcaption[^>]*><p class="[^"]*">Die <em>Bühne<\/em><\/p>/);
    expect(figures[1]).not.toMatch(/onerror|<script|<img src="x"/);
  });

  it('links the full-resolution file with a file name, size and format where one is given', () => {
    const download = {
      href: '/globalassets/media/gallery/a.jpg',
      fileName: 'rating-2026-a.jpg',
      label: 'Herunterladen',
      meta: 'JPEG, 2400 × 1600 px, 1.2 MB',
    };
    const markup = renderToStaticMarkup(
      <GalleryGrid images={images} labels={labels} downloads={[download, undefined]} />,
    );
    const downloads = [...markup.matchAll(/<a [^>]*download="[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(downloads).toHaveLength(1);
    expect(attr(downloads[0]!, 'href')).toBe('/globalassets/media/gallery/a.jpg');
    expect(attr(downloads[0]!, 'download')).toBe('rating-2026-a.jpg');
    expect(markup).toContain('JPEG, 2400 × 1600 px, 1.2 MB');
    // The lightbox opens from the thumbnails only, never from a download link.
    expect(downloads[0]).not.toContain('data-gallery-index');
  });

  it('renders nothing for an empty list', () => {
    expect(renderToStaticMarkup(<GalleryGrid images={[]} labels={labels} />)).toBe('');
  });
});
