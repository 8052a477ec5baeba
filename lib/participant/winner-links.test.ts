import { categoryLinks, namesByRef, teaserLinks } from './winner-links';
import type { Awards } from '../content/awards-schema';
import { participant } from '../content/__fixtures__/content';

const awards: Awards = {
  winnerCategories: [
    { key: 'overall', winners: ['sika', 'geberit', 'swisscom'] },
    { key: 'valueReporting', winners: ['ubs', 'clariant', 'sgs', 'bachem'] },
    { key: 'design', winners: ['migros'] },
    { key: 'text', winners: ['post', 'swisscom'] },
  ],
  specialMentions: [],
};
const titles = {
  overall: { title: 'Gesamtsieger' },
  valueReporting: { title: 'Value Reporting' },
  design: { title: 'Design' },
  text: { title: 'Text' },
};
const refs = ['sika', 'geberit', 'swisscom', 'ubs', 'clariant', 'sgs', 'bachem', 'migros', 'post'];
const names = namesByRef(refs.map((ref) => participant(ref, { pubRef: ref === 'sika' ? 'Sika' : '' })));

describe('namesByRef', () => {
  it('names each participant as it is shown: pubRef, else company', () => {
    expect(names.get('sika')).toBe('Sika');
    expect(names.get('ubs')).toBe('ubs AG');
  });
});

describe('categoryLinks', () => {
  it('links every winner of every category, keeping the category, on the locale’s path', () => {
    const [overall, valueReporting] = categoryLinks('en-GB', awards, names, titles);
    expect(overall).toEqual({
      key: 'overall',
      title: 'Gesamtsieger',
      firstWinner: { ref: 'sika', name: 'Sika', place: 1, href: '/en/teilnehmer/sika?category=0' },
      winners: [
        { ref: 'sika', name: 'Sika', place: 1, href: '/en/teilnehmer/sika?category=0' },
        { ref: 'geberit', name: 'geberit AG', place: 2, href: '/en/teilnehmer/geberit?category=0' },
        { ref: 'swisscom', name: 'swisscom AG', place: 3, href: '/en/teilnehmer/swisscom?category=0' },
      ],
    });
    // Four winners share second place.
    expect(valueReporting?.winners.map((w) => w.place)).toEqual([1, 2, 2, 3]);
    expect(valueReporting?.winners[0]?.href).toBe('/en/teilnehmer/ubs?category=1');
  });

  it('shows a ref that names no participant as itself', () => {
    const [overall] = categoryLinks('de-CH', awards, new Map(), titles);
    expect(overall?.firstWinner).toEqual({ ref: 'sika', name: 'sika', place: 1, href: '/teilnehmer/sika?category=0' });
  });
});

describe('teaserLinks', () => {
  it('links two other winners with the category they come from and their place in it', () => {
    expect(teaserLinks('de-CH', awards, names, titles, 'sika')).toEqual([
      { ref: 'ubs', name: 'ubs AG', place: 1, href: '/teilnehmer/ubs?category=1', category: 'Value Reporting' },
      { ref: 'migros', name: 'migros AG', place: 1, href: '/teilnehmer/migros?category=2', category: 'Design' },
    ]);
  });

  it('leaves out a ref that names no participant', () => {
    const withoutUbs = new Map([...names].filter(([ref]) => ref !== 'ubs'));
    expect(teaserLinks('de-CH', awards, withoutUbs, titles, 'sika').map((link) => link.ref)).toEqual(['migros']);
  });
});
