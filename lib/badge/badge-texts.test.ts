import { badgeKind, badgeTexts } from './badge-texts';
import type { Messages } from '../content/message-schema';
import deCH from '../../content/i18n/de-CH.json';
import enGB from '../../content/i18n/en-GB.json';

const de = deCH as unknown as Messages;
const en = enGB as unknown as Messages;

describe('badgeKind', () => {
  it('shows the overall rank when there is one', () => {
    expect(badgeKind({ rankOverall: 3, certificate: true })).toBe('rank');
    expect(badgeKind({ rankOverall: 120, certificate: false })).toBe('rank');
  });

  it('says certified for a certificate without a numeric overall rank', () => {
    expect(badgeKind({ rankOverall: '*', certificate: true })).toBe('certified');
    expect(badgeKind({ rankOverall: null, certificate: true })).toBe('certified');
  });

  it('is a plain participation mark otherwise', () => {
    expect(badgeKind({ rankOverall: '*', certificate: false })).toBe('rated');
    expect(badgeKind({ rankOverall: null, certificate: false })).toBe('rated');
  });
});

describe('badgeTexts', () => {
  it('names the rank and the edition in both languages', () => {
    const ranked = { rankOverall: 3, certificate: true, name: 'Sika AG' };
    expect(badgeTexts('de-CH', de, ranked, 2026)).toMatchObject({
      line: 'Rang 3 · 2026',
      label: 'Sika AG: Rang 3 im Geschäftsberichte-Rating 2026',
    });
    expect(badgeTexts('en-GB', en, ranked, 2026)).toMatchObject({
      line: 'Rank 3 · 2026',
      label: 'Sika AG: rank 3 in the 2026 Swiss Annual Report Rating',
    });
  });

  it('says certified without a rank', () => {
    const certified = { rankOverall: '*' as const, certificate: true, name: 'Visana' };
    expect(badgeTexts('de-CH', de, certified, 2025).line).toBe('Zertifiziert · 2025');
    expect(badgeTexts('en-GB', en, certified, 2025).label).toBe(
      'Visana: certified in the 2025 Swiss Annual Report Rating',
    );
  });

  it('drops control and bidi characters from the name', () => {
    const hostile = { rankOverall: null, certificate: false, name: 'A\u0000B\u202Ex' };
    expect(badgeTexts('en-GB', en, hostile, 2026).label).toBe('ABx: rated in the 2026 Swiss Annual Report Rating');
  });
});
