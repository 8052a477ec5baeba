/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ImageCarousel } from './ImageCarousel';
import messages from '@/content/i18n/de-CH.json';

/**
 * The generic image carousel as the server renders it (node environment: the caption sanitiser
 * needs Node's jsdom). next-intl's server translator is reduced to {placeholders}.
 */
jest.mock('next-intl/server', () => ({
  getTranslations:
    async ({ namespace }: { namespace: 'slider' }) =>
    (key: keyof typeof messages.slider, values: Record<string, unknown> = {}) =>
      messages[namespace][key].replace(/\{(\w+)\}/g, (_: string, name: string) => String(values[name])),
}));
jest.mock('./EmblaDriver', () => ({ __esModule: true, default: () => null }));

const slides = [
  {
    src: '/globalassets/laudatio/sika-1.jpg',
    width: 1600,
    height: 1000,
    alt: 'Titelseite',
    caption: '<p>Die <strong>Titelseite</strong><script>alert(1)</script></p>',
  },
  { src: '/globalassets/laudatio/sika-2.jpg', width: 1600, height: 1000, alt: 'Innenseite' },
];

async function html(props: Partial<Parameters<typeof ImageCarousel>[0]> = {}): Promise<string> {
  const element = await ImageCarousel({ locale: 'de-CH', label: 'Bilder aus dem Bericht', slides, ...props });
  return element ? renderToStaticMarkup(element) : '';
}

describe('ImageCarousel', () => {
  it('renders a named carousel with one labelled slide per image', async () => {
    const markup = await html();
    expect(markup).toMatch(/<section[^>]*aria-roledescription="carousel"[^>]*aria-label="Bilder aus dem Bericht"/);
    expect(
      [...markup.matchAll(/role="group" aria-roledescription="slide" aria-label="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['1 von 2', '2 von 2']);
    expect(markup).toContain(`aria-label="${messages.slider.previous}"`);
    expect(markup).toContain(`aria-label="${messages.slider.next}"`);
    expect(markup).toContain(`<span>${messages.slider.pause}</span>`);
  });

  it('gives every image its size, loads the first at once and the rest lazily', async () => {
    const images = (await html()).match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('src="/globalassets/laudatio/sika-1.jpg"');
    expect(images[0]).toContain('width="1600"');
    expect(images[0]).toContain('height="1000"');
    expect(images[0]).toContain('alt="Titelseite"');
    expect(images[0]).toContain('loading="lazy"');
    expect(images[1]).toContain('loading="lazy"');
  });

  it('shows captions as sanitised HTML', async () => {
    const markup = await html();
    expect(markup).toContain('<strong>Titelseite</strong>');
    expect(markup).not.toContain('<script');
  });

  it('renders nothing without slides', async () => {
    expect(await ImageCarousel({ locale: 'de-CH', label: 'Bilder', slides: [] })).toBeNull();
  });
});
