import { validAwards, validMessages } from './__fixtures__/content';
import { participantRow as participant } from './__fixtures__/participant';
import { ContentReport, formatProblem } from './errors';
import {
  checkSameKeys,
  checkTranslated,
  diffKeys,
  validateAwards,
  validateMessages,
  validateParticipants,
  validateSiteSettings,
  websiteWarnings,
} from './validate';

const FILE = 'content/i18n/de-CH.json';

/** Runs a check with a fresh report; returns what it returned and the report's lines. */
function run<T>(check: (report: ContentReport) => T) {
  const report = new ContentReport();
  const value = check(report);
  return { value, report, errors: report.errors.map(formatProblem), warnings: report.warnings.map(formatProblem) };
}

describe('validateMessages', () => {
  it('accepts valid messages', () => {
    const messages = validMessages() as { site: { name: string } };
    const { value, errors } = run((r) => validateMessages(messages, FILE, r));
    expect(errors).toEqual([]);
    expect(value?.site.name).toBe(messages.site.name);
  });

  it('names the file and the key path of a type error', () => {
    const data = validMessages() as { pages: { jury: { intro: { pageTitle: unknown } } } };
    data.pages.jury.intro.pageTitle = 42;
    const { value, errors } = run((r) => validateMessages(data, FILE, r));
    expect(value).toBeUndefined();
    expect(errors).toEqual([`${FILE} pages.jury.intro.pageTitle: must be a text (found number)`]);
  });

  it('reports every problem of the file, not only the first', () => {
    const data = validMessages() as {
      site: { name: string };
      footer: { addresses: { type: string }[] };
      linkLabels: Record<string, string>;
    };
    data.site.name = '  ';
    data.footer.addresses[0]!.type = 'sponsor';
    delete data.linkLabels.toHome;
    const { errors } = run((r) => validateMessages(data, FILE, r));
    expect(errors).toHaveLength(3);
    expect(errors).toEqual(
      expect.arrayContaining([
        `${FILE} site.name: must be a non-empty text`,
        expect.stringMatching(/^content\/i18n\/de-CH\.json footer\.addresses\[0\]\.type: /),
        `${FILE} pages.notFound.intro.links[0].langKey: "toHome" is not a key of linkLabels`,
      ]),
    );
  });

  it('requires a credit for every photo of the gallery page, naming the entry', () => {
    const data = validMessages() as { pages: { gallery: { gallery: Record<string, unknown>[] } } };
    delete data.pages.gallery.gallery[2]!.credit;
    data.pages.gallery.gallery[4]!.credit = ' ';
    expect(run((r) => validateMessages(data, FILE, r)).errors).toEqual([
      `${FILE} pages.gallery.gallery[2].credit: is missing`,
      `${FILE} pages.gallery.gallery[4].credit: must be a non-empty text`,
    ]);
  });

  it('rejects an unknown key', () => {
    const data = validMessages() as { cookieBanner: Record<string, string> };
    data.cookieBanner.acept = 'typo';
    expect(run((r) => validateMessages(data, FILE, r)).errors).toEqual([
      `${FILE} cookieBanner: unknown key "acept" (a typo?)`,
    ]);
  });
});

describe('validateSiteSettings', () => {
  it('accepts the gallery flag and rejects anything else', () => {
    expect(
      run((r) => validateSiteSettings({ currentEdition: 2026, header: { showGalleryLink: true } }, 'site.json', r))
        .value?.header.showGalleryLink,
    ).toBe(true);
    const { errors } = run((r) =>
      validateSiteSettings({ currentEdition: 2026, header: { showGalleryLink: 'yes' } }, 'site.json', r),
    );
    expect(errors).toEqual(['site.json header.showGalleryLink: must be true or false (found string)']);
  });

  it('requires the current edition as a year', () => {
    const header = { showGalleryLink: true };
    expect(
      run((r) => validateSiteSettings({ currentEdition: 2025, header }, 'site.json', r)).value?.currentEdition,
    ).toBe(2025);
    expect(run((r) => validateSiteSettings({ header }, 'site.json', r)).errors).toEqual([
      'site.json currentEdition: is missing',
    ]);
    expect(run((r) => validateSiteSettings({ currentEdition: '2026', header }, 'site.json', r)).errors).toEqual([
      'site.json currentEdition: must be a number (found string)',
    ]);
  });
});

