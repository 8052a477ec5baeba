import { participant, validAwards, validMessages } from './__fixtures__/content';
import { ContentError } from './errors';
import { assertSameKeys, diffKeys, validateAwards, validateMessages, validateParticipants, validateSiteSettings } from './validate';

/** The ContentError a call throws (fails the test when it does not throw one). */
function contentError(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected a ContentError, nothing was thrown');
}

const FILE = 'content/i18n/de-CH.json';

describe('validateMessages', () => {
  it('accepts valid messages', () => {
    const messages = validMessages() as { site: { name: string } };
    expect(validateMessages(messages, FILE).site.name).toBe(messages.site.name);
  });

  it('names the file and the key path of a type error', () => {
    const data = validMessages() as { pages: { jury: { intro: { pageTitle: unknown } } } };
    data.pages.jury.intro.pageTitle = 42;
    const error = contentError(() => validateMessages(data, FILE));
    expect(error.file).toBe(FILE);
    expect(error.message).toContain(FILE);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^pages\.jury\.intro\.pageTitle: /);
  });

  it('names the index of a bad array entry', () => {
    const data = validMessages() as { footer: { addresses: { type: string }[] } };
    data.footer.addresses[0]!.type = 'sponsor';
    expect(contentError(() => validateMessages(data, FILE)).problems[0]).toMatch(/^footer\.addresses\[0\]\.type: /);
  });

  it('rejects an empty required text', () => {
    const data = validMessages() as { site: { name: string } };
    data.site.name = '  ';
    expect(contentError(() => validateMessages(data, FILE)).problems[0]).toMatch(/^site\.name: /);
  });

  it('rejects an unknown key', () => {
    const data = validMessages() as { cookieBanner: Record<string, string> };
    data.cookieBanner.acept = 'typo';
    const [problem] = contentError(() => validateMessages(data, FILE)).problems;
    expect(problem).toMatch(/^cookieBanner: /);
    expect(problem).toContain('acept');
  });

  it('rejects a link whose langKey is missing from linkLabels', () => {
    const data = validMessages() as { linkLabels: Record<string, string> };
    delete data.linkLabels.readPreface;
    const error = contentError(() => validateMessages(data, FILE));
    expect(error.file).toBe(FILE);
    expect(error.problems).toEqual(['pages.home.intro.links[0].langKey: "readPreface" is not a key of linkLabels']);
  });
});

describe('validateSiteSettings', () => {
  it('accepts the gallery flag and rejects anything else', () => {
    expect(validateSiteSettings({ header: { showGalleryLink: true } }, 'site.json').header.showGalleryLink).toBe(true);
    const error = contentError(() => validateSiteSettings({ header: { showGalleryLink: 'yes' } }, 'site.json'));
    expect(error.problems[0]).toMatch(/^header\.showGalleryLink: /);
    expect(error.file).toBe('site.json');
  });
});

describe('diffKeys', () => {
  it('finds nothing for the same shape with different texts', () => {
    expect(diffKeys(validMessages('de'), validMessages('en'))).toEqual([]);
  });

  it('lists keys missing on either side with their path', () => {
    expect(diffKeys({ a: { b: 1, c: 2 } }, { a: { b: 1, d: 3 } })).toEqual(['a.c: missing', 'a.d: only here']);
  });

  it('reports array length differences and compares items', () => {
    expect(diffKeys({ l: [{ x: 1 }, { x: 2 }] }, { l: [{ y: 1 }] })).toEqual([
      'l: 2 entries against 1',
      'l[0].x: missing',
      'l[0].y: only here',
    ]);
  });

  it('reports a different kind of value', () => {
    expect(diffKeys({ a: [] }, { a: {} })).toEqual(['a: a different kind of value']);
  });
});

describe('assertSameKeys', () => {
  const de = { file: 'de-CH.json', data: { nav: { jury: 'Jury', ranking: 'Rangliste' }, list: [1, 2] } };

  it('passes when both files have the same keys', () => {
    expect(() => assertSameKeys([de, { file: 'en-GB.json', data: { nav: { jury: 'Jury', ranking: 'Ranking' }, list: [3, 4] } }])).not.toThrow();
  });

  it('names the file lacking a key', () => {
    const error = contentError(() => assertSameKeys([de, { file: 'en-GB.json', data: { nav: { jury: 'Jury' }, list: [1, 2] } }]));
    expect(error.file).toBe('en-GB.json');
    expect(error.problems).toEqual(['nav.ranking: missing here, present in de-CH.json']);
  });

  it('names the extra key and array length differences', () => {
    const en = { file: 'en-GB.json', data: { nav: { jury: 'J', ranking: 'R', extra: 'E' }, list: [1] } };
    const error = contentError(() => assertSameKeys([de, en]));
    expect(error.file).toBe('en-GB.json');
    expect(error.problems).toEqual(expect.arrayContaining(['nav.extra: not present in de-CH.json', 'list: 2 entries against 1']));
  });
});

