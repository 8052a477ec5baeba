import { categoryLinks, teaserLinks } from './winner-links';
import type { AwardsSource } from '../awards/cards';
import type { Awards } from '../content/awards-schema';
import type { Participant } from '../content/participant';
import { participant } from '../content/__fixtures__/participant';

const awards: Awards = {
  winnerCategories: [
    { key: 'overall', winners: ['sika', 'geberit', 'swisscom'] },
    { key: 'valueReporting', winners: ['ubs', 'clariant', 'sgs', 'bachem'] },
    { key: 'design', winners: ['migros'] },
    { key: 'text', winners: ['post', 'swisscom'] },
  ],
  specialMentions: [],
  certificateThreshold: 140,
};
const titles = {
  overall: { title: 'Gesamtsieger' },
  valueReporting: { title: 'Value Reporting' },
  design: { title: 'Design' },
  text: { title: 'Text' },
};
const refs = ['sika', 'geberit', 'swisscom', 'ubs', 'clariant', 'sgs', 'bachem', 'migros', 'post'];
// Sika has a pubRef; the others show their company name.
const people = refs.map((ref) => participant(ref, { pubRef: ref === 'sika' ? 'Sika' : '' }));

function source(participants: readonly Participant[] = people, archivedYear?: number): AwardsSource {
  return { year: archivedYear ?? 2026, awards, byRef: new Map(participants.map((p) => [p.ref, p])), archivedYear };
}

describe('categoryLinks', () => {
  it('links every winner of every category, keeping the category, on the locale’s path', () => {
    const [overall, valueReporting] = categoryLinks('en-GB', source(), titles);
    expect(overall).toEqual({
      key: 'overall',
      title: 'Gesamtsieger',
      firstWinner: { ref: 'sika', name: 'Sika', year: 2026, place: 1, href: '/en/teilnehmer/sika?category=0' },
      winners: [
        { ref: 'sika', name: 'Sika', year: 2026, place: 1, href: '/en/teilnehmer/sika?category=0' },
        { ref: 'geberit', name: 'geberit AG', year: 2026, place: 2, href: '/en/teilnehmer/geberit?category=0' },
        { ref: 'swisscom', name: 'swisscom AG', year: 2026, place: 3, href: '/en/teilnehmer/swisscom?category=0' },
      ],
    });
    // Four winners share second place.
    expect(valueReporting?.winners.map((w) => w.place)).toEqual([1, 2, 2, 3]);
    expect(valueReporting?.winners[0]?.href).toBe('/en/teilnehmer/ubs?category=1');
  });

  it('shows a ref that names no participant as itself', () => {
    const [overall] = categoryLinks('de-CH', source([]), titles);
    expect(overall?.firstWinner).toEqual({
      ref: 'sika',
      name: 'sika',
      year: 2026,
      place: 1,
      href: '/teilnehmer/sika?category=0',
    });
  });

  it('links an archived edition’s winners under its year', () => {
    const [overall] = categoryLinks('en-GB', source(people, 2025), titles);
    expect(overall?.winners.map((w) => [w.year, w.href])).toEqual([
      [2025, '/en/2025/teilnehmer/sika?category=0'],
      [2025, '/en/2025/teilnehmer/geberit?category=0'],
      [2025, '/en/2025/teilnehmer/swisscom?category=0'],
    ]);
  });
});

describe('teaserLinks', () => {
  it('links two other winners with the category they come from and their place in it', () => {
    expect(teaserLinks('de-CH', source(), titles, 'sika')).toEqual([
      {
        ref: 'ubs',
        name: 'ubs AG',
        year: 2026,
        place: 1,
        href: '/teilnehmer/ubs?category=1',
        category: 'Value Reporting',
      },
      {
        ref: 'migros',
        name: 'migros AG',
        year: 2026,
        place: 1,
        href: '/teilnehmer/migros?category=2',
        category: 'Design',
      },
    ]);
  });

  it('leaves out a ref that names no participant', () => {
    const withoutUbs = people.filter((p) => p.ref !== 'ubs');
    expect(teaserLinks('de-CH', source(withoutUbs), titles, 'sika').map((link) => link.ref)).toEqual(['migros']);
  });
});
