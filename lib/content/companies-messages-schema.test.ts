import { validMessages } from './__fixtures__/content';
import { companiesMessagesSchema } from './companies-messages-schema';

const companies = (label: 'de' | 'en') => validMessages(label).companies as Record<string, unknown>;
const issues = (texts: Record<string, unknown>) =>
  companiesMessagesSchema.safeParse(texts).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('companiesMessagesSchema', () => {
  it('accepts both translations', () => {
    expect(issues(companies('de'))).toEqual([]);
    expect(issues(companies('en'))).toEqual([]);
  });

  it('wants every key, and the arguments the index fills in', () => {
    const withoutLetters = companies('de');
    delete withoutLetters.letters;
    expect(issues(withoutLetters)).toEqual(['letters: Invalid input: expected string, received undefined']);
    expect(issues({ ...companies('de'), yearLink: '{name}', summary: '{companies} Unternehmen' })).toEqual([
      'summary: must contain {editions}',
      'yearLink: must contain {name} and {year}',
    ]);
  });

  it('wants the arguments split into visible and hidden text as plain arguments', () => {
    expect(issues({ ...companies('en'), nowListedAs: 'now listed as {name, select, other {x}}' })).toEqual([
      'nowListedAs: must contain {name}',
    ]);
  });
});
