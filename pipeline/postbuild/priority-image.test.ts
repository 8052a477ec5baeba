import { markPriorityImages } from './priority-image';

describe('markPriorityImages', () => {
  const hero =
    '<img src="/m/hero.jpg" srcSet="/m/hero-480w.webp 480w, /m/hero-800w.webp 800w" sizes="100vw" width="800" height="450" alt="" loading="lazy" data-preload="" decoding="async"/>';

  it('makes the marked image eager with high fetch priority and drops the marker', () => {
    const { html } = markPriorityImages(`<main>${hero}</main>`);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('loading="lazy"');
    expect(html).not.toContain('data-preload');
  });

  it('makes one preload link with the same sources', () => {
    const { preloads } = markPriorityImages(hero);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('rel="preload" as="image"');
    expect(preloads[0]).toContain('href="/m/hero.jpg"');
    expect(preloads[0]).toContain('imageSrcSet="/m/hero-480w.webp 480w, /m/hero-800w.webp 800w"');
    expect(preloads[0]).toContain('imageSizes="100vw"');
    expect(preloads[0]).toContain('fetchPriority="high"');
  });

  it('leaves other images alone', () => {
    const lazy = '<img src="/m/a.jpg" loading="lazy" alt=""/>';
    expect(markPriorityImages(lazy)).toEqual({ html: lazy, preloads: [] });
  });

  it('copies escaped attribute values without unescaping them', () => {
    const { preloads } = markPriorityImages('<img src="/m/a.jpg?x=1&amp;y=2" data-preload="" alt=""/>');
    expect(preloads[0]).toContain('href="/m/a.jpg?x=1&amp;y=2"');
  });
});
