/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validAwards, validEditionTexts, validLaudatio, validMessages } from './__fixtures__/content';
import { validDates } from './__fixtures__/dates';
import { participantRow, rankedRow } from './__fixtures__/participant';
import { ContentError } from './errors';
import { formatProblem } from './errors';
import { checkContent, contentDir, loadContent } from './load';
import type { ParticipantRow } from './participant-fields';
import { diffKeys } from './validate';

const tmpDirs: string[] = [];

/** The files of one edition, content/editions/{year}/: its rows, one file per row, awards, dates and texts. */
function editionFiles(
  year: number,
  rows: ParticipantRow[],
  awardsRef = rows[0]?.ref ?? 'sika',
): Record<string, string> {
  const dir = `editions/${year}`;
  return {
    [`${dir}/ranking.json`]: JSON.stringify(rows),
    ...Object.fromEntries(rows.map((row) => [`${dir}/participants/${row.ref}.json`, JSON.stringify(row)])),
    [`${dir}/awards.json`]: JSON.stringify(validAwards(awardsRef)),
    [`${dir}/dates.json`]: JSON.stringify(validDates(year)),
    [`${dir}/i18n/de-CH.json`]: JSON.stringify(validEditionTexts('de')),
    [`${dir}/i18n/en-GB.json`]: JSON.stringify(validEditionTexts('en')),
  };
}

function siteJson(currentEdition: number): string {
  return JSON.stringify({ currentEdition, header: { showGalleryLink: true } });
}

/**
 * Writes a valid content folder with one edition, 2026 (optionally changed by `edit`), and
 * points CONTENT_DIR at it.
 */
function writeContent(edit: (files: Record<string, string>) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  tmpDirs.push(dir);
  const files: Record<string, string> = {
    'i18n/de-CH.json': JSON.stringify(validMessages('de')),
    'i18n/en-GB.json': JSON.stringify(validMessages('en')),
    'site.json': siteJson(2026),
    'sectors.json': JSON.stringify({
      sectors: [{ key: 'industrials', name: { 'de-CH': 'Industrie', 'en-GB': 'Industrials' } }],
    }),
    ...editionFiles(2026, [rankedRow('sika', 1)]),
  };
  edit(files);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  process.env.CONTENT_DIR = dir;
  return dir;
}

