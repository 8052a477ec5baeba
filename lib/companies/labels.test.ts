import { createTranslator } from 'next-intl';
import { companyIndexLabels, textRuns } from './labels';
import { validMessages } from '@/lib/content/__fixtures__/content';
import type { Messages } from '@/lib/content/message-schema';
import { fillParts } from '@/lib/i18n/message-parts';
import { fillPlural } from '@/lib/i18n/plural-parts';
import type { Locale } from '@/lib/i18n/locales';

const labelsIn = (locale: Locale, counts = { companyCount: 218, editionCount: 5 }) => {
  const messages = validMessages(locale === 'de-CH' ? 'de' : 'en') as Messages;
  const t = createTranslator({ locale, messages, namespace: 'companies' });
  return companyIndexLabels(t, locale, counts);
};

describe('companyIndexLabels', () => {
  it('formats the summary with both counts, in both languages', () => {
    expect(labelsIn('de-CH').summary).toBe('218 Unternehmen aus 5 Ausgaben');
    expect(labelsIn('en-GB').summary).toBe('218 companies from 5 editions');
    expect(labelsIn('en-GB', { companyCount: 1, editionCount: 1 }).summary).toBe('1 company from one edition');
  });

  it('gives the texts each entry fills in as parts', () => {
    const de = labelsIn('de-CH');
    expect(fillPlural(de.editions, 1)).toBe('eine Teilnahme');
    expect(fillPlural(de.editions, 4)).toBe('4 Teilnahmen');
    expect(fillParts(de.yearLink, { name: 'Swisscom AG', year: '2025' })).toBe('Swisscom AG 2025');
    expect(fillParts(de.formerly, { names: 'Dufry AG' })).toBe('vormals Dufry AG');
    expect(fillParts(labelsIn('en-GB').nowListedAs, { name: 'Avolta AG' })).toBe('now listed as Avolta AG');
  });
});

describe('textRuns', () => {
  it('shows the visible arguments and hides the rest, neighbouring hidden parts as one', () => {
    const parts = ['', 'name', ': result ', 'year', ''] as const;
    expect(textRuns<'name' | 'year'>(parts, { name: 'Swisscom', year: '2025' }, ['year'])).toEqual([
      { text: 'Swisscom: result ', hidden: true },
      { text: '2025', hidden: false },
    ]);
    expect(textRuns(['Branche: ', 'sector', ''], { sector: 'Banken' }, ['sector'])).toEqual([
      { text: 'Branche: ', hidden: true },
      { text: 'Banken', hidden: false },
    ]);
  });
});
