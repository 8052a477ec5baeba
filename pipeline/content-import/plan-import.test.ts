/** @jest-environment node */
import path from 'node:path';
import { validAwards } from '../../lib/content/__fixtures__/content';
import { participantRow } from '../../lib/content/__fixtures__/participant';
import { formatProblem } from '../../lib/content/errors';
import type { Awards } from '../../lib/content/awards-schema';
import type { ParticipantRow } from '../../lib/content/participant-schema';
import type { ExistingContent } from './existing-content';
import { jsonText, planImport } from './plan-import';

const DIR = '/content';
const sika = participantRow('sika', { company: 'Sika AG', rankVR: '1', totalVR: '80,00' });
const ubs = participantRow('ubs-group', { company: 'UBS Group AG' });
const abb = participantRow('abb-ltd', { company: 'ABB Ltd' });

/** A content folder as the import finds it: these rows in ranking.json and one file each. */
function existing(rows: ParticipantRow[], edit: (c: ExistingContent) => void = () => {}): ExistingContent {
  const content: ExistingContent = {
    dir: DIR,
    rankingFile: `${DIR}/ranking.json`,
    rows,
    rankingText: jsonText(rows),
    files: new Map(rows.map((r) => [r.ref, jsonText(r)])),
    awards: validAwards('sika') as Awards,
    problems: { ranking: [], awards: [] },
  };
  edit(content);
  return content;
}

const targets = (plan: ReturnType<typeof planImport>) =>
  plan.operations.map((op) => `${op.kind} ${path.relative(DIR, op.file)}`);