describe('diffKeys', () => {
  it('finds nothing for the same shape with different texts', () => {
    expect(diffKeys(validMessages('de'), validMessages('en'))).toEqual([]);
  });

  it('lists keys missing on either side with their path', () => {
    expect(diffKeys({ a: { b: 1, c: 2 } }, { a: { b: 1, d: 3 } })).toEqual([
      { at: 'a.c', message: 'missing' },
      { at: 'a.d', message: 'only here' },
    ]);
  });

  it('reports array length differences and compares items', () => {
    expect(diffKeys({ l: [{ x: 1 }, { x: 2 }] }, { l: [{ y: 1 }] })).toEqual([
      { at: 'l', message: '2 entries against 1' },
      { at: 'l[0].x', message: 'missing' },
      { at: 'l[0].y', message: 'only here' },
    ]);
  });

  it('reports a different kind of value', () => {
    expect(diffKeys({ a: [] }, { a: {} })).toEqual([{ at: 'a', message: 'a different kind of value' }]);
  });
});

describe('checkSameKeys', () => {
  const de = { file: 'de-CH.json', data: { nav: { jury: 'Jury', ranking: 'Rangliste' }, list: [1, 2] } };

  it('passes when both files have the same keys', () => {
    expect(
      run((r) =>
        checkSameKeys(
          [de, { file: 'en-GB.json', data: { nav: { jury: 'Jury', ranking: 'Ranking' }, list: [3, 4] } }],
          r,
        ),
      ).errors,
    ).toEqual([]);
  });

  it('names the file lacking a key, every key at once', () => {
    const en = { file: 'en-GB.json', data: { nav: { extra: 'E' }, list: [1] } };
    expect(run((r) => checkSameKeys([de, en], r)).errors).toEqual([
      'en-GB.json nav.jury: missing here, present in de-CH.json',
      'en-GB.json nav.ranking: missing here, present in de-CH.json',
      'en-GB.json nav.extra: not present in de-CH.json',
      'en-GB.json list: 2 entries against 1',
    ]);
  });
});

describe('checkTranslated', () => {
  const prose = 'Die Jury bewertet jedes Jahr die Geschäftsberichte der grössten Unternehmen.';
  const file = (name: string, text: string) => ({
    file: name,
    data: {
      a: { text, name: 'Forum Unternehmensberichterstattung Schweiz', url: 'https://www.example.ch/a/b/c/d/e/f/g/h' },
    },
  });

  it('warns about a long text that is the same in both languages, on the second file', () => {
    const { warnings, errors } = run((r) => checkTranslated([file('de.json', prose), file('en.json', prose)], r));
    expect(errors).toEqual([]);
    expect(warnings).toEqual(['en.json a.text: the same text as in de.json (not translated?)']);
  });

  it('does not warn about names, URLs or translated texts', () => {
    expect(
      run((r) =>
        checkTranslated(
          [
            file('de.json', prose),
            file('en.json', 'The jury rates the annual reports of the largest companies every year.'),
          ],
          r,
        ),
      ).warnings,
    ).toEqual([]);
  });

  it("finds nothing in the repository's translations", () => {
    expect(
      run((r) =>
        checkTranslated(
          [
            { file: 'de', data: validMessages('de') },
            { file: 'en', data: validMessages('en') },
          ],
          r,
        ),
      ).warnings,
    ).toEqual([]);
  });
});

