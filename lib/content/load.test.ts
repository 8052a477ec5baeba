/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validAwards, validEditionTexts, validLaudatio, validMessages } from './__fixtures__/content';
import { participantRow } from './__fixtures__/participant';
import { ContentError } from './errors';
import { formatProblem } from './errors';
import { checkContent, contentDir, loadContent } from './load';
import type { ParticipantRow } from './participant-fields';
import { diffKeys } from './validate';

const tmpDirs: string[] = [];

/** The files of one edition, content/editions/{year}/: its rows, one file per row, awards and texts. */
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
    ...editionFiles(2026, [participantRow('sika', { rankOverall: '1' })]),
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
        editionFiles(2026, [
          participantRow('sika', { rankOverall: '1', rankVR: '999', totalVR: '80,5', certificate: '*' }),
        ]),
      );
    });
    const sika = loadContent().current.byRef.get('sika');
    expect(sika).toMatchObject({ rankOverall: 1, rankVR: null, totalVR: 80.5, certificate: true });
    // The rows as written stay available for the spec's /assets/ outputs.
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
      files['editions/2026/participants/sika.json'] = JSON.stringify(participantRow('sika', { rankOverall: '2' }));
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

describe('checkContent with two editions', () => {
  /** 2026 (current) and 2025; sika was 3rd in value reporting and 5th overall in 2025. */
  function twoEditions(edit: (files: Record<string, string>) => void = () => {}): string {
    return writeContent((files) => {
      Object.assign(
        files,
        editionFiles(2026, [
          participantRow('sika', { rankOverall: '1', rankVR: '2', prevYearVR: '3' }),
          participantRow('abb', { rankOverall: '2' }),
        ]),
        editionFiles(2025, [participantRow('sika', { rankOverall: '5', rankVR: '3', rankDS: '4' })]),
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
    // Rows in all editions: two in 2026, one in 2025.
    expect(participantCount).toBe(3);
    expect(editionCount).toBe(2);
  });

  it('takes the previous ranks from the edition before, and none for a company not in it', () => {
    const { content } = checkContent(twoEditions());
    const edition = content?.editionsByYear.get(2026);
    expect(edition?.previousFromEdition).toBe(true);
    expect(edition?.byRef.get('sika')).toMatchObject({ prevYearVR: 3, prevYearDS: 4, prevYearOverall: 5 });
    expect(edition?.byRef.get('abb')).toMatchObject({ prevYearVR: null, prevYearDS: null, prevYearOverall: null });
    // The oldest edition has no edition before it: the overall rank's previous value is unknown.
    expect(content?.editionsByYear.get(2025)?.byRef.get('sika')?.prevYearOverall).toBeUndefined();
  });

  it('warns when a row’s prevYear field disagrees with the edition before', () => {
    const dir = twoEditions((files) => {
      const rows = [
        participantRow('sika', { rankOverall: '1', rankVR: '2', prevYearVR: '7' }),
        participantRow('abb', { rankOverall: '2' }),
      ];
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
