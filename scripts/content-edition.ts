/**
 * npm run content:edition -- new YEAR FILE [--threshold POINTS] [--content DIR]
 * npm run content:edition -- current YEAR [--content DIR]
 *
 * new: creates content/editions/YEAR/ from the export (pipeline/content-edition/new-edition.ts);
 * current: makes YEAR the current edition when the content check passes with it
 * (pipeline/content-edition/set-current.ts). Neither deletes anything. docs/content.md, "The yearly
 * routine", explains the steps.
 */
import './env';
import path from 'node:path';
import { fail, failWithProblems, printExportNotes, printProblems, readCommandLine } from './command-line';
import { plural } from '../lib/content/errors';
import { contentDir } from '../lib/content/load';
import { displayPath } from '../lib/content/read-json';
import { createEdition, editionCheck } from '../pipeline/content-edition/new-edition';
import { setCurrentEdition } from '../pipeline/content-edition/set-current';
import { parseEditionYear } from '../pipeline/content-import/edition-target';
import { EditionError, ProblemsError } from '../pipeline/content-import/import-error';

const usage = [
  'usage: npm run content:edition -- new YEAR FILE [--threshold POINTS] [--content DIR]',
  '       npm run content:edition -- current YEAR [--content DIR]',
].join('\n');

const args = readCommandLine({ content: { type: 'string' }, threshold: { type: 'string' } }, usage);
// The certificate threshold of the new edition, points out of 200 ("140.8" or "140,8").
const thresholdText = args.values.threshold;
const threshold = thresholdText === undefined ? undefined : Number(thresholdText.trim().replace(',', '.'));
if (threshold !== undefined && (!/^\s*\d+(?:[.,]\d+)?\s*$/.test(thresholdText ?? '') || threshold > 200))
  fail(`--threshold must be the certificate threshold in points, from 0 to 200 (such as 140.8)\n${usage}`);

const root = args.values.content ? path.resolve(args.values.content) : contentDir();
const shown = (dir: string) => displayPath(dir) || dir;
const [command, yearText, ...rest] = args.positionals;
const year = parseEditionYear(yearText);
if (year === undefined) fail(usage);

function refused(error: unknown, what: string): never {
  if (error instanceof ProblemsError) failWithProblems(error.problems, what);
  fail(`${what}: ${(error as Error).message}`);
}

async function newEdition(year: number, file: string): Promise<void> {
  const outcome = await createEdition({
    contentDir: root,
    year,
    file: path.resolve(file),
    certificateThreshold: threshold,
  }).catch((error: unknown) => refused(error, `Edition ${year} not created`));
  const dir = shown(outcome.dir);
  console.log(
    `Read ${displayPath(path.resolve(file))}: ${outcome.description}; ${outcome.rows.length} participant rows.`,
  );
  printExportNotes(outcome);
  const { sourceYear } = outcome;
  console.log(
    [
      `Created ${dir} (site.json and the other editions are unchanged; ${sourceYear} is still the current edition):`,
      `  ranking.json and participants/: ${plural(outcome.rows.length, 'participant')}`,
      `  awards.json: no winners yet; ${threshold === undefined ? 'no certificate threshold yet (--threshold)' : `certificate threshold ${threshold}`}`,
      `  i18n/de-CH.json, i18n/en-GB.json: the ${sourceYear} edition's texts, ${sourceYear} replaced by ${year}, no laudatios`,
    ].join('\n'),
  );
  const { errors } = editionCheck(root, year);
  if (errors.length) {
    console.log(`\nTo fill in (content:check, the build and content:edition current refuse the edition until then):`);
    printProblems(errors, (line) => console.log(line), '  ');
  }
  console.log(
    [
      `\nNext: name the jury's winners and special mentions in awards.json (participant refs)${threshold === undefined ? ' and set its certificateThreshold' : ''}; read the texts in`,
      `${dir}/i18n/ through (figures come from the data: {reports}, {certified}, {threshold}) and add the laudatios; npm run content:check;`,
      `preview with npm start; then make it current: npm run content:edition -- current ${year}`,
    ].join('\n'),
  );
}

function currentEdition(year: number): void {
  const site = shown(path.join(root, 'site.json'));
  let outcome: ReturnType<typeof setCurrentEdition>;
  try {
    outcome = setCurrentEdition({ contentDir: root, year });
  } catch (error) {
    const what = `${year} was not made current`;
    if (error instanceof EditionError) failWithProblems(error.problems, what, `${site} is unchanged`);
    refused(error, what);
  }
  if (!outcome.changed) {
    console.log(`${year} is the current edition already (${site}); nothing to change.`);
    return;
  }
  printProblems(outcome.warnings, (line) => console.log(line), 'warning: ');
  const previous = typeof outcome.previous === 'number' ? outcome.previous : undefined;
  console.log(
    `${year} is now the current edition${previous ? ` (it was ${previous})` : ''}: ${site}. Rebuild and deploy (npm run build)${previous ? `; the ${previous} edition stays online under /${previous}/` : ''}.`,
  );
}

if (command === 'new' && rest.length === 1) void newEdition(year, rest[0]!);
else if (command === 'current' && rest.length === 0) currentEdition(year);
else fail(usage);
