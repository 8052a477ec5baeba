import { z } from 'zod';
import { ContentError, describeZodIssues, formatKeyPath } from './errors';

describe('formatKeyPath', () => {
  it('writes object keys with dots and array indexes in brackets', () => {
    expect(formatKeyPath(['pages', 'home', 'intro', 'links', 2, 'link'])).toBe('pages.home.intro.links[2].link');
    expect(formatKeyPath([0, 'ref'])).toBe('[0].ref');
  });

  it('names the root for an empty path', () => {
    expect(formatKeyPath([])).toBe('(root)');
  });
});

describe('ContentError', () => {
  it('names the file and lists each problem', () => {
    const error = new ContentError('content/site.json', ['header: missing', 'footer: unknown']);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ContentError');
    expect(error.file).toBe('content/site.json');
    expect(error.problems).toEqual(['header: missing', 'footer: unknown']);
    expect(error.message).toBe('Invalid content in content/site.json:\n  - header: missing\n  - footer: unknown');
  });
});

describe('describeZodIssues', () => {
  it('prefixes each zod issue with its key path', () => {
    const result = z.object({ a: z.object({ b: z.array(z.string()) }) }).safeParse({ a: { b: ['x', 3] } });
    expect(result.success).toBe(false);
    if (result.success) return;
    const problems = describeZodIssues(result.error);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^a\.b\[1\]: /);
  });
});