function loadError(): ContentError {
  try {
    loadContent();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected a ContentError, nothing was thrown');
}

afterEach(() => {
  delete process.env.CONTENT_DIR;
});
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadContent with fixture folders', () => {
  it('reads the folder named by CONTENT_DIR', () => {
    const dir = writeContent();
    expect(contentDir()).toBe(dir);
    const content = loadContent();
    const name = (label: 'de' | 'en') => (validMessages(label) as { site: { name: string } }).site.name;
    expect(name('de')).not.toBe(name('en'));
    expect(content.messages['en-GB'].site.name).toBe(name('en'));
    expect(content.messages['de-CH'].site.name).toBe(name('de'));
    expect(content.site.header.showGalleryLink).toBe(true);
    expect(content.editions.map((e) => e.year)).toEqual([2026]);
    expect(content.current.year).toBe(2026);
    expect(content.current.participants.map((p) => p.ref)).toEqual(['sika']);
    expect(content.current.byRef.get('sika')?.company).toBe('sika AG');
    expect(content.current.byRef.get('nobody')).toBeUndefined();
  });

  it('parses the rows into typed values', () => {
    writeContent((files) => {
      Object.assign(
        files,
        editionFiles(2026, [rankedRow('sika', 1, { totalVR: '80,5' }), participantRow('abb', { rankVR: '999' })]),
      );
    });
    const sika = loadContent().current.byRef.get('sika');
    expect(sika).toMatchObject({ rankOverall: 1, rankVR: 1, totalVR: 80.5, certificate: true });
    expect(loadContent().current.byRef.get('abb')).toMatchObject({ rankVR: null, totalVR: null, certificate: false });
    // The rows as written stay available for the /assets/ open data.
    expect(loadContent().current.rows.get('sika')?.totalVR).toBe('80,5');
  });

  it('accepts a byte order mark', () => {
    writeContent((files) => {
      files['site.json'] = `\uFEFF${files['site.json']}`;
    });
    expect(loadContent().site.header.showGalleryLink).toBe(true);
  });

  it('names a truncated JSON file with the line and column', () => {
    const dir = writeContent((files) => {
      files['i18n/en-GB.json'] = JSON.stringify(validMessages('en'), null, 2).slice(0, 200);
    });
    const error = loadError();
    expect(error.file).toBe(path.join(dir, 'i18n', 'en-GB.json'));
    expect(error.message).toContain(path.join(dir, 'i18n', 'en-GB.json'));
    expect(error.problems[0]).toMatch(/^not valid JSON: .* \(line \d+, column \d+\)$/);
  });

  it('names a missing file', () => {
    const dir = writeContent((files) => {
      delete files['site.json'];
    });
    expect(loadError().file).toBe(path.join(dir, 'site.json'));
  });

  it('names a missing file of an edition', () => {
    const dir = writeContent((files) => {
      delete files['editions/2026/awards.json'];
    });
    expect(loadError().file).toBe(path.join(dir, 'editions', '2026', 'awards.json'));
  });

  it('refuses an edition whose dates are out of order, naming the file and the date', () => {
    const dir = writeContent((files) => {
      files['editions/2026/dates.json'] = JSON.stringify({ ...validDates(2026), publication: '2026-12-03T18:00' });
    });
    const { report, content } = checkContent(dir);
    expect(content).toBeUndefined();
    expect(report.errors.map(formatProblem)).toEqual([
      `${path.join(dir, 'editions/2026/dates.json')} publication: 2026-12-03T18:00 is before embargoEnd (2026-12-04T06:00): the dates must be in order`,
    ]);
  });

  it('reads an edition’s dates', () => {
    writeContent();
    expect(loadContent().current.dates.publication).toBe('2026-12-04T06:00');
  });

  it('names the translation file that lacks a key', () => {
    const dir = writeContent((files) => {
      const en = validMessages('en') as { footer: Record<string, unknown> };
      delete en.footer.addresses;
      files['i18n/en-GB.json'] = JSON.stringify(en);
    });
    const error = loadError();
    expect(error.file).toBe(path.join(dir, 'i18n', 'en-GB.json'));
    expect(error.problems).toEqual([
      `footer.addresses: missing here, present in ${path.join(dir, 'i18n', 'de-CH.json')}`,
    ]);
  });

  it('names the edition text file that lacks a key', () => {
    const dir = writeContent((files) => {
      const en = validEditionTexts('en') as { pages: Record<string, unknown> };
      delete en.pages.winners;
      files['editions/2026/i18n/en-GB.json'] = JSON.stringify(en);
    });
    const error = loadError();
    expect(error.file).toBe(path.join(dir, 'editions', '2026', 'i18n', 'en-GB.json'));
    expect(error.problems).toContain('pages.winners: is missing');
  });

  it('names a participant file that disagrees with the ranking', () => {
    const dir = writeContent((files) => {
      files['editions/2026/participants/sika.json'] = JSON.stringify(rankedRow('sika', 1, { rankOverall: '2' }));
    });
    const error = loadError();
    expect(error.file).toBe(path.join(dir, 'editions', '2026', 'participants', 'sika.json'));
    expect(error.problems[0]).toMatch(/^rankOverall: /);
  });

  it('names a row whose sector is not in sectors.json, and reads a known one', () => {
    const dir = writeContent((files) =>
      Object.assign(files, editionFiles(2026, [participantRow('sika', { sector: 'bank' })])),
    );
    const error = loadError();
    expect(error.file).toBe(path.join(dir, 'editions', '2026', 'ranking.json'));
    expect(error.problems).toEqual([
      'row 1 (ref "sika") sector: "bank" is not a sector; the known sectors are industrials (content/sectors.json), or leave it empty',
    ]);
    writeContent((files) =>
      Object.assign(files, editionFiles(2026, [participantRow('sika', { sector: 'industrials' })])),
    );
    expect(loadContent().current.byRef.get('sika')?.sector).toBe('industrials');
  });
});

