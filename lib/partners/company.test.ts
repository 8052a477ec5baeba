/** @jest-environment node */
import { partnerCard } from './company';

describe('partnerCard', () => {
  it('shows a company with a logo as its logo, linked to the website', () => {
    expect(
      partnerCard({
        name: 'Forum',
        logo: '/globalassets/media/partners/forum.svg',
        website: 'https://www.forum.ch',
        websiteText: 'forum.ch',
      }),
    ).toEqual({
      kind: 'logo',
      name: 'Forum',
      description: undefined,
      logo: '/globalassets/media/partners/forum.svg',
      href: 'https://www.forum.ch/',
    });
  });

  it('adds https:// to a website without scheme (the participant pages rule)', () => {
    const card = partnerCard({ name: 'A', logo: '/a.svg', website: 'www.a-partner.ch' });
    expect(card.kind === 'logo' && card.href).toBe('https://www.a-partner.ch/');
  });

  it('links a logo to the second website when the first is missing, and to nothing without any', () => {
    const second = partnerCard({ name: 'B', logo: '/b.svg', website2: 'b.ch/about' });
    expect(second.kind === 'logo' && second.href).toBe('https://b.ch/about');
    const none = partnerCard({ name: 'C', logo: '/c.svg', description: '<p>Printer</p>' });
    expect(none).toEqual({ kind: 'logo', name: 'C', description: '<p>Printer</p>', logo: '/c.svg', href: null });
  });

  it('shows a company without a logo with name, description and up to two links', () => {
    expect(
      partnerCard({
        name: 'Institute',
        description: '<p>Research</p>',
        website: 'https://www.institute.ch',
        websiteText: 'Institute website',
        website2: 'www.institute.ch/study',
        websiteText2: 'The study',
      }),
    ).toEqual({
      kind: 'text',
      name: 'Institute',
      description: '<p>Research</p>',
      links: [
        { href: 'https://www.institute.ch/', text: 'Institute website' },
        { href: 'https://www.institute.ch/study', text: 'The study' },
      ],
    });
  });

  it('uses the address as link text when the content gives none', () => {
    const card = partnerCard({ name: 'D', website: 'https://www.d-partner.ch/', websiteText: ' ' });
    expect(card.kind === 'text' && card.links).toEqual([
      { href: 'https://www.d-partner.ch/', text: 'www.d-partner.ch' },
    ]);
  });

  it('drops unsafe websites and empty descriptions', () => {
    const card = partnerCard({
      name: 'E',
      description: '  ',
      website: 'javascript:alert(1)',
      website2: 'data:text/html,x',
    });
    expect(card).toEqual({ kind: 'text', name: 'E', description: undefined, links: [] });
    const logo = partnerCard({ name: 'F', logo: '/f.svg', website: 'javascript:alert(1)' });
    expect(logo.kind === 'logo' && logo.href).toBeNull();
  });
});
