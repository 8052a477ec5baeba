import { z } from 'zod';
import { ContentError, ContentReport, formatKeyPath, formatProblem, zodProblems } from './errors';

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

describe('formatProblem', () => {
  it('puts the file first, then where, then what', () => {
    expect(
      formatProblem({ file: 'content/ranking.json', at: 'row 17 (ref "sika") rankVR', message: '"1O" is not a rank' }),
    ).toBe('content/ranking.json row 17 (ref "sika") rankVR: "1O" is not a rank');
    expect(formatProblem({ file: 'content/site.json', at: '', message: 'not valid JSON' })).toBe(
      'content/site.json: not valid JSON',
    );
  });
});

describe('ContentReport', () => {
  it('collects errors and warnings from several files', () => {
    const report = new ContentReport();
    expect(report.ok).toBe(true);
    report.warn('a.json', 'x', 'doubtful');
    expect(report.ok).toBe(true);
    report.error('b.json', 'y', 'wrong');
    report.error('c.json', '', 'unreadable');
    report.error('b.json', 'z', 'also wrong');
    expect(report.ok).toBe(false);
    expect(report.filesWithErrors()).toEqual(['b.json', 'c.json']);
    expect(report.warnings).toEqual([{ file: 'a.json', at: 'x', message: 'doubtful' }]);
  });

  it('throws, for the build, a ContentError for the first file with errors naming the others', () => {
    const report = new ContentReport();
    report.error('b.json', 'y', 'wrong');
    report.error('c.json', '', 'unreadable');
    report.error('b.json', 'z', 'also wrong');
    let thrown: unknown;
    try {
      report.throwIfErrors();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentError);
    expect((thrown as ContentError).file).toBe('b.json');
    expect((thrown as ContentError).problems).toEqual([
      'y: wrong',
      'z: also wrong',
      '(and problems in 1 other file: c.json)',
    ]);
  });

  it('does not throw for warnings only', () => {
    const report = new ContentReport();
    report.warn('a.json', '', 'doubtful');
    expect(() => report.throwIfErrors()).not.toThrow();
  });
});

describe('zod issues in plain words', () => {
  const schema = z.strictObject({
    a: z.object({ b: z.array(z.string()) }),
    name: z.string(),
    list: z.array(z.string()),
  });
  const issues = (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) throw new Error('expected issues');
    return result.error;
  };

  it('prefixes each issue with its key path', () => {
    const problems = zodProblems(issues({ a: { b: ['x', 3] }, name: 'n', list: [] }));
    expect(problems).toEqual([{ at: 'a.b[1]', message: 'must be a text (found number)' }]);
  });

  it('says "is missing", names unknown keys, and describes a wrong kind of value', () => {
    const problems = zodProblems(issues({ a: { b: [] }, list: {}, nmae: 'typo' }), 'row 3');
    expect(problems).toEqual(
      expect.arrayContaining([
        { at: 'row 3 name', message: 'is missing' },
        { at: 'row 3 list', message: 'must be a list (found an object)' },
        { at: 'row 3', message: 'unknown key "nmae" (a typo?)' },
      ]),
    );
  });
});
