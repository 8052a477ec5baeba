/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { participantRow } from '../../lib/content/__fixtures__/participant';
import { editionDir } from '../../lib/content/edition-files';
import { formatProblem } from '../../lib/content/errors';
import { checkContent } from '../../lib/content/load';
import type { ParticipantRow } from '../../lib/content/participant-fields';
import { displayPath } from '../../lib/content/read-json';
import { nodeFileOps } from './file-ops';
import { ImportError } from './import-error';
import { runImport } from './run-import';
import { WriteFailedError } from './write-atomically';
import { copyContent, currentYear, exampleExport, snapshot } from './__fixtures__/content-copy';
import { exportCsv } from './__fixtures__/export';
import { sheetWithRows, xlsxBytes } from './__fixtures__/workbook';

/**
 * The whole import against a temporary copy of the repository's content/ (without media), into
 * its current edition's folder: the bad-input fixtures in __fixtures__/bad are each refused with
 * a clear message and nothing written; good exports land and pass the content check.
 */
const fixtures = path.join(__dirname, '__fixtures__', 'bad');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'run-import-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let copies = 0;
/** A copy of content/ (root) and its current edition's folder (dir), where the import writes. */
function contentCopy(): { root: string; dir: string } {
  const root = copyContent(path.join(tmp, `content-${++copies}`));
  return { root, dir: editionDir(root, currentYear(root)) };
}

const ranking = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'ranking.json'), 'utf8')) as ParticipantRow[];

/**
 * Runs the import, expects it refused with nothing changed anywhere in the content folder, and
 * returns its problems as printed.
 */
async function refused(options: Parameters<typeof runImport>[0]): Promise<string[]> {
  const root = path.resolve(options.contentDir, '..', '..');
  const before = snapshot(root);
  let thrown: unknown;
  try {
    await runImport(options);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ImportError);
  expect(snapshot(root)).toEqual(before);
  return (thrown as ImportError).problems
    .map(formatProblem)
    .map((line) => line.replace(displayPath(options.file), 'FILE'));
}

function writeFile(name: string, data: string | Uint8Array): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, data);
  return file;
}

