import { alternatesFor, pageMetadata } from './seo';

describe('alternatesFor', () => {
  it('gives a canonical URL and one hreflang per locale plus x-default (German)', () => {
    expect(alternatesFor('en-GB', '/rangliste')).toEqual({
      canonical: '/en/rangliste',
      languages: { 'de-CH': '/rangliste', 'en-GB': '/en/rangliste', 'x-default': '/rangliste' },
    });
    expect(alternatesFor('de-CH', '/').canonical).toBe('/');
  });
});

describe('pageMetadata', () => {
  const base = { locale: 'en-GB' as const, path: '/jury', description: 'The jury', siteName: 'Rating', siteUrl: 'https://example.ch' };

  it('appends the site name to the title', () => {
    const meta = pageMetadata({ ...base, title: 'Jury' });
    expect(meta.title).toBe('Jury | Rating');
    expect(meta.description).toBe('The jury');
    expect(String(meta.metadataBase)).toBe('https://example.ch/');
    expect(meta.alternates?.canonical).toBe('/en/jury');
    expect(meta.openGraph).toMatchObject({ title: 'Jury', siteName: 'Rating', locale: 'en_GB', url: '/en/jury' });
  });

  it('does not repeat the site name when the title is the site name', () => {
    expect(pageMetadata({ ...base, title: 'Rating' }).title).toBe('Rating');
  });
});
