import { createTranslator } from 'next-intl';
import { participantDescription, seoRankText } from './participant-description';
import deMessages from '@/content/i18n/de-CH.json';
import enMessages from '@/content/i18n/en-GB.json';
import { participant } from '@/lib/content/__fixtures__/participant';
import type { Messages } from '@/lib/content/message-schema';
import type { ParticipantAwards } from '@/lib/participant/awards';

// The real messages through next-intl's own formatter, as the page's metadata reads them.
const translator = (locale: 'de-CH' | 'en-GB') => {
  const messages = (locale === 'de-CH' ? deMessages : enMessages) as Messages;
  return createTranslator({ locale, messages, namespace: 'participant' });
};

const sika = participant('sika', { pubRef: 'Sika AG', rankVR: '4', rankDS: '999', rankOverall: '1' });
const none: ParticipantAwards = { places: [], specialMentions: [] };
const awarded: ParticipantAwards = {
  places: [{ key: 'overall', title: 'Gesamtsieger', place: 1 }],
  specialMentions: [{ key: 'text', title: 'Special Mention Text' }],
};

describe('participantDescription', () => {
  it('names the participant, the edition and its three ranks, unranked in words', () => {
    expect(participantDescription(translator('de-CH'), sika, none, '2026')).toBe(
      'Sika AG im Geschäftsberichte-Rating 2026: Value Reporting Rang 4, Design nicht rangiert, Gesamtwertung Rang 1.',
    );
    expect(participantDescription(translator('en-GB'), sika, none, '2026')).toBe(
      'Sika AG in the 2026 Swiss Annual Report Rating: value reporting rank 4, design not ranked, overall rank 1.',
    );
  });

  it('names the year of an archived edition', () => {
    expect(participantDescription(translator('en-GB'), sika, none, '2024')).toBe(
      'Sika AG in the 2024 Swiss Annual Report Rating: value reporting rank 4, design not ranked, overall rank 1.',
    );
  });

  it('falls back to the company name when pubRef is empty', () => {
    const noPubRef = participant('sika', { pubRef: '', company: 'Sika Holding', rankVR: '4', rankOverall: '1' });
    expect(participantDescription(translator('de-CH'), noPubRef, none, '2026')).toMatch(/^Sika Holding im /);
  });

  it('puts the awards first, places before special mentions', () => {
    expect(participantDescription(translator('de-CH'), sika, awarded, '2026')).toBe(
      'Gesamtsieger, Platz 1 · Special Mention Text. ' +
        'Sika AG im Geschäftsberichte-Rating 2026: Value Reporting Rang 4, Design nicht rangiert, ' +
        'Gesamtwertung Rang 1.',
    );
  });
});

describe('seoRankText', () => {
  it('words a place, and no place or a star as not ranked', () => {
    const t = translator('en-GB');
    expect(seoRankText(t, 12)).toBe('rank 12');
    expect(seoRankText(t, null)).toBe('not ranked');
    expect(seoRankText(t, '*')).toBe('not ranked');
  });
});
