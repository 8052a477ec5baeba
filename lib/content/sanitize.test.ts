/** @jest-environment node */
import { sanitizeHtml, sanitizeInlineHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes script tags', () => {
    const out = sanitizeHtml('<p>Hallo</p><script>alert(1)</script>');
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toContain('alert');
    expect(out).toContain('<p>Hallo</p>');
  });

  it('removes on* event handlers', () => {
    const out = sanitizeHtml('<img src="/a.jpg" onerror="alert(1)"><p onclick="alert(2)">x</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/i);
    expect(out).toContain('src="/a.jpg"');
  });

  it('removes javascript: hrefs but keeps the link text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>x</b>',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">Klick</a>`);
      expect(out).not.toMatch(/javascript:|data:/i);
      expect(out).toContain('Klick');
    }
  });

  it('removes svg onload and iframes', () => {
    expect(sanitizeHtml('<svg onload="alert(1)"><circle r="1"></circle></svg>')).not.toMatch(/onload|alert/i);
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('keeps safe markup and links', () => {
    const html =
      '<h2>Titel</h2><p><strong>fett</strong> <em>kursiv</em></p><ul><li>eins</li></ul>' +
      '<a href="/kriterien">Kriterien</a><a href="mailto:info@example.ch">Mail</a><a href="https://example.ch">Web</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('gives target=_blank links rel=noopener noreferrer', () => {
    const out = sanitizeHtml('<a href="https://example.ch" target="_blank">Web</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('leaves links without target=_blank without rel', () => {
    expect(sanitizeHtml('<a href="/jury">Jury</a>')).not.toContain('rel=');
  });

  it('prefixes ids and names, so content cannot replace a global the page scripts read', () => {
    const out = sanitizeHtml(
      '<a id="__next_f" name="__next_f" href="/x">x</a><img id="dataLayer" src="/a.jpg" alt="">',
    );
    expect(out).toContain('id="user-content-__next_f"');
    expect(out).toContain('name="user-content-__next_f"');
    expect(out).toContain('id="user-content-dataLayer"');
    expect(out).not.toMatch(/(?:id|name)="(?:__next_f|dataLayer)"/);
  });

  it('keeps in-page links pointing at the prefixed ids', () => {
    expect(sanitizeHtml('<a href="#anreise">Anreise</a><h2 id="anreise">Anreise</h2>')).toBe(
      '<a href="#user-content-anreise">Anreise</a><h2 id="user-content-anreise">Anreise</h2>',
    );
    expect(sanitizeHtml('<a href="#">Top</a>')).toBe('<a href="#">Top</a>');
  });

  it('removes style attributes (no overlays, no CSS expressions)', () => {
    const out = sanitizeHtml(
      '<div style="position:fixed;inset:0">cover</div><p style="width: expression(alert(1))">x</p>',
    );
    expect(out).toBe('<div>cover</div><p>x</p>');
  });

  it('keeps data-pagefind-ignore, with which an editor keeps a part of a text out of the site search', () => {
    expect(sanitizeHtml('<p>Im Index</p><div data-pagefind-ignore><p>Nicht</p></div>')).toBe(
      '<p>Im Index</p><div data-pagefind-ignore=""><p>Nicht</p></div>',
    );
    expect(sanitizeHtml('<section data-pagefind-ignore="all"><h2>x</h2></section>')).toBe(
      '<section data-pagefind-ignore="all"><h2>x</h2></section>',
    );
  });

  it("drops the site search's other marks, which only the build sets", () => {
    const out = sanitizeHtml(
      '<div data-pagefind-body data-pagefind-weight="10"><h2 data-pagefind-meta="title">T</h2>' +
        '<span data-pagefind-filter="kind:company">x</span><img src="/a.jpg" alt="" data-pagefind-index-attrs="alt">' +
        '<p data-pagefind-sort="date" data-pagefind-default-meta="image" data-ref="sika">y</p></div>',
    );
    expect(out).not.toContain('data-pagefind-');
    expect(out).toContain('data-ref="sika"');
    expect(out).toContain('<h2>T</h2>');
  });
});

describe('sanitizeInlineHtml', () => {
  it('keeps inline text markup and links, drops images, blocks and handlers', () => {
    expect(sanitizeInlineHtml('Die <em>Bühne</em> <a href="/jury" onclick="x()">Jury</a>')).toBe(
      'Die <em>Bühne</em> <a href="/jury">Jury</a>',
    );
    expect(sanitizeInlineHtml('Böse <img src=x onerror="alert(1)"><script>alert(1)</script><ul><li>a</li></ul>')).toBe(
      'Böse a',
    );
  });
});
