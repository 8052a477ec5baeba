import { contentLinkHref } from './links';
import type { ContentLink } from './message-schema';

const link = (href: string, extra: Partial<ContentLink> = {}): ContentLink => ({ link: href, langKey: 'x', ...extra });

describe('contentLinkHref', () => {
  it('gives internal links the locale prefix', () => {
    expect(contentLinkHref(link('/kriterien'), 'de-CH')).toEqual({ kind: 'internal', href: '/kriterien', keepScroll: false });
    expect(contentLinkHref(link('/kriterien'), 'en-GB')).toEqual({ kind: 'internal', href: '/en/kriterien', keepScroll: false });
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
    expect(contentLinkHref(link('https://example.ch'), 'de-CH')).toEqual({ kind: 'external', href: 'https://example.ch', newTab: true });
    expect(contentLinkHref(link('https://example.ch', { openInNewTab: false }), 'de-CH')).toMatchObject({ newTab: false });
    expect(contentLinkHref(link('mailto:info@example.ch'), 'de-CH')).toEqual({ kind: 'external', href: 'mailto:info@example.ch', newTab: false });
    expect(contentLinkHref(link('tel:+41441234567'), 'en-GB')).toMatchObject({ kind: 'external', newTab: false });
  });

  it('never turns javascript:, data: or protocol-relative URLs into links', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x']) {
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
    expect(contentLinkHref(link('https://cdn.example.com/a.pdf', { isDownloadLink: true }), 'de-CH', storage)).toMatchObject({
      href: 'https://cdn.example.com/a.pdf',
    });
  });
});
