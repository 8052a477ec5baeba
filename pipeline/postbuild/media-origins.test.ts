import { externalMediaOrigins } from './media-origins';

describe('externalMediaOrigins', () => {
  it('collects the origins of absolute image, srcset and video URLs', () => {
    const html = [
      '<img src="https://a.example.org/x.jpg" alt=""/>',
      '<img src="/local.jpg" srcSet="https://b.example.org/x-480w.webp 480w, /y-800w.webp 800w" alt=""/>',
      '<video src="https://c.example.org/v.mp4" poster="https://d.example.org/p.jpg"></video>',
      '<a href="https://e.example.org/">not media</a>',
    ].join('');
    expect(externalMediaOrigins(html)).toEqual([
      'https://a.example.org',
      'https://b.example.org',
      'https://c.example.org',
      'https://d.example.org',
    ]);
  });

  it('ignores relative, protocol-less and non-http URLs and the site itself', () => {
    const html =
      '<img src="globalassets/a.jpg" alt=""/><img src="data:image/png;base64,AAAA" alt=""/><img src="https://site.example/a.jpg" alt=""/>';
    expect(externalMediaOrigins(html, 'https://site.example')).toEqual([]);
  });

  it('reads escaped attribute values', () => {
    expect(externalMediaOrigins('<img src="https://a.example.org/x.jpg?w=1&amp;h=2" alt=""/>')).toEqual([
      'https://a.example.org',
    ]);
  });
});
