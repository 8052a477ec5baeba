import { editionPath, mainNav, metaNav, participantPath, routes } from './routes';

describe('routes (spec section 2)', () => {
  it('has the spec paths', () => {
    expect(routes.home.path).toBe('/');
    expect(routes.winners.path).toBe('/gewinner');
    expect(routes.ranking.path).toBe('/rangliste');
    expect(routes.criteria.path).toBe('/kriterien');
    expect(routes.specialMention.path).toBe('/special-mention');
    expect(routes.about.path).toBe('/ueber-uns');
    expect(routes.gallery.path).toBe('/galerie');
    expect(routes.contact.path).toBe('/kontakt');
    expect(routes.privacy.path).toBe('/datenschutz');
    expect(routes.archive.path).toBe('/archiv');
    expect(routes.notFound.path).toBe('/404');
  });

  it('uses the header colours the spec fixes', () => {
    for (const key of ['home', 'about', 'gallery'] as const) expect(routes[key].headerColour).toBe('white');
    expect(routes.contact.headerColour).toBe('gold');
    for (const key of ['criteria', 'jury', 'downloads'] as const) expect(routes[key].headerColour).toBe('black');
    for (const key of [
      'winners',
      'ranking',
      'specialMention',
      'partners',
      'privacy',
      'participant',
      'notFound',
    ] as const) {
      expect(['red', 'gold']).toContain(routes[key].headerColour);
    }
  });

  it('lists main and meta navigation in spec order, the archive last in the meta navigation', () => {
    expect(mainNav).toEqual(['winners', 'ranking', 'criteria', 'jury']);
    expect(metaNav).toEqual(['about', 'partners', 'downloads', 'gallery', 'archive']);
  });
});

describe('participantPath', () => {
  it('builds /teilnehmer/{ref} with an optional category', () => {
    expect(participantPath('sika')).toBe('/teilnehmer/sika');
    expect(participantPath('sika', 0)).toBe('/teilnehmer/sika?category=0');
    expect(participantPath('a b')).toBe('/teilnehmer/a%20b');
  });

  it('puts an archived edition’s page under its year', () => {
    expect(participantPath('sika', undefined, 2025)).toBe('/2025/teilnehmer/sika');
    expect(participantPath('sika', 1, 2025)).toBe('/2025/teilnehmer/sika?category=1');
  });
});

describe('editionPath', () => {
  it('keeps the current edition at the spec’s paths', () => {
    expect(editionPath('/rangliste')).toBe('/rangliste');
    expect(editionPath('/')).toBe('/');
  });

  it('puts an archived edition’s pages under its year, its home page at /{year}', () => {
    expect(editionPath('/rangliste', 2025)).toBe('/2025/rangliste');
    expect(editionPath('/', 2025)).toBe('/2025');
  });
});