describe('checkContent', () => {
  it('reports every problem in every file at once, with counts for the summary', () => {
    const dir = writeContent((files) => {
      files['site.json'] = '{ "header": ';
      const en = validMessages('en') as { pages: { jury: { intro: { pageTitle: unknown } } } };
      en.pages.jury.intro.pageTitle = '';
      files['i18n/en-GB.json'] = JSON.stringify(en);
      const rows = [
        participantRow('sika', { rankOverall: '1', rankVR: '1O' }),
        participantRow('ubs-group', { totalDS: 'x' }),
      ];
      files['editions/2026/ranking.json'] = JSON.stringify(rows);
      files['editions/2026/participants/sika.json'] = JSON.stringify(rows[0]);
      const awards = validAwards('sika') as { specialMentions: { key: string; ref: string }[] };
      awards.specialMentions.push({ key: 'value', ref: 'nestle' });
      files['editions/2026/awards.json'] = JSON.stringify(awards);
    });
    const { report, content, participantCount, editionCount, localeCount } = checkContent(dir);
    expect(content).toBeUndefined();
    expect(participantCount).toBe(2);
    expect(editionCount).toBe(1);
    expect(localeCount).toBe(2);
    const at = (name: string) => path.join(dir, name);
    expect(report.errors.map(formatProblem)).toEqual([
      `${at('i18n/en-GB.json')} pages.jury.intro.pageTitle: must be a non-empty text`,
      `${at('site.json')}: not valid JSON: Unexpected end of JSON input (line 1, column 13)`,
      `${at('editions/2026/ranking.json')} row 1 (ref "sika") rankVR: "1O" is not a rank (a whole number, * or empty)`,
      `${at('editions/2026/ranking.json')} row 2 (ref "ubs-group") totalDS: "x" is not a number`,
      `${at('editions/2026/participants/sika.json')} rankVR: "1O" is not a rank (a whole number, * or empty)`,
      `${at('editions/2026/ranking.json')} row 2 (ref "ubs-group"): no file participants/ubs-group.json`,
      `${at('editions/2026/awards.json')} specialMentions[1].ref: "nestle" is not a participant ref`,
    ]);
  });

  it('returns the content and no errors for a valid folder', () => {
    const { report, content } = checkContent(writeContent());
    expect(report.errors).toEqual([]);
    expect(content?.current.participants.map((p) => p.ref)).toEqual(['sika']);
  });

  it('refuses a content folder without editions', () => {
    const dir = writeContent((files) => {
      for (const name of Object.keys(files)) if (name.startsWith('editions/')) delete files[name];
    });
    const { report, content } = checkContent(dir);
    expect(content).toBeUndefined();
    expect(report.errors.map(formatProblem)).toContain(
      `${path.join(dir, 'editions')}: holds no edition (a folder per year, such as 2026)`,
    );
  });

  it('refuses a laudatio for someone who is not a participant of the edition', () => {
    const dir = writeContent((files) => {
      files['editions/2026/i18n/de-CH.json'] = JSON.stringify(validEditionTexts('de', { sika: validLaudatio('de') }));
      files['editions/2026/i18n/en-GB.json'] = JSON.stringify(
        validEditionTexts('en', { sika: validLaudatio('en'), nobody: validLaudatio('en') }),
      );
    });
    const errors = checkContent(dir).report.errors.map(formatProblem);
    expect(errors).toContain(
      `${path.join(dir, 'editions/2026/i18n/en-GB.json')} laudatio.nobody: "nobody" is not a participant of this edition`,
    );
    // The laudatio of a participant is fine; only the stranger is named.
    expect(errors.filter((line) => line.includes('laudatio.sika'))).toEqual([]);
  });
});

