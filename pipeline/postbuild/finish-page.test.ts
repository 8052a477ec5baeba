import { createHash } from 'node:crypto';
import { finishPage } from './finish-page';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="de-CH"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

function policyOf(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
  if (!match?.[1]) throw new Error('no policy');
  return match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

describe('finishPage', () => {
  const one = 'self.__next_f.push([1,"a:1"])';
  const two = 'self.__next_f.push([1,"b:2"])';

  it('puts the policy right after the charset, before every script', () => {
    const html = finishPage(page('<script src="/a.js"></script>', `<script>${one}</script>`), { gtmId: null });
    expect(html.indexOf('Content-Security-Policy')).toBeGreaterThan(html.indexOf('<meta charSet="utf-8"/>'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it("allows exactly the page's inline scripts", () => {
    const policy = policyOf(finishPage(page('', `<script>${one}</script><script>${two}</script>`), { gtmId: null }));
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(sha(one));
    expect(scriptSrc).toContain(sha(two));
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(2);
  });

  it('adds the preload of a priority image to the head', () => {
    const html = finishPage(page('', '<img src="/hero.jpg" data-preload="" alt=""/>'), { gtmId: null });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/hero.jpg"');
  });

  it('puts the image preload after the viewport meta, so that it picks the phone-sized source', () => {
    const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
    const html = finishPage(
      page(`<link rel="stylesheet" href="/a.css"/>${viewport}`, '<img src="/hero.jpg" data-preload="" alt=""/>'),
      { gtmId: null },
    );
    const preload = html.indexOf('<link rel="preload" as="image"');
    expect(preload).toBeGreaterThan(html.indexOf(viewport));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('refuses an inline script that neither Next nor the site writes, instead of allowing it', () => {
    expect(() => finishPage(page('', '<script>alert(1)</script>'), { gtmId: null })).toThrow(/inline script/);
    expect(() =>
      finishPage(page('', '<script>self.__next_f.push([1,"x"]);alert(1)//)</script>'), { gtmId: null }),
    ).toThrow(/inline script/);
  });

  it('allows the origins of external images for images only', () => {
    const policy = policyOf(
      finishPage(page('', '<img src="https://images.example.org/a.jpg" alt=""/><img src="/local.jpg" alt=""/>'), {
        gtmId: null,
      }),
    );
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('img-src')).toContain('https://images.example.org');
    expect(directive('script-src')).not.toContain('images.example.org');
    expect(directive('connect-src')).not.toContain('images.example.org');
  });

  describe('structured data', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'Thing',
      name: 'A </script><img src=x onerror=alert(1)>',
    };
    const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];

    it('writes the page’s JSON-LD into the head as one data block that content cannot break out of', () => {
      const html = finishPage(page('', '<main></main>'), { gtmId: null, structuredData: data });
      const blocks = jsonLdOf(html);
      expect(blocks).toHaveLength(1);
      expect(blocks[0]!.index).toBeLessThan(html.indexOf('</head>'));
      expect(JSON.parse(blocks[0]![1]!)).toEqual(data);
      expect(html.match(/<\/script/gi)).toHaveLength(1);
      expect(html).not.toContain('<img');
    });

    it('needs no hash for it, and leaves a page without structured data without', () => {
      const policy = policyOf(finishPage(page('', ''), { gtmId: null, structuredData: data }));
      expect(policy).not.toContain('sha256-');
      expect(jsonLdOf(finishPage(page('', ''), { gtmId: null }))).toHaveLength(0);
    });

    it('refuses a page that already renders structured data', () => {
      const rendered = page('', '<script type="application/ld+json">{}</script>');
      expect(() => finishPage(rendered, { gtmId: null, structuredData: data })).toThrow(/structured data/);
    });
  });

  it('refuses a page without a head, and a page finished twice', () => {
    expect(() => finishPage('<html><body></body></html>', { gtmId: null })).toThrow(/head/);
    const once = finishPage(page('', ''), { gtmId: null });
    expect(() => finishPage(once, { gtmId: null })).toThrow(/twice/);
  });
});