describe('validateParticipants', () => {
  const RANKING = 'content/ranking.json';
  const sika = participant('sika', { rankOverall: '1', url: 'https://www.sika.ch' });
  const ubs = participant('ubs-group', { rankOverall: '2', url: 'https://www.ubs.com' });
  const fileOf = (p: object, ref = (p as { ref: string }).ref) => ({
    file: `content/participants/${ref}.json`,
    data: p,
  });
  const check = (rows: unknown, files = [fileOf(sika), fileOf(ubs)]) =>
    run((r) => validateParticipants({ file: RANKING, data: rows }, files, r));

  it('returns the rows when rows and files agree', () => {
    const { value, errors, warnings } = check([sika, ubs]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(value.participants.map((p) => p.ref)).toEqual(['sika', 'ubs-group']);
    expect(value.rowCount).toBe(2);
  });

  it('requires a list of rows', () => {
    expect(check({ sika }).errors).toEqual([`${RANKING}: must be a list of participant rows ([ … ])`]);
  });

  it.each(['id', 'company'] as const)('requires %s', (field) => {
    const bad = { ...ubs, [field]: ' ' };
    expect(check([sika, bad], [fileOf(sika), fileOf(bad)]).errors).toEqual([
      `${RANKING} row 2 (ref "ubs-group") ${field}: is required`,
      `content/participants/ubs-group.json ${field}: is required`,
    ]);
  });

  it('requires a ref; the row without one has no file to compare', () => {
    expect(check([sika, { ...ubs, ref: '' }]).errors).toEqual([
      `${RANKING} row 2 ref: is required`,
      `${RANKING} row 2 ref: must be a URL-safe slug (a-z, 0-9, hyphens)`,
      `content/participants/ubs-group.json: ref "ubs-group" has no row in ${RANKING} (add the row, or delete this file)`,
    ]);
  });

  it('requires a URL-safe slug as ref', () => {
    expect(check([sika, { ...ubs, ref: 'UBS Group' }]).errors).toContain(
      `${RANKING} row 2 (ref "UBS Group") ref: must be a URL-safe slug (a-z, 0-9, hyphens)`,
    );
  });

  it('rejects a duplicate ref, naming both rows', () => {
    expect(check([sika, ubs, { ...sika, id: 'other' }]).errors).toEqual([
      `${RANKING} row 3 (ref "sika"): ref "sika" is already used by row 1`,
    ]);
  });

  it('rejects an unknown key and a missing key in a row', () => {
    const { rankVR: _dropped, ...withoutRankVR } = ubs;
    void _dropped;
    expect(check([{ ...sika, rank: '1' }, withoutRankVR]).errors).toEqual([
      `${RANKING} row 1 (ref "sika"): unknown key "rank" (a typo?)`,
      `${RANKING} row 2 (ref "ubs-group") rankVR: is missing`,
      `content/participants/ubs-group.json rankVR: "" differs from ${RANKING} row 2 (missing)`,
    ]);
  });

  it('rejects a row without a file', () => {
    expect(check([sika, ubs], [fileOf(sika)]).errors).toEqual([
      `${RANKING} row 2 (ref "ubs-group"): no file participants/ubs-group.json`,
    ]);
  });

  it('rejects a file without a row', () => {
    expect(check([sika], [fileOf(sika), fileOf(ubs)]).errors).toEqual([
      `content/participants/ubs-group.json: ref "ubs-group" has no row in ${RANKING} (add the row, or delete this file)`,
    ]);
  });

  it('rejects a file that disagrees with its row, naming the field and the row', () => {
    expect(check([sika, ubs], [fileOf(sika), fileOf({ ...ubs, rankVR: '7' })]).errors).toEqual([
      `content/participants/ubs-group.json rankVR: "7" differs from ${RANKING} row 2 ("")`,
    ]);
  });

  it('rejects a file whose ref differs from its name', () => {
    const { errors } = check([sika, ubs], [fileOf(sika), fileOf(ubs), fileOf(ubs, 'ubs')]);
    expect(errors).toEqual([
      'content/participants/ubs.json: ref "ubs" has no row in content/ranking.json (add the row, or delete this file)',
    ]);
    const renamed = check([sika, { ...ubs, ref: 'ubs' }], [fileOf(sika), fileOf(ubs, 'ubs')]).errors;
    expect(renamed).toContain('content/participants/ubs.json ref: "ubs-group" differs from the file name "ubs"');
  });

  it('rejects an invalid participant file', () => {
    expect(check([sika, ubs], [fileOf(sika), fileOf({ ...ubs, company: 3 })]).errors).toEqual([
      'content/participants/ubs-group.json company: must be a text (found number)',
    ]);
  });

  it('reports every problem in every row and file at once', () => {
    const rows = [
      { ...sika, rankVR: '1O' },
      { ...ubs, totalDS: 'zwölf' },
      participant('geberit', { certificate: 'yes' }),
    ];
    const files = [fileOf(rows[0]!), fileOf({ ...ubs, rankDS: '3' })];
    const { errors } = check(rows, files);
    expect(errors).toEqual([
      `${RANKING} row 1 (ref "sika") rankVR: "1O" is not a rank (a whole number, * or empty)`,
      `${RANKING} row 2 (ref "ubs-group") totalDS: "zwölf" is not a number`,
      `${RANKING} row 3 (ref "geberit") certificate: must be * (awarded) or empty`,
      'content/participants/sika.json rankVR: "1O" is not a rank (a whole number, * or empty)',
      `content/participants/ubs-group.json rankDS: "3" differs from ${RANKING} row 2 ("")`,
      `content/participants/ubs-group.json totalDS: "" differs from ${RANKING} row 2 ("zwölf")`,
      `${RANKING} row 3 (ref "geberit"): no file participants/geberit.json`,
    ]);
  });

  it('collects every ref named by a row, also of invalid rows (for the awards check)', () => {
    expect([...check([{ ...sika, rankVR: 'x' }, ubs]).value.refs]).toEqual(['sika', 'ubs-group']);
  });
});

describe('participant warnings', () => {
  const RANKING = 'content/ranking.json';
  const check = (rows: ReturnType<typeof participant>[]) =>
    run((r) =>
      validateParticipants(
        { file: RANKING, data: rows },
        rows.map((p) => ({ file: `participants/${p.ref}.json`, data: p })),
        r,
      ),
    );

  it('warns about a row without website, a website that is not shown, and a shared id; errors stay empty', () => {
    const { errors, warnings } = check([
      participant('sika', { url: '' }),
      participant('ubs-group', { url: 'javascript:alert(1)' }),
      participant('geberit', { website: 'ftp://files.geberit.ch' }),
      participant('swica', { id: 'id-sika', url: 'www.swica.ch' }),
    ]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      `${RANKING} row 1 (ref "sika"): no website (url and website are empty); the page shows no website link`,
      `${RANKING} row 2 (ref "ubs-group") url: "javascript:alert(1)" is not a web address (http or https); the page shows no website link`,
      `${RANKING} row 3 (ref "geberit") website: "ftp://files.geberit.ch" is not a web address (http or https); the page shows no website link`,
      `${RANKING} row 4 (ref "swica") id: "id-sika" is also the id of row 1`,
    ]);
  });

  it('takes url first and website only when url is empty', () => {
    expect(websiteWarnings({ url: 'https://www.sika.ch', website: 'javascript:x' })).toEqual([]);
    expect(websiteWarnings({ url: '', website: 'www.sika.ch' })).toEqual([]);
  });
});

