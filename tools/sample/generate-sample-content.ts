/**
 * npm run content:sample — writes the SAMPLE editions (real company names, invented results) to
 * content/editions/{year}/ (or under CONTENT_DIR): each edition's ranking.json and one file per
 * participant in participants/, and for the editions before the latest (2026) also awards.json
 * and i18n/{de-CH,en-GB}.json. The latest edition's awards and texts are hand-written and left
 * alone, except the awards' certificateThreshold, which the rows' certificates follow. An edition
 * without dates.json gets the programme's usual dates (edition-dates.ts). Deterministic (seeded), so the output only changes when the scripts do; what is written
 * comes from sample-editions.ts.
 *
 * Options: --count N (participants of the latest edition; default: every sample company, 199;
 * more repeats names with a suffix, for load tests), --editions N (default 5: the N editions
 * ending with 2026), --out DIR (default: the content folder).
 */
import { sampleDates } from './edition-dates';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatAwards } from './edition-awards';
import { defaultOptions, sampleEditions, type SampleEdition } from './sample-editions';
import type { Awards } from '../../lib/content/awards-schema';
import { editionDir, editionYears } from '../../lib/content/edition-files';

const usage = 'usage: npm run content:sample -- [--count N] [--editions N] [--out DIR]';
let options: { count?: string; editions?: string; out?: string };
try {
  ({ values: options } = parseArgs({
    options: { count: { type: 'string' }, editions: { type: 'string' }, out: { type: 'string' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
const whole = (value: string | undefined, fallback: number, name: string, max: number) => {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}\n${usage}`);
    process.exit(1);
  }
  return n;
};
const outDir = path.resolve(options.out ?? (process.env.CONTENT_DIR || 'content'));
const count = whole(options.count, defaultOptions.count, 'count', 100_000);
const editionCount = whole(options.editions, defaultOptions.editions, 'editions', 50);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function writeEdition(edition: SampleEdition): void {
  const dir = editionDir(outDir, edition.year);
  const participantsDir = path.join(dir, 'participants');
  fs.mkdirSync(participantsDir, { recursive: true });
  for (const name of fs.readdirSync(participantsDir)) {
    if (name.endsWith('.json')) fs.rmSync(path.join(participantsDir, name));
  }
  fs.writeFileSync(path.join(dir, 'ranking.json'), json(edition.rows));
  for (const row of edition.rows) fs.writeFileSync(path.join(participantsDir, `${row.ref}.json`), json(row));
  const awardsFile = path.join(dir, 'awards.json');
  if (edition.awards) fs.writeFileSync(awardsFile, formatAwards(edition.awards));
  else if (fs.existsSync(awardsFile)) {
    // The hand-written awards keep their winners; the threshold is the one the rows' certificates follow.
    const awards = JSON.parse(fs.readFileSync(awardsFile, 'utf8')) as Awards;
    fs.writeFileSync(awardsFile, formatAwards({ ...awards, certificateThreshold: edition.threshold }));
  }
  // The hand-written dates stay; a generated edition gets the programme's usual ones.
  const datesFile = path.join(dir, 'dates.json');
  if (!fs.existsSync(datesFile)) fs.writeFileSync(datesFile, json(sampleDates(edition.year)));
  if (edition.texts) {
    fs.mkdirSync(path.join(dir, 'i18n'), { recursive: true });
    for (const [locale, texts] of Object.entries(edition.texts)) {
      fs.writeFileSync(path.join(dir, 'i18n', `${locale}.json`), json(texts));
    }
  }
}

const editions = sampleEditions({ count, editions: editionCount });
for (const edition of editions) writeEdition(edition);

const shown = path.relative(process.cwd(), outDir) || outDir;
const sizes = editions.map((e) => `${e.year}: ${e.rows.length}`).join(', ');
console.log(`Wrote ${editions.length} sample editions to ${shown} (participants ${sizes}).`);
// Not deleted: an edition folder this run did not write may be hand-made.
const written = new Set(editions.map((e) => e.year));
const others = editionYears(outDir).filter((year) => !written.has(year));
if (others.length) {
  console.warn(
    `Not written by this run, left as they are: editions ${others.join(', ')} (remove them if they are leftovers).`,
  );
}
