/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { participant, validAwards, validMessages } from './__fixtures__/content';
import { ContentError } from './errors';
import { formatProblem } from './errors';
import { checkContent, contentDir, loadContent } from './load';
import { diffKeys } from './validate';

const tmpDirs: string[] = [];

/** Writes a valid content folder (optionally changed by `edit`) and points CONTENT_DIR at it. */
function writeContent(edit: (files: Record<string, string>) => void = () => {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  tmpDirs.push(dir);
  const sika = participant('sika', { rankOverall: '1' });
  const files: Record<string, string> = {
    'i18n/de-CH.json': JSON.stringify(validMessages('de')),
    'i18n/en-GB.json': JSON.stringify(validMessages('en')),
    'site.json': JSON.stringify({ header: { showGalleryLink: true } }),
    'awards.json': JSON.stringify(validAwards('sika')),
    'ranking.json': JSON.stringify([sika]),
    'participants/sika.json': JSON.stringify(sika),
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
    expect(content.participants.map((p) => p.ref)).toEqual(['sika']);
    expect(content.participantsByRef.get('sika')?.company).toBe('sika AG');
    expect(content.participantsByRef.get('nobody')).toBeUndefined();
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

  it('names a participant file that disagrees with the ranking', () => {
    const dir = writeContent((files) => {
      files['participants/sika.json'] = JSON.stringify(participant('sika', { rankOverall: '2' }));
    });
    const error = loadError();
    expect(error.file).toBe(path.join(dir, 'participants', 'sika.json'));
    expect(error.problems[0]).toMatch(/^rankOverall: /);
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
        participant('sika', { rankOverall: '1', rankVR: '1O' }),
        participant('ubs-group', { totalDS: 'x' }),
      ];
      files['ranking.json'] = JSON.stringify(rows);
      files['participants/sika.json'] = JSON.stringify(rows[0]);
      const awards = validAwards('sika') as { specialMentions: { key: string; ref: string }[] };
      awards.specialMentions.push({ key: 'value', ref: 'nestle' });
      files['awards.json'] = JSON.stringify(awards);
    });
    const { report, content, participantCount, localeCount } = checkContent(dir);
    expect(content).toBeUndefined();
    expect(participantCount).toBe(2);
    expect(localeCount).toBe(2);
    const at = (name: string) => path.join(dir, name);
    expect(report.errors.map(formatProblem)).toEqual([
      `${at('i18n/en-GB.json')} pages.jury.intro.pageTitle: must be a non-empty text`,
      `${at('site.json')}: not valid JSON: Unexpected end of JSON input (line 1, column 13)`,
      `${at('ranking.json')} row 1 (ref "sika") rankVR: "1O" is not a rank (a whole number, * or empty)`,
      `${at('ranking.json')} row 2 (ref "ubs-group") totalDS: "x" is not a number`,
      `${at('participants/sika.json')} rankVR: "1O" is not a rank (a whole number, * or empty)`,
      `${at('ranking.json')} row 2 (ref "ubs-group"): no file participants/ubs-group.json`,
      `${at('awards.json')} specialMentions[1].ref: "nestle" is not a participant ref`,
    ]);
  });

  it('returns the content and no errors for a valid folder', () => {
    const { report, content } = checkContent(writeContent());
    expect(report.errors).toEqual([]);
    expect(content?.participants.map((p) => p.ref)).toEqual(['sika']);
  });
});

describe("the repository's content/", () => {
  const root = path.join(__dirname, '..', '..', 'content');

  it('loads cleanly', () => {
    process.env.CONTENT_DIR = root;
    const content = loadContent();
    expect(content.participants.length).toBeGreaterThan(0);
    expect(Object.keys(content.messages).sort()).toEqual(['de-CH', 'en-GB']);
  });

  it('has the same keys in both locales', () => {
    const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, 'i18n', `${locale}.json`), 'utf8'));
    expect(diffKeys(read('de-CH'), read('en-GB'))).toEqual([]);
  });
});
