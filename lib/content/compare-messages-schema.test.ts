import { validMessages } from './__fixtures__/content';
import { compareMessagesSchema } from './compare-messages-schema';

const compare = (label: 'de' | 'en') => validMessages(label).compare as Record<string, unknown>;

describe('compareMessagesSchema', () => {
  it('accepts both translations', () => {
    expect(compareMessagesSchema.safeParse(compare('de')).success).toBe(true);
    expect(compareMessagesSchema.safeParse(compare('en')).success).toBe(true);
  });

  it('wants the names the browser fills in as plain arguments', () => {
    const result = compareMessagesSchema.safeParse({
      ...compare('de'),
      remove: '{count, plural, other {# entfernen}}',
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['remove']);
  });

  it('wants the remove button’s visible text inside its accessible name', () => {
    const result = compareMessagesSchema.safeParse({ ...compare('en'), removeShort: 'Delete' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['removeShort']);
  });
});