describe('planImport', () => {
  it('adds, changes and keeps, in company order, writing only what changes and ranking.json last', () => {
    const changedSika = { ...sika, totalVR: '87,5' };
    const geberit = participantRow('geberit', { company: 'Geberit AG' });
    const plan = planImport(existing([sika, ubs, abb]), [changedSika, geberit, ubs], { prune: false });
    expect(plan.problems).toEqual([]);
    expect(plan.diff).toEqual({
      added: ['geberit'],
      removed: [],
      kept: ['abb-ltd'],
      changed: [
        {
          ref: 'sika',
          changes: [{ field: 'totalVR', from: '80,00', to: '87,5' }],
        },
      ],
      unchanged: 1,
    });
    expect(plan.rows.map((r) => r.ref)).toEqual(['abb-ltd', 'geberit', 'sika', 'ubs-group']);
    expect(targets(plan)).toEqual([
      'write participants/geberit.json',
      'write participants/sika.json',
      'write ranking.json',
    ]);
    const ranking = plan.operations.at(-1)!;
    expect(ranking.kind === 'write' && JSON.parse(ranking.content)).toEqual([abb, geberit, changedSika, ubs]);
  });

  it('removes the participants missing from the export, and their files, only with prune', () => {
    const plan = planImport(existing([sika, ubs, abb]), [sika, ubs], { prune: true });
    expect(plan.problems).toEqual([]);
    expect(plan.diff.removed).toEqual(['abb-ltd']);
    expect(plan.diff.kept).toEqual([]);
    expect(targets(plan)).toEqual(['delete participants/abb-ltd.json', 'write ranking.json']);
  });

  it('writes nothing when the export equals the content', () => {
    const plan = planImport(existing([sika, ubs]), [ubs, sika], { prune: true });
    expect(plan.operations).toEqual([]);
    expect(plan.diff.unchanged).toBe(2);
  });

  it('rewrites a participant file that disagrees with its row', () => {
    const plan = planImport(
      existing([sika, ubs], (c) => c.files.set('sika', jsonText({ ...sika, rankVR: '9' }))),
      [sika, ubs],
      { prune: false },
    );
    expect(targets(plan)).toEqual(['write participants/sika.json']);
  });

  it('refuses when an award ref would be gone, naming each', () => {
    const awards = validAwards('sika') as Awards;
    awards.specialMentions.push({ key: 'value', ref: 'ubs-group' });
    const plan = planImport(
      existing([sika, ubs], (c) => (c.awards = awards)),
      [ubs],
      { prune: true },
    );
    expect(plan.problems.map(formatProblem)).toEqual([
      ...[
        'winnerCategories[0].winners[0]',
        'winnerCategories[1].winners[0]',
        'winnerCategories[2].winners[0]',
        'winnerCategories[3].winners[0]',
        'specialMentions[0].ref',
      ].map(
        (at) =>
          `${DIR}/awards.json ${at}: "sika" is not a participant ref after this import (not in the export, and --prune removes it): add it to the export, or change awards.json first`,
      ),
    ]);
  });

  it("refuses when a laudatio in the edition's texts would name a participant that is gone", () => {
    const withLaudatio = (c: ExistingContent) => {
      c.awards = validAwards('ubs-group') as Awards;
      c.laudatioRefs = [
        { file: `${DIR}/i18n/de-CH.json`, refs: ['ubs-group', 'sika'] },
        { file: `${DIR}/i18n/en-GB.json`, refs: ['ubs-group', 'sika'] },
      ];
    };
    expect(planImport(existing([sika, ubs], withLaudatio), [ubs], { prune: false }).problems).toEqual([]);
    const plan = planImport(existing([sika, ubs], withLaudatio), [ubs], { prune: true });
    expect(plan.problems.map(formatProblem)).toEqual(
      ['de-CH', 'en-GB'].map(
        (locale) =>
          `${DIR}/i18n/${locale}.json laudatio.sika: "sika" is not a participant after this import (not in the export, and --prune removes it): add it to the export, or remove its laudatio first`,
      ),
    );
  });

  it('refuses to keep rows it cannot read: an unreadable ranking.json without prune', () => {
    const broken = existing([sika], (c) => {
      c.rows = undefined;
      c.rankingText = '[\n  {\n';
      c.problems.ranking = [
        { file: c.rankingFile, at: '', message: 'not valid JSON: Unexpected end of JSON input (line 9, column 3)' },
      ];
    });
    expect(planImport(broken, [sika], { prune: false }).problems.map(formatProblem)).toEqual([
      `${DIR}/ranking.json: not valid JSON: Unexpected end of JSON input (line 9, column 3)`,
      `${DIR}/ranking.json: the participants missing from the export cannot be kept from it: fix it, or import with --prune to replace the whole ranking`,
    ]);
    const pruned = planImport(broken, [sika], { prune: true });
    expect(pruned.problems).toEqual([]);
    expect(targets(pruned)).toEqual(['write ranking.json']);
  });

  it('refuses to keep an invalid row, and a file without a row, unless pruning', () => {
    const bad = { ...abb, rankVR: 'x' };
    const content = existing([sika, bad], (c) => c.files.set('orphan', jsonText(participantRow('orphan'))));
    expect(planImport(content, [sika], { prune: false }).problems.map(formatProblem)).toEqual([
      `${DIR}/ranking.json row 2 (ref "abb-ltd") rankVR: "x" is not a rank (a whole number, * or empty) (not in the export, so it is kept: fix the row, or import with --prune to remove it)`,
      `${DIR}/participants/orphan.json: has no row in ${DIR}/ranking.json and is not in the export: delete it, or import with --prune`,
    ]);
    const pruned = planImport(content, [sika], { prune: true });
    expect(pruned.problems).toEqual([]);
    expect(pruned.diff.removed).toEqual(['abb-ltd', 'orphan']);
    expect(targets(pruned)).toEqual([
      'delete participants/abb-ltd.json',
      'delete participants/orphan.json',
      'write ranking.json',
    ]);
  });

  it('refuses when awards.json cannot be read', () => {
    const content = existing([sika], (c) => {
      c.awards = undefined;
      c.problems.awards = [{ file: `${DIR}/awards.json`, at: '', message: 'cannot be read (missing?)' }];
    });
    expect(planImport(content, [sika], { prune: false }).problems.map(formatProblem)).toEqual([
      `${DIR}/awards.json: cannot be read (missing?)`,
    ]);
  });
});