describe('validateAwards', () => {
  const refs = new Set(['sika', 'geberit']);

  it('accepts awards that name existing participants', () => {
    expect(
      run((r) => validateAwards(validAwards('sika'), 'awards.json', refs, r)).value?.winnerCategories,
    ).toHaveLength(4);
  });

  it('names every winner and special mention that is not a participant', () => {
    const awards = validAwards('sika') as {
      winnerCategories: { winners: string[] }[];
      specialMentions: { key: string; ref: string }[];
    };
    awards.winnerCategories[2]!.winners.push('nestle');
    awards.specialMentions.push({ key: 'design', ref: 'swica' });
    expect(run((r) => validateAwards(awards, 'awards.json', refs, r)).errors).toEqual([
      'awards.json winnerCategories[2].winners[1]: "nestle" is not a participant ref',
      'awards.json specialMentions[1].ref: "swica" is not a participant ref',
    ]);
  });

  it('requires the four fixed categories in their order', () => {
    const awards = validAwards('sika') as { winnerCategories: unknown[] };
    awards.winnerCategories.reverse();
    expect(run((r) => validateAwards(awards, 'awards.json', refs, r)).errors[0]).toMatch(
      /^awards\.json winnerCategories: must list the categories overall, valueReporting, design, text/,
    );
  });
});

describe('participant values', () => {
  const row = participant('sika', { url: 'https://www.sika.ch' });
  const check = (bad: object) =>
    run((r) =>
      validateParticipants({ file: 'ranking.json', data: [bad] }, [{ file: 'participants/sika.json', data: bad }], r),
    );

  it.each([
    ['rankVR', '1O', 'rankVR: "1O" is not a rank (a whole number, * or empty)'],
    ['prevYearDS', '-3', 'prevYearDS: "-3" is not a rank (a whole number, * or empty)'],
    ['totalDS', '12;5', 'totalDS: "12;5" is not a number'],
    ['averageMedia', '1.000,5', 'averageMedia: "1.000,5" is not a number'],
    ['certificate', 'yes', 'certificate: must be * (awarded) or empty'],
  ])('rejects %s = %s in the row and in the file', (field, value, message) => {
    expect(check({ ...row, [field]: value }).errors).toEqual([
      `ranking.json row 1 (ref "sika") ${message}`,
      `participants/sika.json ${message}`,
    ]);
  });

  it('accepts decimal commas, 999, * and empty values', () => {
    const good = {
      ...row,
      rankVR: '999',
      rankDS: '*',
      rankOverall: '',
      totalVR: '12,5',
      // A group total of criteria with a decimal comma and a decimal point.
      qualDS1: '1,5',
      qualDS2: '2.25',
      qualDS3: '3',
      qualDS4: '4',
      totalQualDS: '10.75',
      commDS1: '2',
      commDS2: '2',
      commDS3: '2',
      commDS4: '2',
      totalCommDS: '8',
      mediaDS1: '1',
      mediaDS2: '2',
      mediaDS3: '3',
      averageMedia: '2,00',
      totalDS: '22,75',
      certificate: '*',
    };
    const { value, errors } = check(good);
    expect(errors).toEqual([]);
    expect(value.participants).toHaveLength(1);
  });
});
