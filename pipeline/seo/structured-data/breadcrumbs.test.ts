import { breadcrumbList } from './breadcrumbs';

describe('breadcrumbList', () => {
  it('numbers the steps from the top and gives each its URL', () => {
    expect(
      breadcrumbList([
        { name: 'Start', url: 'https://example.ch' },
        { name: 'Rangliste', url: 'https://example.ch/rangliste' },
        { name: 'Sika AG', url: 'https://example.ch/teilnehmer/sika' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://example.ch' },
        { '@type': 'ListItem', position: 2, name: 'Rangliste', item: 'https://example.ch/rangliste' },
        { '@type': 'ListItem', position: 3, name: 'Sika AG', item: 'https://example.ch/teilnehmer/sika' },
      ],
    });
  });
});
