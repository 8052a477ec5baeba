import { createTranslator } from 'next-intl';
import { participantMessagesSchema } from './participant-messages-schema';
import { validMessages } from './__fixtures__/content';
import type { Messages } from './message-schema';

const participantMessages = (label: 'de' | 'en') => validMessages(label).participant as Messages['participant'];

describe('participantMessagesSchema', () => {
  it.each(['de', 'en'] as const)('accepts the %s participant labels of content/', (label) => {
    expect(participantMessagesSchema.safeParse(participantMessages(label)).success).toBe(true);
  });

  it('needs each ICU argument the code passes, plain or as a plural', () => {
    const labels = participantMessages('de');
    const check = (profile: Partial<Messages['participant']['profile']>) =>
      participantMessagesSchema.safeParse({ ...labels, profile: { ...labels.profile, ...profile } });
    const issues = check({ intro: 'Verglichen mit allen Teilnehmenden.' }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['profile.intro', 'must contain {count}']]);
    expect(check({ intro: 'Alle {count} Teilnehmenden.' }).success).toBe(true);
    expect(check({ intro: 'Alle { count, plural, one {# Teilnehmende} other {# Teilnehmenden}}.' }).success).toBe(true);
    expect(check({ compare: 'Median {median}' }).error?.issues[0]?.message).toBe('must contain {best}');
    expect(check({ intro: 'Alle {counter} Teilnehmenden.' }).success).toBe(false);
  });
});

// The page's ICU messages as next-intl formats them, in both languages.
describe('the participant labels of content/', () => {
  const t = (locale: 'de-CH' | 'en-GB') => {
    const messages = validMessages(locale === 'de-CH' ? 'de' : 'en') as Messages;
    return createTranslator({ locale, messages, namespace: 'participant' });
  };

  it('words the number of participants compared, one or many', () => {
    expect(t('de-CH')('profile.intro', { count: 101 })).toBe(
      'Die Punkte je Kriteriengruppe, verglichen mit dem Median und dem Bestwert aller 101 Teilnehmenden.',
    );
    expect(t('de-CH')('profile.intro', { count: 1 })).toBe(
      'Die Punkte je Kriteriengruppe, verglichen mit dem Median und dem Bestwert des einzigen Teilnehmenden.',
    );
    expect(t('en-GB')('profile.intro', { count: 101 })).toBe(
      'Points per criterion group, compared with the median and the best score of all 101 participants.',
    );
    expect(t('en-GB')('profile.intro', { count: 1 })).toBe(
      'Points per criterion group, compared with the median and the best score of the only participant.',
    );
  });

  it('words a rank’s movement with the plural of its places', () => {
    expect(t('de-CH')('movement.up', { by: 1 })).toBe('1 Rang besser');
    expect(t('de-CH')('movement.down', { by: 3 })).toBe('3 Ränge tiefer');
    expect(t('en-GB')('movement.up', { by: 1 })).toBe('up 1 place');
    expect(t('en-GB')('movement.down', { by: 3 })).toBe('down 3 places');
  });

  it('puts median and best score side by side', () => {
    expect(t('de-CH')('profile.compare', { median: '63.20', best: '88.50' })).toBe('Median 63.20 · Bestwert 88.50');
    expect(t('en-GB')('profile.compare', { median: '63.20', best: '88.50' })).toBe('Median 63.20 · Best score 88.50');
  });
});
