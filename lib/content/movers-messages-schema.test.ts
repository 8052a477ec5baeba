import { validMessages } from './__fixtures__/content';
import { moversMessagesSchema } from './movers-messages-schema';

const movers = (label: 'de' | 'en') => validMessages(label).movers as Record<string, unknown>;
const issues = (texts: Record<string, unknown>) =>
  moversMessagesSchema.safeParse(texts).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('moversMessagesSchema', () => {
  it('accepts both translations', () => {
    expect(issues(movers('de'))).toEqual([]);
    expect(issues(movers('en'))).toEqual([]);
  });

  it('wants every key, and the arguments the lists fill in', () => {
    const withoutTitle = movers('en');
    delete withoutTitle.title;
    expect(issues(withoutTitle)).toEqual(['title: Invalid input: expected string, received undefined']);
    expect(issues({ ...movers('de'), by: '+ Ränge', newcomers: '{count} neu' })).toEqual([
      'by: must contain {by}',
      'newcomers: must contain {previousYear}',
    ]);
  });
});