describe('bad input: a clear error, nothing written', () => {
  const { dir } = contentCopy();

  it('a duplicate ref', async () => {
    expect(await refused({ file: path.join(fixtures, 'duplicate-ref.csv'), contentDir: dir })).toEqual([
      'FILE row 4 (ref "sika") ref (column B "Kürzel"): "sika" is already used by row 2',
      'FILE row 5 (ref "geberit") ref (column B "Kürzel"): "geberit" is already used by row 3',
    ]);
  });

  it('a company name holding NUL and BEL (and nothing else wrong)', async () => {
    const rows = ranking(dir);
    const index = rows.findIndex((r) => r.ref === 'sika');
    const bad = rows.map((r, i) => (i === index ? { ...r, company: 'Sika\u0000 AG\u0007' } : r));
    const file = writeFile('control.csv', exportCsv(bad, { headers: 'de', separator: ';' }));
    expect(await refused({ file, contentDir: dir })).toEqual([
      `FILE row ${index + 2} (ref "sika") company (column D "Unternehmen"): holds control characters U+0000 (NUL) at 5, U+0007 (BEL) at 9: remove them (no control characters, line breaks or tabs in content)`,
    ]);
  });

  it('a design total that does not follow the published formula, and a rank that does not follow the totals', async () => {
    const rows = ranking(dir);
    const sika = rows.findIndex((r) => r.ref === 'sika');
    const second = rows.findIndex((r) => r.rankOverall === '2');
    const bad = rows.map((r, i) =>
      i === sika ? { ...r, totalDS: '86,50' } : i === second ? { ...r, rankOverall: '3' } : r,
    );
    const file = writeFile('method.csv', exportCsv(bad, { headers: 'en', separator: ',' }));
    const row = rows[sika]!;
    const expected = (
      Number(row.totalQualDS.replace(',', '.')) +
      Number(row.totalCommDS.replace(',', '.')) +
      2 * Number(row.averageMedia.replace(',', '.'))
    )
      .toFixed(2)
      .replace('.', ',');
    expect(expected).toBe(row.totalDS);
    expect(await refused({ file, contentDir: dir })).toEqual([
      `FILE row ${sika + 2} (ref "sika") totalDS (column L "Score DS"): expected ${expected} (totalQualDS + totalCommDS + 2 × averageMedia = ${row.totalQualDS} + ${row.totalCommDS} + 2 × ${row.averageMedia}), found "86,50"`,
    ]);
    // With the design total right, the rank is the one problem left: named in the export, with the expected place.
    const onlyRank = rows.map((r, i) => (i === second ? { ...r, rankOverall: '3' } : r));
    const rankFile = writeFile('rank.csv', exportCsv(onlyRank, { headers: 'en', separator: ',' }));
    expect(await refused({ file: rankFile, contentDir: dir })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^FILE row ${second + 2} \\(ref "${rows[second]!.ref}"\\) rankOverall \\(column J "Overall rank"\\): expected 2 \\(1 ranked row has a higher totalVR \\+ totalDS than [\\d,]+\\), found "3"$`,
        ),
      ),
    ]);
  });

  it('a non-numeric rank', async () => {
    expect(await refused({ file: path.join(fixtures, 'non-numeric-rank.csv'), contentDir: dir })).toEqual([
      'FILE row 3 (ref "geberit") rankVR (column H "Rang VR"): "1O" is not a rank (a whole number, * or empty)',
      'FILE row 4 (ref "swisscom") rankOverall (column J "Rang Gesamt"): "erster" is not a rank (a whole number, * or empty)',
    ]);
  });

  it('a CSV with a missing column', async () => {
    expect(await refused({ file: path.join(fixtures, 'missing-column.csv'), contentDir: dir })).toEqual([
      'FILE header row: missing column for rankDS (header "Rang DS", "Rank DS" or "rankDS")',
    ]);
  });

  it('a file in a wrong encoding (Latin-1)', async () => {
    const [problem, ...rest] = await refused({ file: path.join(fixtures, 'latin1.csv'), contentDir: dir });
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^FILE: the file is not UTF-8 text \(probably Windows-1252 or Latin-1\): line 1 has a character that cannot be read \("ID;K.rzel;/,
    );
  });

  it('an XLSX with an extra sheet', async () => {
    const file = writeFile(
      'two-sheets.xlsx',
      await xlsxBytes((workbook) => {
        sheetWithRows([['ID', 'Kürzel']])(workbook);
        workbook.addWorksheet('Notizen');
      }),
    );
    expect(await refused({ file, contentDir: dir })).toEqual([
      'FILE: the workbook has 2 sheets ("Rangliste", "Notizen"); the import reads a workbook with exactly one sheet: delete the other sheets, or export the ranking sheet as CSV UTF-8',
    ]);
  });

  it('a truncated JSON file in the content folder (ranking.json)', async () => {
    const { root: brokenRoot, dir: broken } = contentCopy();
    fs.copyFileSync(path.join(fixtures, 'truncated-ranking.json'), path.join(broken, 'ranking.json'));
    const csv = writeFile(
      'sika.csv',
      exportCsv([ranking(dir).find((p) => p.ref === 'sika')!], { headers: 'de', separator: ';' }),
    );
    const problems = await refused({ file: csv, contentDir: broken });
    const shown = path.join(broken, 'ranking.json');
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${shown}: not valid JSON: .* \\(line \\d+, column \\d+\\)$`)),
      `${shown}: the participants missing from the export cannot be kept from it: fix it, or import with --prune to replace the whole ranking`,
    ]);
    // The content check names the same file.
    expect(checkContent(brokenRoot).report.errors.map(formatProblem)[0]).toMatch(
      new RegExp(`^${shown}: not valid JSON`),
    );
  });

  it('a file that is not there, an old .xls, an empty export', async () => {
    expect(await refused({ file: path.join(tmp, 'missing.csv'), contentDir: dir })).toEqual([
      'FILE: cannot be read (ENOENT)',
    ]);
    const xls = writeFile('old.xls', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    expect((await refused({ file: xls, contentDir: dir }))[0]).toMatch(/^FILE: an Excel 97–2003 workbook/);
    const empty = writeFile('empty.csv', exportCsv([], { headers: 'en', separator: ',' }));
    expect(await refused({ file: empty, contentDir: dir })).toEqual(['FILE: has a header row but no participant rows']);
  });

  it('an export that drops an award winner with a laudatio, with --prune', async () => {
    const withoutSika = ranking(dir).filter((p) => p.ref !== 'sika');
    const file = writeFile('without-sika.csv', exportCsv(withoutSika, { headers: 'en', separator: ',' }));
    const problems = await refused({ file, contentDir: dir, prune: true });
    expect(problems.slice(0, 3)).toEqual([
      expect.stringMatching(
        /awards\.json winnerCategories\[0\]\.winners\[0\]: "sika" is not a participant ref after this import/,
      ),
      `${path.join(dir, 'i18n', 'de-CH.json')} laudatio.sika: "sika" is not a participant after this import (not in the export, and --prune removes it): add it to the export, or remove its laudatio first`,
      `${path.join(dir, 'i18n', 'en-GB.json')} laudatio.sika: "sika" is not a participant after this import (not in the export, and --prune removes it): add it to the export, or remove its laudatio first`,
    ]);
    // Without the first place, every rank below it no longer follows the totals: named in the export.
    const ranks = problems.slice(3);
    expect(ranks.length).toBeGreaterThan(0);
    for (const line of ranks)
      expect(line).toMatch(
        /^FILE row \d+ \(ref "[a-z0-9-]+"\) rank(VR|DS|Overall) \(column [A-Z]+ "[^"]+"\): expected \d+ /,
      );
  });
});

