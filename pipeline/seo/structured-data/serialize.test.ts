import { serializeJsonLd } from './serialize';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open another, whatever the content', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- x --> & a\u2028b' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('still parses to the same data', () => {
    const data = { '@type': 'Thing', name: 'A <b> & "quoted" ’ü', list: [1, 'x>y'] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