describe('checkContent: the published method and control characters', () => {
  it('names each row, field, expected and found value that breaks the method', () => {
    const dir = writeContent((files) => {
      Object.assign(
        files,
        editionFiles(2026, [
          rankedRow('sika', 1, { totalDS: '80,00', rankDS: '2' }),
          rankedRow('abb', 2, { certificate: '' }),
        ]),
      );
    });
    const ranking = path.join(dir, 'editions/2026/ranking.json');
    const awards = path.join(dir, 'editions/2026/awards.json');
    expect(checkContent(dir).report.errors.map(formatProblem)).toEqual([
      `${ranking} row 1 (ref "sika") totalDS: expected 79,00 (totalQualDS + totalCommDS + 2 × averageMedia = 31,60 + 31,60 + 2 × 7,90), found "80,00"`,
      `${ranking} row 1 (ref "sika") rankDS: expected 1 (0 ranked rows have a higher totalDS than 80,00), found "2"`,
      `${ranking} row 2 (ref "abb") certificate: expected "*" (totalVR + totalDS = 166,00 reaches the certificate threshold 140,00 (${awards} certificateThreshold)), found ""`,
    ]);
  });

  it('takes the certificate threshold from the edition’s awards.json', () => {
    const dir = writeContent((files) => {
      const awards = { ...validAwards('sika'), certificateThreshold: 170 };
      files['editions/2026/awards.json'] = JSON.stringify(awards);
    });
    // rankedRow('sika', 1): 89 + 79 = 168 points, with the certificate; 170 is not reached.
    expect(checkContent(dir).report.errors.map(formatProblem)).toEqual([
      `${path.join(dir, 'editions/2026/ranking.json')} row 1 (ref "sika") certificate: expected empty (totalVR + totalDS = 168,00 is below the certificate threshold 170,00 (${path.join(dir, 'editions/2026/awards.json')} certificateThreshold)), found "*"`,
    ]);
  });

  it('refuses control characters in a row and in any text of a content file, naming where', () => {
    const dir = writeContent((files) => {
      Object.assign(files, editionFiles(2026, [rankedRow('sika', 1, { company: 'Sika\u0000 AG\u0007' })]));
      const de = validMessages('de') as { site: { name: string } };
      de.site.name = 'Geschäftsberichte\nRating';
      files['i18n/de-CH.json'] = JSON.stringify(de);
    });
    const errors = checkContent(dir).report.errors.map(formatProblem);
    expect(errors).toEqual([
      `${path.join(dir, 'i18n/de-CH.json')} site.name: holds a control character U+000A (line feed) at 18: remove it (no control characters, line breaks or tabs in content)`,
      `${path.join(dir, 'editions/2026/ranking.json')} row 1 (ref "sika") company: holds control characters U+0000 (NUL) at 5, U+0007 (BEL) at 9: remove them (no control characters, line breaks or tabs in content)`,
    ]);
  });
});

describe('checkContent: figures in texts come from the data', () => {
  it('fills the edition’s figures into its texts and the current edition’s into the site’s pages', () => {
    const dir = writeContent((files) => {
      const abb = rankedRow('abb', 16, { rankVR: '2', rankDS: '2', rankOverall: '2' });
      Object.assign(files, editionFiles(2026, [rankedRow('sika', 1), abb, participantRow('new')]));
      const texts = validEditionTexts('en') as { pages: { home: { intro: { subTitle: string } } } };
      texts.pages.home.intro.subTitle =
        '{reports} reports, {certified, plural, one {# certificate} other {# certificates}}';
      files['editions/2026/i18n/en-GB.json'] = JSON.stringify(texts);
      const en = validMessages('en') as { pages: { criteria: { intro: { pageTitle: string } } } };
      en.pages.criteria.intro.pageTitle = 'In {year}: {threshold, number} of 200 points';
      files['i18n/en-GB.json'] = JSON.stringify(en);
    });
    const { report, content } = checkContent(dir);
    expect(report.errors).toEqual([]);
    // Three rows; sika reaches the threshold (168 ≥ 140), abb does not (138).
    expect(content?.current.texts['en-GB'].pages.home.intro.subTitle).toBe('3 reports, 1 certificate');
    expect(content?.messages['en-GB'].pages.criteria.intro.pageTitle).toBe('In 2026: 140 of 200 points');
  });

  it('refuses a text naming a figure that does not exist, and warns of a misspelt one shown as written', () => {
    const dir = writeContent((files) => {
      const texts = validEditionTexts('en') as { pages: { home: { intro: { subTitle: string; pageTitle: string } } } };
      texts.pages.home.intro.subTitle = '{reports} reports, {winners} winners';
      texts.pages.home.intro.pageTitle = 'The {report} reports';
      files['editions/2026/i18n/en-GB.json'] = JSON.stringify(texts);
    });
    const { report } = checkContent(dir);
    const file = path.join(dir, 'editions/2026/i18n/en-GB.json');
    const figures =
      'the figures are {year}, {reports}, {certified}, {threshold}, {medianTotal}, the dates {registrationDeadline}, ' +
      '{submissionDeadline}, {juryStart}, {juryEnd}, {jury}, {ceremonyDate}, {ceremonyTime}, {ceremonyPlace}, ' +
      '{embargoEnd}, {embargoEndDate}, {embargoEndTime}, {publicationDate}, {publicationTime}, ' +
      '{correctionDeadline}, {nextRegistrationDeadline}';
    expect(report.errors.map(formatProblem)).toEqual([
      `${file} pages.home.intro.subTitle: uses {winners}, which is not a figure of the edition; ${figures}`,
    ]);
    expect(report.warnings.map(formatProblem)).toContain(
      `${file} pages.home.intro.pageTitle: {report} is not a figure of the edition and is shown as written (${figures})`,
    );
  });
});

