import { diffFindings, findingsOf, watchReport, type Finding } from './problem-diff';
import { ContentReport } from '../../lib/content/errors';

const error = (file: string, at: string, message: string): Finding => ({ severity: 'error', file, at, message });
const warning = (file: string, at: string, message: string): Finding => ({ severity: 'warning', file, at, message });
const rank = error('content/editions/2026/ranking.json', 'row 6 (ref "abb") rankVR', '"1O" is not a rank');
const year = error('content/site.json', 'currentEdition', 'must be a number (found string)');
const website = warning('content/editions/2026/ranking.json', 'row 9 (ref "x")', 'no website');

describe('findingsOf', () => {
  it('lists errors and warnings with their severity', () => {
    const report = new ContentReport();
    report.error('a.json', 'x', 'bad');
    report.warn('b.json', '', 'doubtful');
    expect(findingsOf(report)).toEqual([
      { severity: 'error', file: 'a.json', at: 'x', message: 'bad' },
      { severity: 'warning', file: 'b.json', at: '', message: 'doubtful' },
    ]);
  });
});

describe('diffFindings', () => {
  it('names the new and the fixed problems and ignores the ones that stay', () => {
    expect(diffFindings([rank, year], [year, website])).toEqual({ added: [website], fixed: [rank] });
  });

  it('tells an error from a warning with the same words', () => {
    const asWarning = { ...rank, severity: 'warning' as const };
    expect(diffFindings([rank], [asWarning])).toEqual({ added: [asWarning], fixed: [rank] });
  });

  it('counts a repeated problem each time', () => {
    expect(diffFindings([rank], [rank, rank])).toEqual({ added: [rank], fixed: [] });
    expect(diffFindings([rank, rank], [rank])).toEqual({ added: [], fixed: [rank] });
  });
});

describe('watchReport', () => {
  const at = '12:03:04';

  it('says "all N files OK" at a first check without errors, with the warnings', () => {
    expect(watchReport(undefined, { findings: [], fileCount: 1012 }, at)).toEqual(['12:03:04  all 1012 files OK']);
    expect(watchReport(undefined, { findings: [website], fileCount: 3 }, at)).toEqual([
      '12:03:04  1 new problem; all 3 files OK, 1 warning',
      '  new   warning: content/editions/2026/ranking.json row 9 (ref "x"): no website',
    ]);
  });

  it('lists every problem at a first check with errors', () => {
    expect(watchReport(undefined, { findings: [rank, year], fileCount: 9 }, at)).toEqual([
      '12:03:04  2 new problems; 2 errors in 2 files',
      '  new   content/editions/2026/ranking.json row 6 (ref "abb") rankVR: "1O" is not a rank',
      '  new   content/site.json currentEdition: must be a number (found string)',
    ]);
  });

  it('prints nothing when a save changed no problem', () => {
    expect(watchReport({ findings: [rank], fileCount: 9 }, { findings: [rank], fileCount: 9 }, at)).toEqual([]);
    expect(watchReport({ findings: [], fileCount: 9 }, { findings: [], fileCount: 10 }, at)).toEqual([]);
  });

  it('prints the new and the fixed problems and how many errors are left', () => {
    expect(watchReport({ findings: [rank], fileCount: 9 }, { findings: [year], fileCount: 9 }, at)).toEqual([
      '12:03:04  1 new problem, 1 fixed; 1 error in 1 file',
      '  new   content/site.json currentEdition: must be a number (found string)',
      '  fixed content/editions/2026/ranking.json row 6 (ref "abb") rankVR: "1O" is not a rank',
    ]);
  });

  it('says "all N files OK" once, when the last error is fixed', () => {
    expect(watchReport({ findings: [rank], fileCount: 9 }, { findings: [], fileCount: 9 }, at)).toEqual([
      '12:03:04  1 fixed; all 9 files OK',
      '  fixed content/editions/2026/ranking.json row 6 (ref "abb") rankVR: "1O" is not a rank',
    ]);
    // Later changes of warnings only do not repeat it.
    expect(watchReport({ findings: [], fileCount: 9 }, { findings: [website], fileCount: 9 }, at)[0]).toBe(
      '12:03:04  1 new problem; no errors, 1 warning',
    );
  });
});
