import { badgeSvg, badgeWidth, escapeXml } from './badge-svg';
import type { BadgeTexts } from '../../lib/badge/badge-texts';

const texts: BadgeTexts = {
  kind: 'rank',
  programme: 'Geschäftsberichte-Rating',
  line: 'Rang 3 · 2026',
  label: 'Sika AG: Rang 3 im Geschäftsberichte-Rating 2026',
};

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('badgeSvg', () => {
  it('is an SVG image named by its label', () => {
    const root = parse(badgeSvg(texts)).documentElement;
    expect(root.localName).toBe('svg');
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.getAttribute('aria-label')).toBe(texts.label);
    expect(root.querySelector('title')?.textContent).toBe(texts.label);
  });

  it('sets its text as paths, not as text elements', () => {
    const root = parse(badgeSvg(texts)).documentElement;
    expect(root.querySelectorAll('text')).toHaveLength(0);
    expect(root.querySelectorAll('path').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps markup in a company name as text', () => {
    const label = 'A "quoted" <script>alert(1)</script> & Co\'s';
    const root = parse(badgeSvg({ ...texts, label })).documentElement;
    expect(root.getAttribute('aria-label')).toBe(label);
    expect(root.querySelector('title')?.textContent).toBe(label);
    expect(root.querySelectorAll('script')).toHaveLength(0);
  });

  it('grows with its longest line and states that width', () => {
    const short = badgeWidth({ programme: 'Rating', line: 'Rang 3 · 2026' });
    const long = badgeWidth({ programme: 'Rating', line: 'Zertifiziert · 2026' });
    expect(long).toBeGreaterThan(short);
    const root = parse(badgeSvg({ ...texts, line: 'Zertifiziert · 2026' })).documentElement;
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${root.getAttribute('width')} 64`);
  });
});

describe('escapeXml', () => {
  it('escapes what could end an attribute or open markup', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
