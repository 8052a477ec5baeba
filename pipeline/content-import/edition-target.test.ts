/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { participantRow } from '../../lib/content/__fixtures__/participant';
import { editionDir } from '../../lib/content/edition-files';
import type { ParticipantRow } from '../../lib/content/participant-fields';
import { importTarget, parseEditionYear } from './edition-target';
import { ImportError } from './import-error';
import { interruptedImport, JOURNAL_NAME } from './journal';
import { runImport } from './run-import';
import { copyContent, currentYear, snapshot } from './__fixtures__/content-copy';
import { exportCsv } from './__fixtures__/export';

/**
 * content:import --edition: the import writes into the named edition's folder (by default the
 * current one) and leaves every other edition, site.json and the translations as they are; an
 * unknown year is refused with the list of editions. The content copy gets a second edition,
 * 2025, a copy of the current one.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'edition-target-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const OLD = 2025;
let copies = 0;
function twoEditions(): { root: string; current: number } {
  const root = copyContent(path.join(tmp, `content-${++copies}`));
  const current = currentYear(root);
  fs.cpSync(editionDir(root, current), editionDir(root, OLD), { recursive: true });
  return { root, current };
}

const ranking = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'ranking.json'), 'utf8')) as ParticipantRow[];

/** The files under root that changed, were added or went. */
function changedFiles(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]).sort();
}

/** An export of the edition's rows with one row changed and one participant added. */
function exportFor(dir: string): string {
  const rows = ranking(dir).map((row) => (row.ref === 'sika' ? { ...row, url: 'https://www.sika.com/ch' } : row));
  const file = path.join(tmp, `export-${copies}.csv`);
  fs.writeFileSync(
    file,
    exportCsv([...rows, participantRow('neue-ag', { company: 'Neue AG', url: 'https://www.neue.ch' })], {
      headers: 'de',
      separator: ';',
    }),
  );
  return file;
}

describe('importTarget', () => {
  it('is the current edition by default, or the edition named', () => {
    const { root, current } = twoEditions();
    expect(importTarget(root)).toEqual({ year: current, dir: editionDir(root, current) });
    expect(importTarget(root, OLD)).toEqual({ year: OLD, dir: editionDir(root, OLD) });
  });

  it('refuses a year that is not an edition, listing the editions', () => {
    const { root, current } = twoEditions();
    expect(() => importTarget(root, 2031)).toThrow(ImportError);
    expect(() => importTarget(root, 2031)).toThrow(
      `${path.join(root, 'editions')}: has no edition 2031 (the editions are: ${current}, ${OLD}); to start a new edition, use "npm run content:edition -- new 2031 FILE"`,
    );
  });

  it('says what to do when site.json names no current edition', () => {
    const { root } = twoEditions();
    fs.writeFileSync(path.join(root, 'site.json'), '{ "header": { "showGalleryLink": true } }\n');
    expect(() => importTarget(root)).toThrow(/site\.json currentEdition: is missing\n.*site\.json: .*--edition YEAR/);
    expect(importTarget(root, OLD).year).toBe(OLD);
  });

  it('reads a year from the command line', () => {
    expect(parseEditionYear('2027')).toBe(2027);
    expect([parseEditionYear('27'), parseEditionYear('2027x'), parseEditionYear(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('content:import --edition', () => {
  it('writes into the named edition only; the others, site.json and the translations are unchanged', async () => {
    const { root } = twoEditions();
    const target = importTarget(root, OLD);
    const before = snapshot(root);
    const outcome = await runImport({ file: exportFor(target.dir), contentDir: target.dir });
    expect(outcome.written).toBe(true);
    expect(outcome.plan.diff.added).toEqual(['neue-ag']);
    expect(changedFiles(before, snapshot(root))).toEqual([
      `editions/${OLD}/participants/neue-ag.json`,
      `editions/${OLD}/participants/sika.json`,
      `editions/${OLD}/ranking.json`,
    ]);
    expect(ranking(target.dir).find((row) => row.ref === 'sika')?.url).toBe('https://www.sika.com/ch');
  });

  it('writes into the current edition by default', async () => {
    const { root, current } = twoEditions();
    const target = importTarget(root);
    const before = snapshot(root);
    await runImport({ file: exportFor(target.dir), contentDir: target.dir });
    expect(changedFiles(before, snapshot(root))).toEqual([
      `editions/${current}/participants/neue-ag.json`,
      `editions/${current}/participants/sika.json`,
      `editions/${current}/ranking.json`,
    ]);
  });
});

describe('an interrupted import', () => {
  it('is found in its edition folder from the content folder (content:check) and blocks imports there', async () => {
    const { root } = twoEditions();
    expect(interruptedImport(root)).toBeUndefined();
    const journal = path.join(editionDir(root, OLD), JOURNAL_NAME);
    fs.writeFileSync(
      journal,
      JSON.stringify({ version: 1, pid: 999999999, startedAt: 'then', phase: 'committing', entries: [] }),
    );
    expect(interruptedImport(root)?.file).toBe(journal);
    expect(interruptedImport(root)?.message).toMatch(/^an earlier import was interrupted \(started then\)/);
    const dir = editionDir(root, OLD);
    await expect(runImport({ file: exportFor(dir), contentDir: dir })).rejects.toThrow(ImportError);
  });
});
