import { homeJsonLd, organizationNode, postalAddress, type OrganizationInput } from './organization';

const input: OrganizationInput = {
  homeUrl: 'https://example.ch/en',
  name: 'Swiss Annual Report Rating',
  description: 'The rating.',
  logo: { url: 'https://example.ch/globalassets/og/logo.png', width: 512, height: 512 },
  address: { street: 'Bahnhofstrasse 18', city: '8001 Zurich, Switzerland', country: 'CH' },
  contactPoint: {
    contactType: 'programme office',
    email: 'rating@example.ch',
    telephone: '+41 44 215 08 60',
    availableLanguage: ['de-CH', 'en-GB'],
  },
  parent: { name: 'Forum', url: 'https://forum.example.ch' },
};

describe('postalAddress', () => {
  it('splits a Swiss postcode and town and drops a written-out country', () => {
    expect(postalAddress('Bahnhofstrasse 18', '8001 Zurich, Switzerland', 'CH')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Bahnhofstrasse 18',
      postalCode: '8001',
      addressLocality: 'Zurich',
      addressCountry: 'CH',
    });
    expect(postalAddress('Spitalgasse 4', '3011 Bern', undefined)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Spitalgasse 4',
      postalCode: '3011',
      addressLocality: 'Bern',
    });
  });

  it('keeps a town without postcode whole, and gives nothing without street and town', () => {
    expect(postalAddress(undefined, 'Genève', 'CH')).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Genève',
      addressCountry: 'CH',
    });
    expect(postalAddress(undefined, undefined, 'CH')).toBeUndefined();
  });
});

describe('organizationNode', () => {
  it('describes the programme with logo, address, contact point and organiser', () => {
    expect(organizationNode(input)).toEqual({
      '@type': 'Organization',
      '@id': 'https://example.ch/en#organization',
      name: 'Swiss Annual Report Rating',
      url: 'https://example.ch/en',
      description: 'The rating.',
      logo: { '@type': 'ImageObject', url: 'https://example.ch/globalassets/og/logo.png', width: 512, height: 512 },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Bahnhofstrasse 18',
        postalCode: '8001',
        addressLocality: 'Zurich',
        addressCountry: 'CH',
      },
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'programme office',
        email: 'rating@example.ch',
        telephone: '+41 44 215 08 60',
        availableLanguage: ['de-CH', 'en-GB'],
      },
      parentOrganization: { '@type': 'Organization', name: 'Forum', url: 'https://forum.example.ch' },
    });
  });

  it('leaves out what content does not give (no empty keys)', () => {
    const node = organizationNode({
      ...input,
      address: undefined,
      contactPoint: { contactType: 'office', availableLanguage: ['de-CH'] },
      parent: undefined,
      sameAs: [],
    });
    expect(Object.keys(node).sort()).toEqual(['@id', '@type', 'description', 'logo', 'name', 'url']);
  });

  it('lists profiles elsewhere as sameAs', () => {
    expect(organizationNode({ ...input, sameAs: ['https://www.linkedin.com/company/x'] }).sameAs).toEqual([
      'https://www.linkedin.com/company/x',
    ]);
  });
});

describe('homeJsonLd', () => {
  it('is a graph of the organisation and the web site it publishes', () => {
    const doc = homeJsonLd(input, {
      name: 'Swiss Annual Report Rating 2026',
      description: 'The rating.',
      inLanguage: 'en-GB',
    });
    expect(doc['@context']).toBe('https://schema.org');
    expect(doc['@graph'].map((n) => n['@type'])).toEqual(['Organization', 'WebSite']);
    expect(doc['@graph'][1]).toEqual({
      '@type': 'WebSite',
      '@id': 'https://example.ch/en#website',
      url: 'https://example.ch/en',
      name: 'Swiss Annual Report Rating 2026',
      description: 'The rating.',
      inLanguage: 'en-GB',
      publisher: { '@id': 'https://example.ch/en#organization' },
    });
  });
});
