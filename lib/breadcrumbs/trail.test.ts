import deCH from '@/content/i18n/de-CH.json';
import enGB from '@/content/i18n/en-GB.json';
import type { Messages } from '@/lib/content/message-schema';
import {
  archivedEditionTrail,
  breadcrumbLinks,
  breadcrumbNames,
  breadcrumbNav,
  participantTrail,
  type BreadcrumbTrail,
} from './trail';

const de = breadcrumbNames('de-CH', deCH as unknown as Messages);
const en = breadcrumbNames('en-GB', enGB as unknown as Messages);
const sika = { ref: 'sika', name: 'Sika AG' };
const steps = (trail: BreadcrumbTrail) => trail.map((step) => [step.name, step.path]);

describe('participantTrail', () => {
  it('leads from home over the ranking to a participant of the current edition', () => {
    expect(steps(participantTrail(de, sika, undefined))).toEqual([
      ['Start', '/'],
      ['Rangliste', '/rangliste'],
      ['Sika AG', '/teilnehmer/sika'],
    ]);
  });

  it('leads through the archive and the edition’s ranking, named with its year, to an archived participant', () => {
    expect(steps(participantTrail(de, sika, 2025))).toEqual([
      ['Start', '/'],
      ['Archiv', '/archiv'],
      ['Rangliste 2025', '/2025/rangliste'],
      ['Sika AG', '/2025/teilnehmer/sika'],
    ]);
    expect(steps(participantTrail(en, sika, 2024)).map(([name]) => name)).toEqual([
      'Home',
      'Archive',
      '2024 ranking',
      'Sika AG',
    ]);
  });

  it('keeps a name as it is and a ref safe in its path', () => {
    const trail = participantTrail(de, { ref: 'a b', name: 'A & B <AG>' }, undefined);
    expect(trail.at(-1)).toEqual({ name: 'A & B <AG>', path: '/teilnehmer/a%20b' });
  });
});

describe('archivedEditionTrail', () => {
  it('names each page of an archived edition with its year, under the archive', () => {
    expect(steps(archivedEditionTrail(de, 'ranking', 2025))).toEqual([
      ['Start', '/'],
      ['Archiv', '/archiv'],
      ['Rangliste 2025', '/2025/rangliste'],
    ]);
    expect(steps(archivedEditionTrail(de, 'winners', 2023)).at(-1)).toEqual(['Gewinner 2023', '/2023/gewinner']);
    expect(steps(archivedEditionTrail(en, 'specialMention', 2023)).at(-1)).toEqual([
      '2023 special mentions',
      '/2023/special-mention',
    ]);
  });
});

describe('breadcrumbLinks and breadcrumbNav', () => {
  it('link each step in the page’s language', () => {
    const trail = participantTrail(en, sika, 2025);
    expect(breadcrumbLinks('en-GB', trail).map((link) => link.href)).toEqual([
      '/en',
      '/en/archiv',
      '/en/2025/rangliste',
      '/en/2025/teilnehmer/sika',
    ]);
    expect(breadcrumbNav('de-CH', deCH as unknown as Messages, participantTrail(de, sika, undefined))).toEqual({
      label: 'Sie sind hier',
      links: [
        { name: 'Start', href: '/' },
        { name: 'Rangliste', href: '/rangliste' },
        { name: 'Sika AG', href: '/teilnehmer/sika' },
      ],
    });
  });
});
