import type { Locale } from '../../lib/i18n/locales';

/**
 * The sample's award categories and special mentions by key, and their titles in each language:
 * the award texts of the editions and the laudatios' subtitles name them alike.
 */
export type AwardTextKey =
  'overall' | 'valueReporting' | 'design' | 'text' | 'mention:text' | 'mention:value' | 'mention:design';

export const awardTitles: Record<Locale, Record<AwardTextKey, string>> = {
  'de-CH': {
    overall: 'Gesamtsieger',
    valueReporting: 'Value Reporting',
    design: 'Design',
    text: 'Text',
    'mention:text': 'Special Mention Text',
    'mention:value': 'Special Mention Value Reporting',
    'mention:design': 'Special Mention Design',
  },
  'en-GB': {
    overall: 'Overall winner',
    valueReporting: 'Value reporting',
    design: 'Design',
    text: 'Text',
    'mention:text': 'Special mention for writing',
    'mention:value': 'Special mention for value reporting',
    'mention:design': 'Special mention for design',
  },
};
