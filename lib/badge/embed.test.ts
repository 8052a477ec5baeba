import { badgeSnippet, svgSize } from './embed';

describe('badgeSnippet', () => {
  it('links the badge to the page with absolute addresses and a size', () => {
    expect(
      badgeSnippet({
        pageUrl: 'https://rating.example/en/teilnehmer/sika-ag',
        imageUrl: 'https://rating.example/en/badge/sika-ag.svg',
        alt: 'Sika AG: rank 1 in the 2026 Swiss Annual Report Rating',
        width: 262,
        height: 64,
      }),
    ).toBe(
      '<a href="https://rating.example/en/teilnehmer/sika-ag"><img src="https://rating.example/en/badge/sika-ag.svg" alt="Sika AG: rank 1 in the 2026 Swiss Annual Report Rating" width="262" height="64"></a>',
    );
  });

  it('keeps a hostile name inside its attribute', () => {
    const snippet = badgeSnippet({
      pageUrl: 'https://a.example/x',
      imageUrl: 'https://a.example/b.svg',
      alt: '"><script>x</script>&',
    });
    expect(snippet).toContain('alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;"');
    const doc = new DOMParser().parseFromString(snippet, 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('"><script>x</script>&');
  });

  it('leaves the size out when it is not known', () => {
    expect(badgeSnippet({ pageUrl: 'https://a.example/x', imageUrl: 'https://a.example/b.svg', alt: 'A' })).toBe(
      '<a href="https://a.example/x"><img src="https://a.example/b.svg" alt="A"></a>',
    );
  });
});

describe('svgSize', () => {
  it("reads the root element's width and height", () => {
    expect(
      svgSize(
        '<svg xmlns="http://www.w3.org/2000/svg" width="262" height="64" viewBox="0 0 262 64"><rect width="9"/></svg>',
      ),
    ).toEqual({
      width: 262,
      height: 64,
    });
  });

  it('gives nothing for what it cannot read', () => {
    expect(svgSize('not an svg')).toEqual({ width: undefined, height: undefined });
  });
});