describe('validateParticipants', () => {
  const RANKING = 'content/ranking.json';
  const sika = participant('sika', { rankOverall: '1' });
  const ubs = participant('ubs-group', { rankOverall: '2' });
  const fileOf = (p: object, ref = (p as { ref: string }).ref) => ({ file: `content/participants/${ref}.json`, data: p });
  const run = (rows: unknown, files = [fileOf(sika), fileOf(ubs)]) => validateParticipants({ file: RANKING, data: rows }, files);

  it('returns the rows when rows and files agree', () => {
    expect(run([sika, ubs]).map((p) => p.ref)).toEqual(['sika', 'ubs-group']);
  });

  it('requires an array of rows', () => {
    expect(contentError(() => run({ sika })).file).toBe(RANKING);
  });

  it.each(['id', 'ref', 'company'] as const)('requires %s', (field) => {
    const error = contentError(() => run([sika, { ...ubs, [field]: '' }]));
    expect(error.file).toBe(RANKING);
    expect(error.problems.some((p) => p.startsWith('row 2') && p.includes(`${field}: `))).toBe(true);
  });

  it('requires a URL-safe slug as ref', () => {
    const [problem] = contentError(() => run([sika, { ...ubs, ref: 'UBS Group' }])).problems;
    expect(problem).toContain('row 2');
    expect(problem).toContain('ref: must be a URL-safe slug');
  });

  it('rejects a duplicate ref', () => {
    const error = contentError(() => run([sika, ubs, { ...sika, id: 'other' }]));
    expect(error.problems).toEqual(['row 3 (ref "sika"): ref "sika" is already used by row 1']);
  });

  it('rejects an unknown key in a row', () => {
    const [problem] = contentError(() => run([sika, { ...ubs, rank: '1' }])).problems;
    expect(problem).toContain('row 2 (ref "ubs-group")');
    expect(problem).toContain('rank');
  });

  it('rejects a row without a file', () => {
    const error = contentError(() => run([sika, ubs], [fileOf(sika)]));
    expect(error.file).toBe(RANKING);
    expect(error.problems).toEqual(['row 2 (ref "ubs-group"): no file participants/ubs-group.json']);
  });

  it('rejects a file without a row', () => {
    const error = contentError(() => run([sika], [fileOf(sika), fileOf(ubs)]));
    expect(error.file).toBe('content/participants/ubs-group.json');
    expect(error.problems[0]).toContain(`ref "ubs-group" has no row in ${RANKING}`);
  });

  it('rejects a file that disagrees with its row, naming the field', () => {
    const error = contentError(() => run([sika, ubs], [fileOf(sika), fileOf({ ...ubs, rankVR: '7' })]));
    expect(error.file).toBe('content/participants/ubs-group.json');
    expect(error.problems).toEqual([`rankVR: "7" differs from ${RANKING} ("")`]);
  });

  it('rejects a file whose ref differs from its name', () => {
    const error = contentError(() => run([sika, ubs], [fileOf(sika), fileOf(ubs, 'ubs')]));
    expect(error.file).toBe('content/participants/ubs.json');
  });

  it('rejects an invalid participant file', () => {
    const error = contentError(() => run([sika, ubs], [fileOf(sika), fileOf({ ...ubs, company: 3 })]));
    expect(error.file).toBe('content/participants/ubs-group.json');
    expect(error.problems[0]).toMatch(/^company: /);
  });
});

describe('validateAwards', () => {
  const refs = new Set(['sika', 'geberit']);

  it('accepts awards that name existing participants', () => {
    expect(validateAwards(validAwards('sika'), 'awards.json', refs).winnerCategories).toHaveLength(4);
  });

  it('names a winner that is not a participant', () => {
    const awards = validAwards('sika') as { winnerCategories: { winners: string[] }[] };
    awards.winnerCategories[2]!.winners.push('nestle');
    const error = contentError(() => validateAwards(awards, 'awards.json', refs));
    expect(error.file).toBe('awards.json');
    expect(error.problems).toEqual(['winnerCategories[2].winners[1]: "nestle" is not a participant ref']);
  });

  it('names a special mention that is not a participant', () => {
    const awards = validAwards('sika') as { specialMentions: { key: string; ref: string }[] };
    awards.specialMentions.push({ key: 'design', ref: 'swica' });
    expect(contentError(() => validateAwards(awards, 'awards.json', refs)).problems).toEqual([
      'specialMentions[1].ref: "swica" is not a participant ref',
    ]);
  });

  it('requires the four fixed categories in their order', () => {
    const awards = validAwards('sika') as { winnerCategories: unknown[] };
    awards.winnerCategories.reverse();
    expect(contentError(() => validateAwards(awards, 'awards.json', refs)).problems[0]).toMatch(/^winnerCategories: must list the categories overall, valueReporting, design, text/);
  });
});

describe('participant values', () => {
  const row = participant('sika');

  it.each([
    ['rankVR', '1O', 'rankVR: "1O" is not a rank (a whole number, * or empty)'],
    ['totalDS', '12;5', 'totalDS: "12;5" is not a number'],
    ['certificate', 'yes', 'certificate: must be * (awarded) or empty'],
  ])('rejects %s = %s', (field, value, message) => {
    const bad = { ...row, [field]: value };
    const error = contentError(() => validateParticipants({ file: 'ranking.json', data: [bad] }, [{ file: 'participants/sika.json', data: bad }]));
    expect(error.problems).toEqual([`row 1 (ref "sika"): ${message}`]);
  });

  it('accepts decimal commas, 999, * and empty values', () => {
    const good = { ...row, rankVR: '999', rankDS: '*', rankOverall: '', totalVR: '12,5', totalDS: '80.25', certificate: '*' };
    expect(validateParticipants({ file: 'ranking.json', data: [good] }, [{ file: 'participants/sika.json', data: good }])).toHaveLength(1);
  });
});
