/** @jest-environment node */
import { validDates, emptyDatesProblems } from '../../lib/content/__fixtures__/dates';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editionDir } from '../../lib/content/edition-files';
import { formatProblem } from '../../lib/content/errors';
import { checkContent } from '../../lib/content/load';
import { copyContent, currentYear, exampleExport, snapshot } from '../content-import/__fixtures__/content-copy';
import { nodeFileOps } from '../content-import/file-ops';
import { WriteFailedError } from '../content-import/write-atomically';
import { EditionError } from '../content-import/import-error';
import { createEdition } from './new-edition';
import { setCurrentEdition } from './set-current';

/**
 * content:edition current against temporary copies of the repository's content/ with a new
 * edition made by content:edition new: refused, with the content check's problems and site.json
 * byte for byte as it was, until that edition passes; then site.json names it, keeping its other
 * keys and format.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'set-current-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const YEAR = 2027;
let copies = 0;

/** A content copy with a new edition YEAR whose awards.json and dates.json are still to fill in. */
async function withNewEdition(): Promise<string> {
  const root = copyContent(path.join(tmp, `content-${++copies}`));
  await createEdition({ contentDir: root, year: YEAR, file: exampleExport });
  return root;
}

/** The editors' work: the new edition's ranking is the current one's, so its winners will do; and its dates. */
function fillIn(root: string): void {
  fs.copyFileSync(
    path.join(editionDir(root, currentYear(root)), 'awards.json'),
    path.join(editionDir(root, YEAR), 'awards.json'),
  );
  fs.writeFileSync(path.join(editionDir(root, YEAR), 'dates.json'), JSON.stringify(validDates(YEAR)));
}

const checkViews = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('content-edition-'));

/** Runs content:edition current, expects `error`, and checks that nothing changed. */
function refused(root: string, year: number, error: new (...args: never[]) => Error = EditionError): Error {
  const before = snapshot(root);
  const views = checkViews();
  let thrown: unknown;
  try {
    setCurrentEdition({ contentDir: root, year });
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(error);
  expect(snapshot(root)).toEqual(before);
  expect(checkViews()).toEqual(views);
  return thrown as Error;
}

describe('content:edition current', () => {
  it('refuses an edition with errors, naming them in the content folder, and leaves site.json byte-identical', async () => {
    const root = await withNewEdition();
    const error = refused(root, YEAR) as EditionError;
    const awardsFile = path.join(editionDir(root, YEAR), 'awards.json');
    expect(error.problems.map(formatProblem)).toEqual([
      `${awardsFile} winnerCategories[0].winners: needs at least one winner`,
      `${awardsFile} winnerCategories[1].winners: needs at least one winner`,
      `${awardsFile} winnerCategories[2].winners: needs at least one winner`,
      `${awardsFile} winnerCategories[3].winners: needs at least one winner`,
      `${awardsFile} specialMentions[0].ref: must be a participant ref (a URL-safe slug)`,
      `${awardsFile} specialMentions[1].ref: must be a participant ref (a URL-safe slug)`,
      `${awardsFile} specialMentions[2].ref: must be a participant ref (a URL-safe slug)`,
      `${awardsFile} certificateThreshold: is missing`,
      ...emptyDatesProblems(path.join(editionDir(root, YEAR), 'dates.json')),
    ]);
  });

  it('refuses while another edition has errors: the whole content must pass with the new current edition', async () => {
    const root = await withNewEdition();
    fillIn(root);
    const ranking = path.join(editionDir(root, currentYear(root)), 'ranking.json');
    fs.writeFileSync(ranking, fs.readFileSync(ranking, 'utf8').replace('"rankVR": "1"', '"rankVR": "1O"'));
    const error = refused(root, YEAR) as EditionError;
    expect(error.problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${ranking} row \\d+ \\(ref "[a-z0-9-]+"\\) rankVR: "1O" is not a rank`)),
      expect.stringMatching(/rankVR: "1" differs from .*ranking\.json row \d+ \("1O"\)$/),
    ]);
  });

  it('refuses a year that is not an edition, listing the editions', async () => {
    const root = await withNewEdition();
    const error = refused(root, 2031);
    expect(error.message).toBe(
      `${path.join(root, 'editions')}: has no edition 2031 (the editions are: ${YEAR}, ${currentYear(root)}); to start a new edition, use "npm run content:edition -- new 2031 FILE"`,
    );
  });

  it('makes a valid edition current: site.json keeps its other keys and its format', async () => {
    const root = await withNewEdition();
    fillIn(root);
    const siteFile = path.join(root, 'site.json');
    const site = fs.readFileSync(siteFile, 'utf8');
    const previous = currentYear(root);
    const before = snapshot(root);

    const outcome = setCurrentEdition({ contentDir: root, year: YEAR });
    expect(outcome).toMatchObject({ previous, changed: true });
    expect(fs.readFileSync(siteFile, 'utf8')).toBe(
      site.replace(`"currentEdition": ${previous},`, `"currentEdition": ${YEAR},`),
    );
    expect(fs.readFileSync(siteFile, 'utf8')).not.toBe(site);
    const after = snapshot(root);
    expect({ ...after, 'site.json': '' }).toEqual({ ...before, 'site.json': '' });

    const { report, content } = checkContent(root);
    expect(report.errors).toEqual([]);
    expect(content?.current.year).toBe(YEAR);
    expect(content?.editions.map((e) => e.year)).toEqual([YEAR, previous]);

    // Again: already current, nothing written.
    expect(setCurrentEdition({ contentDir: root, year: YEAR })).toMatchObject({ changed: false });
    expect(snapshot(root)).toEqual(after);
  });

  it('leaves site.json as it was when replacing it fails', async () => {
    const root = await withNewEdition();
    fillIn(root);
    const before = snapshot(root);
    const ops = {
      ...nodeFileOps,
      rename: () => {
        throw new Error('EBUSY: resource busy');
      },
    };
    expect(() => setCurrentEdition({ contentDir: root, year: YEAR, ops })).toThrow(WriteFailedError);
    expect(snapshot(root)).toEqual(before);
  });
});
