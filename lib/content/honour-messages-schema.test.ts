import { validMessages } from './__fixtures__/content';
import { honourMessagesSchema } from './honour-messages-schema';

const honour = (label: 'de' | 'en') => validMessages(label).honour as Record<string, unknown>;
const issues = (texts: Record<string, unknown>) =>
  honourMessagesSchema.safeParse(texts).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('honourMessagesSchema', () => {
  it('accepts both translations', () => {
    expect(issues(honour('de'))).toEqual([]);
    expect(issues(honour('en'))).toEqual([]);
  });

  it('wants every key, and the arguments the page fills in', () => {
    const withoutOrder = honour('de');
    delete withoutOrder.order;
    expect(issues(withoutOrder)).toEqual(['order: Invalid input: expected string, received undefined']);
    const rules = honour('en').rules as Record<string, string>;
    expect(
      issues({ ...honour('en'), caption: 'Table of honour {first}', rules: { ...rules, index: 'Index: {count}' } }),
    ).toEqual(['caption: must contain {last}', 'rules.index: must contain {weights}']);
  });
});
