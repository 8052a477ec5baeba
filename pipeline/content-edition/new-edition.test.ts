/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editionDir, editionYears } from '../../lib/content/edition-files';
import { formatProblem } from '../../lib/content/errors';
import { checkContent } from '../../lib/content/load';
import type { ParticipantRow } from '../../lib/content/participant-fields';
import { copyContent, currentYear, exampleExport, snapshot } from '../content-import/__fixtures__/content-copy';
import { EditionError, ImportError } from '../content-import/import-error';
import { WriteFailedError } from '../content-import/write-atomically';
import { emptyDatesProblems } from '../../lib/content/__fixtures__/dates';
import {
  createEdition,
  editionCheck,
  emptyAwards,
  emptyDates,
  nodeEditionOps,
  replaceYear,
  type EditionOps,
} from './new-edition';

/**
 * content:edition new against temporary copies of the repository's content/: the new folder
 * holds the export's rows, an awards.json to fill in and the copied texts, and the content check
 * names exactly the awards to fill in; a refused or failed run leaves the content folder as it
 * was, without a folder or a temporary file.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-edition-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let copies = 0;
const contentCopy = () => copyContent(path.join(tmp, `content-${++copies}`));
const readJsonFile = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
const YEAR = 2027;

/** Runs content:edition new, expects it to fail with `error`, and checks that nothing changed. */
async function failsWithoutTrace(
  root: string,
  options: Partial<Parameters<typeof createEdition>[0]>,
  error: new (...args: never[]) => Error,
): Promise<Error> {
  const before = snapshot(root);
  const editionsBefore = fs.readdirSync(path.join(root, 'editions')).sort();
  let thrown: unknown;
  try {
    await createEdition({ contentDir: root, year: YEAR, file: exampleExport, ...options });
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(error);
  expect(snapshot(root)).toEqual(before);
  // No folder, not even an empty or hidden one.
  expect(fs.readdirSync(path.join(root, 'editions')).sort()).toEqual(editionsBefore);
  return thrown as Error;
}

describe('content:edition new', () => {
  it('creates the edition folder: the export rows, awards.json and dates.json to fill in, the texts with the year replaced', async () => {
    const root = contentCopy();
    const source = currentYear(root);
    const before = snapshot(root);
    const outcome = await createEdition({ contentDir: root, year: YEAR, file: exampleExport });

    const dir = editionDir(root, YEAR);
    expect(outcome.dir).toBe(dir);
    expect(outcome.sourceYear).toBe(source);
    expect(editionYears(root)).toEqual([YEAR, source]);
    // Nothing else changed: site.json, the translations and the other edition are byte for byte as before.
    const after = snapshot(root);
    expect(Object.fromEntries(Object.entries(after).filter(([file]) => !file.startsWith(`editions/${YEAR}/`)))).toEqual(
      before,
    );
    expect(fs.readdirSync(path.join(root, 'editions')).sort()).toEqual([String(source), String(YEAR)]);

    // The rows: the example export is the current edition's ranking, so the new one equals it.
    const rows = readJsonFile(path.join(dir, 'ranking.json')) as ParticipantRow[];
    expect(rows).toEqual(readJsonFile(path.join(editionDir(root, source), 'ranking.json')));
    expect(rows.length).toBeGreaterThan(100);
    expect(
      Object.keys(after)
        .filter((file) => file.startsWith(`editions/${YEAR}/`))
        .sort(),
    ).toEqual(
      [
        'awards.json',
        'dates.json',
        'i18n/de-CH.json',
        'i18n/en-GB.json',
        'ranking.json',
        ...rows.map((row) => `participants/${row.ref}.json`),
      ]
        .map((file) => `editions/${YEAR}/${file}`)
        .sort(),
    );
    for (const row of rows) expect(readJsonFile(path.join(dir, 'participants', `${row.ref}.json`))).toEqual(row);

    expect(readJsonFile(path.join(dir, 'awards.json'))).toEqual(emptyAwards());
    expect(readJsonFile(path.join(dir, 'dates.json'))).toEqual(emptyDates('Kongresshaus Zürich'));

    for (const locale of ['de-CH', 'en-GB']) {
      const old = readJsonFile(path.join(editionDir(root, source), 'i18n', `${locale}.json`)) as Record<
        string,
        unknown
      >;
      const texts = fs.readFileSync(path.join(dir, 'i18n', `${locale}.json`), 'utf8');
      // The media release is copied without its PDF: the new edition has none yet.
      const expected = replaceYear({ ...old, laudatio: {} }, source, YEAR) as {
        pages: { press: { release: Record<string, unknown> } };
      };
      delete expected.pages.press.release.pdf;
      expect(JSON.parse(texts)).toEqual(expected);
      expect(JSON.parse(texts).pages.press.release.title).toBeTruthy();
      expect(texts).not.toContain(String(source));
      expect(texts.endsWith('}\n')).toBe(true);
    }
    expect(
      (readJsonFile(path.join(dir, 'i18n', 'de-CH.json')) as { pages: { home: { seo: { title: string } } } }).pages.home
        .seo.title,
    ).toContain(String(YEAR));

    // The content check: the rows and texts pass; what is left is exactly the awards and dates to fill in.
    const { report } = checkContent(root);
    const awardsFile = path.join(dir, 'awards.json');
    expect(report.errors.map(formatProblem)).toEqual([
      `${awardsFile} winnerCategories[0].winners: needs at least one winner`,
      `${awardsFile} winnerCategories[1].winners: needs at least one winner`,
      `${awardsFile} winnerCategories[2].winners: needs at least one winner`,
      `${awardsFile} winnerCategories[3].winners: needs at least one winner`,
      `${awardsFile} specialMentions[0].ref: must be a participant ref (a URL-safe slug)`,
      `${awardsFile} specialMentions[1].ref: must be a participant ref (a URL-safe slug)`,
      `${awardsFile} specialMentions[2].ref: must be a participant ref (a URL-safe slug)`,
      `${awardsFile} certificateThreshold: is missing`,
      ...emptyDatesProblems(path.join(dir, 'dates.json')),
    ]);
    expect(editionCheck(root, YEAR).errors).toEqual(report.errors);
  });

  it('refuses a year that has a folder, and writes nothing', async () => {
    const root = contentCopy();
    const error = await failsWithoutTrace(root, { year: currentYear(root) }, EditionError);
    expect(error.message).toBe(
      `${editionDir(root, currentYear(root))}: already exists; content:edition new never replaces an edition (to replace its ranking: npm run content:import -- FILE --edition ${currentYear(root)})`,
    );
  });

  it('refuses a bad export, naming every bad row, and writes nothing', async () => {
    const root = contentCopy();
    const file = path.resolve(__dirname, '..', 'content-import', '__fixtures__', 'bad', 'duplicate-ref.csv');
    const error = (await failsWithoutTrace(root, { file }, ImportError)) as ImportError;
    expect(error.problems.map((p) => `${p.at}: ${p.message}`)).toEqual([
      'row 4 (ref "sika") ref (column B "Kürzel"): "sika" is already used by row 2',
      'row 5 (ref "geberit") ref (column B "Kürzel"): "geberit" is already used by row 3',
    ]);
  });

  it('checks the certificates against --threshold and writes it into awards.json', async () => {
    const root = contentCopy();
    const source = readJsonFile(path.join(editionDir(root, currentYear(root)), 'awards.json')) as {
      certificateThreshold: number;
    };
    // The example export is the current edition's ranking: its certificates follow that edition's threshold.
    await createEdition({
      contentDir: root,
      year: YEAR,
      file: exampleExport,
      certificateThreshold: source.certificateThreshold,
    });
    const awards = readJsonFile(path.join(editionDir(root, YEAR), 'awards.json'));
    expect(awards).toEqual(emptyAwards(source.certificateThreshold));
    expect(awards).toMatchObject({ certificateThreshold: source.certificateThreshold });
    expect(
      checkContent(root)
        .report.errors.map(formatProblem)
        .filter((line) => line.includes('certificate')),
    ).toEqual([]);
  });

  it('refuses an export whose certificates do not follow --threshold, naming each row in the export', async () => {
    const root = contentCopy();
    const rows = readJsonFile(path.join(editionDir(root, currentYear(root)), 'ranking.json')) as ParticipantRow[];
    const overall = (row: ParticipantRow) =>
      Number(row.totalVR.replace(',', '.')) + Number(row.totalDS.replace(',', '.'));
    // A threshold of 200 points: nobody reaches it, so every certificate of the export is one too many.
    const certified = rows.filter((row) => row.certificate === '*');
    expect(certified.length).toBeGreaterThan(0);
    const error = (await failsWithoutTrace(root, { certificateThreshold: 200 }, ImportError)) as ImportError;
    expect(error.problems).toHaveLength(certified.length);
    const first = certified[0]!;
    const line = rows.indexOf(first) + 2; // the header is row 1
    expect(error.problems[0]).toEqual({
      file: path.relative(process.cwd(), exampleExport),
      at: `row ${line} (ref "${first.ref}") certificate (column AC "Zertifikat")`,
      message: `expected empty (totalVR + totalDS = ${overall(first).toFixed(2).replace('.', ',')} is below the certificate threshold 200,00 (the --threshold given)), found "*"`,
    });
  });

  it('leaves no folder and no file behind when writing fails half-way', async () => {
    const root = contentCopy();
    let writes = 0;
    const ops: EditionOps = {
      ...nodeEditionOps,
      writeFile: (file, content) => {
        if (++writes === 50) throw new Error('disk full');
        nodeEditionOps.writeFile(file, content);
      },
    };
    const error = await failsWithoutTrace(root, { ops }, WriteFailedError);
    expect(writes).toBe(50);
    expect(error.message).toBe('writing the new files failed: disk full. Nothing was created.');
  });

  it('leaves no folder behind when moving it into place fails', async () => {
    const root = contentCopy();
    const ops: EditionOps = {
      ...nodeEditionOps,
      rename: () => {
        throw new Error('EACCES: permission denied');
      },
    };
    const error = await failsWithoutTrace(root, { ops }, WriteFailedError);
    expect(error.message).toBe('moving the folder into place failed: EACCES: permission denied. Nothing was created.');
  });
});

describe('replaceYear', () => {
  it('replaces the year in every text, not in keys or longer numbers', () => {
    expect(
      replaceYear({ '2026': 'Ausgabe 2026', list: ['2026er', 'x20261', 12026, { t: '(2026)' }], n: 2026 }, 2026, 2027),
    ).toEqual({ '2026': 'Ausgabe 2027', list: ['2027er', 'x20261', 12026, { t: '(2027)' }], n: 2026 });
  });
});
