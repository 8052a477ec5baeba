import { contentLinkHref, websiteHref } from './links';
import type { ContentLink } from './message-schema';

const link = (href: string, extra: Partial<ContentLink> = {}): ContentLink => ({ link: href, langKey: 'x', ...extra });

describe('contentLinkHref', () => {
  it('gives internal links the locale prefix', () => {
    expect(contentLinkHref(link('/kriterien'), 'de-CH')).toEqual({
      kind: 'internal',
      href: '/kriterien',
      keepScroll: false,
    });
    expect(contentLinkHref(link('/kriterien'), 'en-GB')).toEqual({
      kind: 'internal',
      href: '/en/kriterien',
      keepScroll: false,
    });
    expect(contentLinkHref(link('/'), 'en-GB')).toMatchObject({ kind: 'internal', href: '/en' });
  });

  it('keeps the scroll position for ranking sort links', () => {
    expect(contentLinkHref(link('/rangliste?sortBy=rankVR&dir=ASC'), 'en-GB')).toEqual({
      kind: 'internal',
      href: '/en/rangliste?sortBy=rankVR&dir=ASC',
      keepScroll: true,
    });
  });

  it('treats http(s), mailto and tel as external; http(s) opens a new tab by default', () => {
    expect(contentLinkHref(link('https://example.ch'), 'de-CH')).toEqual({
      kind: 'external',
      href: 'https://example.ch',
      newTab: true,
    });
    expect(contentLinkHref(link('https://example.ch', { openInNewTab: false }), 'de-CH')).toMatchObject({
      newTab: false,
    });
    expect(contentLinkHref(link('mailto:info@example.ch'), 'de-CH')).toEqual({
      kind: 'external',
      href: 'mailto:info@example.ch',
      newTab: false,
    });
    expect(contentLinkHref(link('tel:+41441234567'), 'en-GB')).toMatchObject({ kind: 'external', newTab: false });
  });

  it('never turns javascript:, data: or protocol-relative URLs into links', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'vbscript:x',
    ]) {
      expect(contentLinkHref(link(href), 'de-CH')).toEqual({ kind: 'none' });
    }
    for (const href of ['javascript:alert(1)', 'data:application/pdf;base64,AAAA']) {
      expect(contentLinkHref(link(href, { isDownloadLink: true }), 'de-CH')).toEqual({ kind: 'none' });
    }
  });

  it('resolves downloads through the asset rules and opens them in a new tab', () => {
    const storage = 'https://storage.example.ch';
    expect(contentLinkHref(link('reports/sika.pdf', { isDownloadLink: true }), 'de-CH', storage)).toEqual({
      kind: 'external',
      href: 'https://storage.example.ch/reports/sika.pdf',
      newTab: true,
    });
    expect(contentLinkHref(link('globalassets/a.pdf', { isDownloadLink: true }), 'en-GB', storage)).toMatchObject({
      href: '/globalassets/a.pdf',
    });
    expect(
      contentLinkHref(link('https://cdn.example.com/a.pdf', { isDownloadLink: true }), 'de-CH', storage),
    ).toMatchObject({
      href: 'https://cdn.example.com/a.pdf',
    });
  });
});

describe('contentLinkHref and hostile paths', () => {
  it('never treats a path that browsers read as another host as internal', () => {
    for (const href of ['/\\evil.example/x', '/\t/evil.example/x', '\t//evil.example/x', '/\n/evil.example']) {
      expect(contentLinkHref(link(href), 'de-CH')).toEqual({ kind: 'none' });
    }
  });

  it('does not let tabs or line breaks hide a script scheme', () => {
    for (const href of ['java\tscript:alert(1)', 'java\nscript:alert(1)', ' \t javascript:alert(1)']) {
      expect(contentLinkHref(link(href), 'en-GB')).toEqual({ kind: 'none' });
    }
  });
});

describe('websiteHref', () => {
  it('links http(s) websites and adds https:// to a bare host', () => {
    expect(websiteHref('https://www.forum-berichterstattung.ch')).toBe('https://www.forum-berichterstattung.ch/');
    expect(websiteHref('www.kerngehalt.ch')).toBe('https://www.kerngehalt.ch/');
  });

  it('gives no link for script and data URLs in any spelling, nor for nothing', () => {
    for (const value of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' \t javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '',
      '   ',
      undefined,
    ]) {
      expect(websiteHref(value)).toBeNull();
    }
  });
});