describe('checkContent: dates in texts come from dates.json', () => {
  type Texts = { pages: { home: { intro: { subTitle: string } } } };
  type Site = {
    pages: {
      contact: { intro: { pageTitle: string; subTitle: string } };
      downloads: { downloads: { year: number; downloads: { name: string; url: string }[] }[] };
    };
  };

  it('fills an edition’s dates into its texts, the current one’s into the pages, a download group’s own year’s', () => {
    const dir = writeContent((files) => {
      Object.assign(files, editionFiles(2025, [rankedRow('sika', 1)]));
      // 2025's publication moves to the 5th, its embargo with it.
      files['editions/2025/dates.json'] = JSON.stringify({
        ...validDates(2025),
        embargoEnd: '2025-12-05T06:00',
        publication: '2025-12-05T06:00',
      });
      const texts = validEditionTexts('de') as Texts;
      texts.pages.home.intro.subTitle = 'Preisverleihung am {ceremonyDate}, {ceremonyTime}';
      files['editions/2025/i18n/de-CH.json'] = JSON.stringify(texts);
      const de = validMessages('de') as Site;
      de.pages.contact.intro.subTitle = 'Sperrfrist bis {embargoEnd}; Korrekturen bis zum {correctionDeadline}';
      de.pages.contact.intro.pageTitle = 'Anmeldung bis zum {nextRegistrationDeadline}';
      de.pages.downloads.downloads = [
        { year: 2026, downloads: [{ name: 'Medienmitteilung vom {publicationDate}', url: '/a.pdf' }] },
        { year: 2025, downloads: [{ name: 'Medienmitteilung vom {publicationDate}', url: '/b.pdf' }] },
      ];
      files['i18n/de-CH.json'] = JSON.stringify(de);
      const en = validMessages('en') as Site;
      en.pages.contact.intro.subTitle = 'Embargo until {embargoEndTime} on {embargoEndDate}; jury {jury}';
      en.pages.downloads.downloads = [
        { year: 2026, downloads: [{ name: 'Press release of {publicationDate}', url: '/a.pdf' }] },
        { year: 2025, downloads: [{ name: 'Press release of {publicationDate}', url: '/b.pdf' }] },
      ];
      files['i18n/en-GB.json'] = JSON.stringify(en);
    });
    const { report, content } = checkContent(dir);
    expect(report.errors).toEqual([]);
    const de = content?.messages['de-CH'].pages;
    expect(de?.contact.intro.subTitle).toBe(
      'Sperrfrist bis 4. Dezember 2026, 6.00 Uhr; Korrekturen bis zum 31. Januar 2027',
    );
    expect(de?.contact.intro.pageTitle).toBe('Anmeldung bis zum 30. April 2027');
    expect(de?.downloads.downloads?.map((group) => group.downloads[0]?.name)).toEqual([
      'Medienmitteilung vom 4. Dezember 2026',
      'Medienmitteilung vom 5. Dezember 2025',
    ]);
    expect(content?.messages['en-GB'].pages.contact.intro.subTitle).toBe(
      'Embargo until 06:00 on 4 December 2026; jury 24 August to 18 September 2026',
    );
    expect(content?.editionsByYear.get(2025)?.texts['de-CH'].pages.home.intro.subTitle).toBe(
      'Preisverleihung am 19. November 2025, 17.30–22.30 Uhr',
    );
  });

  it('names the file and key of a text with an unknown date, or the next deadline dates.json lacks', () => {
    const dir = writeContent((files) => {
      files['editions/2026/dates.json'] = JSON.stringify({ ...validDates(2026), nextRegistrationDeadline: undefined });
      const de = validMessages('de') as Site;
      de.pages.contact.intro.subTitle = 'Öffentlich seit dem {publicatonDate}';
      de.pages.contact.intro.pageTitle = 'Anmeldung bis zum {nextRegistrationDeadline}';
      de.pages.downloads.downloads = [
        { year: 2019, downloads: [{ name: 'Medienmitteilung vom {publicationDate}', url: '/a.pdf' }] },
      ];
      files['i18n/de-CH.json'] = JSON.stringify(de);
      const en = validMessages('en') as Site;
      en.pages.downloads.downloads = [{ year: 2019, downloads: [{ name: 'Press release', url: '/a.pdf' }] }];
      files['i18n/en-GB.json'] = JSON.stringify(en);
    });
    const { report } = checkContent(dir);
    const file = path.join(dir, 'i18n/de-CH.json');
    const problems = report.errors.map(formatProblem);
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${file} pages\\.contact\\.intro\\.subTitle: uses \\{publicatonDate\\}, which is not a date of dates\\.json`,
        ),
      ),
    );
    expect(problems).toContain(
      `${file} pages.contact.intro.pageTitle: uses {nextRegistrationDeadline}, but dates.json of 2026 has no ` +
        'nextRegistrationDeadline; add it there or take the placeholder out of the text',
    );
    expect(problems).toContain(
      `${file} pages.downloads.downloads[0].downloads[0].name: names a figure or date, but 2019 is not an edition`,
    );
    // The English file names {nextRegistrationDeadline} too (the repository's contact page).
    expect(problems.filter((p) => p.includes('en-GB.json') && p.includes('nextRegistrationDeadline'))).toHaveLength(1);
  });
});

describe('checkContent: the media release and the media contact', () => {
  type ReleaseTexts = { pages: { press: { release: Record<string, unknown> } } };

  it('fills the release’s figures from the data, the median of the overall points among them', () => {
    const dir = writeContent((files) => {
      const texts = validEditionTexts('en') as ReleaseTexts;
      texts.pages.press.release.lead = '{reports} report, {certified} certified, median {medianTotal, number} points';
      files['editions/2026/i18n/en-GB.json'] = JSON.stringify(texts);
    });
    const { report, content } = checkContent(dir);
    expect(report.errors).toEqual([]);
    // One row, sika at place 1: value reporting 89, design 79 (rankedRow), certified at 140.
    expect(content?.current.texts['en-GB'].pages.press.release.lead).toBe('1 report, 1 certified, median 168 points');
  });

  it('names the file and key of a release without a title or with a PDF outside the downloads', () => {
    const dir = writeContent((files) => {
      const de = validEditionTexts('de') as ReleaseTexts;
      delete de.pages.press.release.title;
      de.pages.press.release.pdf = 'https://example.ch/release.pdf';
      files['editions/2026/i18n/de-CH.json'] = JSON.stringify(de);
    });
    const errors = checkContent(dir).report.errors.map(formatProblem);
    const de = path.join(dir, 'editions/2026/i18n/de-CH.json');
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${escapeRegExp(de)} pages\\.press\\.release\\.title: `)),
        expect.stringMatching(
          new RegExp(`^${escapeRegExp(de)} pages\\.press\\.release\\.pdf: must be a PDF in content/media/downloads/`),
        ),
      ]),
    );
  });

  it('names the key of a media contact whose e-mail or phone is not one', () => {
    const dir = writeContent((files) => {
      const en = validMessages('en') as { press: { contact: Record<string, string> } };
      en.press.contact.email = 'press office';
      en.press.contact.phone = '044 215 08 65';
      files['i18n/en-GB.json'] = JSON.stringify(en);
    });
    const errors = checkContent(dir).report.errors.map(formatProblem);
    const file = path.join(dir, 'i18n/en-GB.json');
    expect(errors).toEqual([
      `${file} press.contact.email: must be an e-mail address`,
      `${file} press.contact.phone: must be a phone number in international form, such as +41 44 215 08 60`,
    ]);
  });
});

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('checkContent with two editions', () => {
  /** 2026 (current) and 2025; sika was 3rd in every rank in 2025. */
  function twoEditions(edit: (files: Record<string, string>) => void = () => {}): string {
    return writeContent((files) => {
      Object.assign(
        files,
        editionFiles(2026, [rankedRow('sika', 1, { prevYearVR: '3' }), rankedRow('abb', 2)]),
        editionFiles(2025, [rankedRow('x1', 1), rankedRow('x2', 2), rankedRow('sika', 3)], 'sika'),
      );
      edit(files);
    });
  }

  it('reads every edition, newest first, with the one site.json names as current', () => {
    const dir = twoEditions((files) => {
      files['site.json'] = siteJson(2025);
    });
    const { report, content, participantCount, editionCount } = checkContent(dir);
    expect(report.errors).toEqual([]);
    expect(content?.editions.map((e) => e.year)).toEqual([2026, 2025]);
    expect(content?.current.year).toBe(2025);
    expect(content?.editionsByYear.get(2026)?.participants.map((p) => p.ref)).toEqual(['sika', 'abb']);
    // Rows in all editions: two in 2026, three in 2025.
    expect(participantCount).toBe(5);
    expect(editionCount).toBe(2);
  });

  it('takes the previous ranks from the edition before, and none for a company not in it', () => {
    const { content } = checkContent(twoEditions());
    const edition = content?.editionsByYear.get(2026);
    expect(edition?.previousFromEdition).toBe(true);
    expect(edition?.byRef.get('sika')).toMatchObject({ prevYearVR: 3, prevYearDS: 3, prevYearOverall: 3 });
    expect(edition?.byRef.get('abb')).toMatchObject({ prevYearVR: null, prevYearDS: null, prevYearOverall: null });
    // The oldest edition has no edition before it: the overall rank's previous value is unknown.
    expect(content?.editionsByYear.get(2025)?.byRef.get('sika')?.prevYearOverall).toBeUndefined();
  });

  it('warns when a row’s prevYear field disagrees with the edition before', () => {
    const dir = twoEditions((files) => {
      const rows = [rankedRow('sika', 1, { prevYearVR: '7' }), rankedRow('abb', 2)];
      Object.assign(files, editionFiles(2026, rows));
    });
    const { report, content } = checkContent(dir);
    expect(report.errors).toEqual([]);
    expect(report.warnings.map(formatProblem).filter((line) => line.includes('prevYear'))).toEqual([
      `${path.join(dir, 'editions/2026/ranking.json')} row 1 (ref "sika") prevYearVR: 7 differs from the 2025 edition (3); the page shows the movement from the 2025 edition`,
    ]);
    // The page shows the 2025 rank, not the row's.
    expect(content?.current.byRef.get('sika')?.prevYearVR).toBe(3);
  });

  it('refuses a currentEdition that is not an edition, naming site.json', () => {
    const dir = twoEditions((files) => {
      files['site.json'] = siteJson(2024);
    });
    const { report, content } = checkContent(dir);
    expect(content).toBeUndefined();
    expect(report.errors.map(formatProblem)).toEqual([
      `${path.join(dir, 'site.json')} currentEdition: 2024 is not an edition (content/editions/ holds 2026, 2025)`,
    ]);
  });

  it('names the edition of a file with errors by its path', () => {
    const dir = twoEditions((files) => {
      const rows = [participantRow('sika', { rankOverall: '5', rankVR: 'drei' })];
      files['editions/2025/ranking.json'] = JSON.stringify(rows);
      files['editions/2025/participants/sika.json'] = JSON.stringify(rows[0]);
    });
    const { report, content } = checkContent(dir);
    expect(content).toBeUndefined();
    const errors = report.errors.map(formatProblem);
    expect(errors).toContain(
      `${path.join(dir, 'editions/2025/ranking.json')} row 1 (ref "sika") rankVR: "drei" is not a rank (a whole number, * or empty)`,
    );
    // Nothing is blamed on the 2026 edition.
    expect(errors.filter((line) => line.includes(path.join('editions', '2026')))).toEqual([]);
  });
});

describe("the repository's content/", () => {
  const root = path.join(__dirname, '..', '..', 'content');
  const read = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(root, ...parts), 'utf8')) as unknown;

  it('loads cleanly', () => {
    process.env.CONTENT_DIR = root;
    const content = loadContent();
    expect(content.current.year).toBe((read('site.json') as { currentEdition: number }).currentEdition);
    expect(content.current.participants.length).toBeGreaterThan(0);
    expect(Object.keys(content.messages).sort()).toEqual(['de-CH', 'en-GB']);
  });

  it('has the same keys in both locales', () => {
    expect(diffKeys(read('i18n', 'de-CH.json'), read('i18n', 'en-GB.json'))).toEqual([]);
  });

  it('has the same keys in both locales of every edition’s texts', () => {
    for (const year of fs.readdirSync(path.join(root, 'editions'))) {
      const texts = (locale: string) => read('editions', year, 'i18n', `${locale}.json`);
      expect([year, diffKeys(texts('de-CH'), texts('en-GB'))]).toEqual([year, []]);
    }
  });
});