describe('good input', () => {
  it('imports a German semicolon CSV with BOM and decimal commas; the content check passes', async () => {
    const { root, dir } = contentCopy();
    const rows = ranking(dir);
    const sika = rows.find((p) => p.ref === 'sika')!;
    // Two design criteria swapped: their total, and so every rank, stays as it is.
    const changed = { ...sika, qualDS1: sika.qualDS2, qualDS2: sika.qualDS1 };
    expect(changed.qualDS1).not.toBe(sika.qualDS1);
    // Not rated yet: no score, no rank, so the others' ranks stay.
    const added = participantRow('neue-ag', { company: 'Neue AG', pubRef: 'Neue AG', url: 'https://www.neue.ch' });
    const file = writeFile(
      'export.csv',
      exportCsv([...rows.filter((p) => p !== sika && p.ref !== 'abb-ltd'), changed, added], {
        headers: 'de',
        separator: ';',
        bom: true,
      }),
    );

    const outcome = await runImport({ file, contentDir: dir });
    expect(outcome.written).toBe(true);
    expect(outcome.description).toBe('CSV, semicolon-separated, UTF-8 with byte order mark');
    expect(outcome.plan.diff).toEqual({
      added: ['neue-ag'],
      removed: [],
      kept: ['abb-ltd'],
      changed: [
        {
          ref: 'sika',
          changes: [
            { field: 'qualDS1', from: sika.qualDS1, to: sika.qualDS2 },
            { field: 'qualDS2', from: sika.qualDS2, to: sika.qualDS1 },
          ],
        },
      ],
      unchanged: rows.length - 2,
    });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'participants', 'neue-ag.json'), 'utf8'))).toEqual(added);
    expect(ranking(dir).find((p) => p.ref === 'sika')).toEqual(changed);
    const { report, participantCount } = checkContent(root);
    expect(report.errors).toEqual([]);
    expect(participantCount).toBe(rows.length + 1);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('a dry run reports the same and writes nothing; --prune removes the missing', async () => {
    const { root, dir } = contentCopy();
    // A report ranked separately ('*' in every rank) and without the certificate: without it, every
    // other rank and certificate stays as it is.
    const apart = ranking(dir).find(
      (p) => [p.rankVR, p.rankDS, p.rankOverall].every((rank) => rank === '*') && p.certificate === '',
    )!;
    const rows = ranking(dir).filter((p) => p.ref !== apart.ref);
    const file = writeFile('pruned.csv', exportCsv(rows, { headers: 'en', separator: ',' }));
    const before = snapshot(root);
    const dry = await runImport({ file, contentDir: dir, prune: true, dryRun: true });
    expect(dry.written).toBe(false);
    expect(dry.plan.diff.removed).toEqual([apart.ref]);
    expect(snapshot(root)).toEqual(before);

    await runImport({ file, contentDir: dir, prune: true });
    expect(fs.existsSync(path.join(dir, 'participants', `${apart.ref}.json`))).toBe(false);
    expect(ranking(dir).map((p) => p.ref)).toEqual(rows.map((p) => p.ref));
    expect(checkContent(root).report.errors).toEqual([]);
  });

  it('imports an XLSX export', async () => {
    const { dir } = contentCopy();
    const rows = ranking(dir);
    const header = Object.keys(rows[0]!);
    const file = writeFile(
      'export.xlsx',
      await xlsxBytes(sheetWithRows([header, ...rows.map((r) => Object.values(r))])),
    );
    const outcome = await runImport({ file, contentDir: dir });
    expect(outcome.plan.diff.unchanged).toBe(rows.length);
    expect(outcome.plan.operations).toEqual([]);
  });

  it('round-trips the example export in docs/examples unchanged', async () => {
    const { dir } = contentCopy();
    const outcome = await runImport({
      file: exampleExport,
      contentDir: dir,
      dryRun: true,
    });
    expect(outcome.description).toBe('CSV, semicolon-separated, UTF-8 with byte order mark');
    expect(outcome.plan.diff.added).toEqual([]);
    expect(outcome.plan.diff.kept).toEqual([]);
  });

  it('leaves the content as it was when writing fails half-way', async () => {
    const { root, dir } = contentCopy();
    const rows = ranking(dir).map((p) => ({ ...p, prevYearVR: p.rankVR }));
    const file = writeFile('all-changed.csv', exportCsv(rows, { headers: 'keys', separator: ',' }));
    const before = snapshot(root);
    let renames = 0;
    const ops = {
      ...nodeFileOps,
      rename: (from: string, to: string) =>
        ++renames === 50
          ? (() => {
              throw new Error('disk full');
            })()
          : nodeFileOps.rename(from, to),
    };
    await expect(runImport({ file, contentDir: dir, ops })).rejects.toThrow(WriteFailedError);
    expect(snapshot(root)).toEqual(before);
  });
});
