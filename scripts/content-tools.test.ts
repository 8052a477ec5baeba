/**
 * @jest-environment node
 */
import { validDates } from '../lib/content/__fixtures__/dates';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyContent, currentYear } from '../pipeline/content-import/__fixtures__/content-copy';

/**
 * The editor commands as an editor runs them, on temporary copies of content/:
 * `npm run content:check` (scripts/check-content.ts), `npm run content:import`
 * (scripts/import-content.ts) and `npm run content:edition` (scripts/content-edition.ts).
 */
const repo = path.resolve(__dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'content-tools-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let copies = 0;
const contentCopy = () => copyContent(path.join(tmp, `content-${++copies}`));
/** The current edition's folder, where the import writes by default. */
const currentEdition = (dir: string) => path.join(dir, 'editions', String(currentYear(dir)));

function tsx(script: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), script, ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

const check = (dir: string) => tsx('scripts/check-content.ts', [], { CONTENT_DIR: dir });
const importFile = (file: string, dir: string, ...flags: string[]) =>
  tsx('scripts/import-content.ts', [file, '--content', dir, ...flags]);
const edition = (dir: string, ...args: string[]) => tsx('scripts/content-edition.ts', [...args, '--content', dir]);

/**
 * The example export with one row changed and one participant added (German headers, semicolons),
 * both as the published method allows without moving anyone else: sika's first two design
 * criteria swapped (the same total), the newcomer rated in value reporting only and ranked
 * separately (*), so it takes no one's place.
 */
function exportWithNewParticipant(): string {
  const lines = fs.readFileSync(path.join(repo, 'docs', 'examples', 'ranking-export.csv'), 'utf8').split('\r\n');
  const header = lines[0]!.replace(/^\uFEFF/, '').split(';');
  const sika = lines.findIndex((line) => line.split(';')[1] === 'sika');
  const cells = lines[sika]!.split(';');
  const [q1, q2] = [header.indexOf('Qualität DS 1'), header.indexOf('Qualität DS 2')];
  [cells[q1], cells[q2]] = [cells[q2]!, cells[q1]!];
  lines[sika] = cells.join(';');
  const added = Object.fromEntries(header.map((h) => [h, '']));
  Object.assign(added, {
    ID: '9001',
    Kürzel: 'muster-holding-ag',
    Anzeigename: 'Muster Holding AG',
    Unternehmen: 'Muster Holding AG',
    URL: 'https://www.muster-holding.ch',
    'Rang VR': '*',
    'Rang Gesamt': '999',
    'Punkte VR': '61,5',
  });
  lines.splice(lines.length - 1, 0, header.map((h) => added[h]).join(';'));
  const file = path.join(tmp, 'export.csv');
  fs.writeFileSync(file, lines.join('\r\n'));
  return file;
}

describe('npm run content:check', () => {
  it('passes the repository content with a one-line summary', () => {
    const result = tsx('scripts/check-content.ts', []);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /^Content OK \(content\): \d+ editions?, \d+ participant rows, 2 locales, 0 warnings; checked in \d+\.\d\d s\.\n$/,
    );
  });

  it('prints every problem in every file, one per line, warnings apart, and exits 1', () => {
    const dir = contentCopy();
    const year = currentYear(dir);
    const rankingFile = path.join(currentEdition(dir), 'ranking.json');
    const rows = JSON.parse(fs.readFileSync(rankingFile, 'utf8'));
    const [rankVR, totalDS] = [rows[16].rankVR, rows[20].totalDS];
    rows[16].rankVR = '1O';
    rows[20].totalDS = 'zwölf';
    rows[30].url = 'javascript:alert(1)';
    fs.writeFileSync(rankingFile, JSON.stringify(rows, null, 2));
    fs.writeFileSync(path.join(currentEdition(dir), 'participants', rows[30].ref + '.json'), JSON.stringify(rows[30]));
    fs.writeFileSync(path.join(dir, 'site.json'), '{ "header": { "showGalleryLink": tru }');
    const en = path.join(dir, 'i18n', 'en-GB.json');
    const messages = JSON.parse(fs.readFileSync(en, 'utf8'));
    delete messages.footer.copyright;
    fs.writeFileSync(en, JSON.stringify(messages));

    const result = check(dir);
    expect(result.status).toBe(1);
    const shown = (name: string) => path.join(dir, name);
    const ranking = shown(`editions/${year}/ranking.json`);
    const participant = (ref: string) => shown(`editions/${year}/participants/${ref}.json`);
    expect(result.stderr.split('\n')).toEqual([
      `${shown('i18n/en-GB.json')} footer.copyright: is missing`,
      `${shown('i18n/en-GB.json')} footer.copyright: missing here, present in ${shown('i18n/de-CH.json')}`,
      `${shown('site.json')}: not valid JSON: Unexpected token ' ', ..."Link": tru }" is not valid JSON (line 1, column 37)`,
      `${ranking} row 17 (ref "${rows[16].ref}") rankVR: "1O" is not a rank (a whole number, * or empty)`,
      `${ranking} row 21 (ref "${rows[20].ref}") totalDS: "zwölf" is not a number`,
      `${participant(rows[16].ref)} rankVR: "${rankVR}" differs from ${ranking} row 17 ("1O")`,
      `${participant(rows[20].ref)} totalDS: "${totalDS}" differs from ${ranking} row 21 ("zwölf")`,
      '',
      `Content has 7 errors in 5 files (${dir}): 1 edition, ${rows.length} participant rows, 2 locales, 1 warning.`,
      '',
    ]);
    expect(result.stdout).toBe(
      `warning: ${ranking} row 31 (ref "${rows[30].ref}") url: "javascript:alert(1)" is not a web address (http or https); the page shows no website link\n`,
    );
  });

  it("refuses a folder with an interrupted import in an edition's folder", () => {
    const dir = contentCopy();
    const journal = path.join(currentEdition(dir), '.import-journal.json');
    fs.writeFileSync(
      journal,
      JSON.stringify({
        version: 1,
        pid: 999999999,
        startedAt: '2026-11-21T10:00:00.000Z',
        phase: 'committing',
        entries: [],
      }),
    );
    const result = check(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${journal}: an earlier import was interrupted (started 2026-11-21T10:00:00.000Z); run "npm run content:import -- --recover"`,
    );
  });
});

describe('npm run content:import', () => {
  it('dry run: prints added and changed participants with their fields, writes nothing', () => {
    const dir = contentCopy();
    const ed = currentEdition(dir);
    const before = fs.readFileSync(path.join(ed, 'ranking.json'), 'utf8');
    const result = importFile(exportWithNewParticipant(), dir, '--dry-run');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('CSV, semicolon-separated, UTF-8 with byte order mark; 200 participant rows.');
    expect(result.stdout).toContain(`Edition ${currentYear(dir)} (${ed}).`);
    expect(result.stdout).toContain('Added (1):\n  + muster-holding-ag\n');
    expect(result.stdout).toMatch(
      /Changed \(1\):\n {2}~ sika: qualDS1 "(\d+,\d\d)" → "(\d+,\d\d)", qualDS2 "\2" → "\1"\n/,
    );
    expect(result.stdout).toContain('Unchanged: 198\n');
    expect(result.stdout).toContain(`Dry run: nothing was written (an import would write or delete 3 files in ${ed})`);
    expect(fs.readFileSync(path.join(ed, 'ranking.json'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(ed, 'participants', 'muster-holding-ag.json'))).toBe(false);
  }, 30_000);

  it("imports a sample CSV into a copy of content/ (the current edition's folder), which content:check then passes", () => {
    const dir = contentCopy();
    const result = importFile(exportWithNewParticipant(), dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('3 files written or deleted');
    const added = JSON.parse(
      fs.readFileSync(path.join(currentEdition(dir), 'participants', 'muster-holding-ag.json'), 'utf8'),
    );
    expect(added).toMatchObject({
      ref: 'muster-holding-ag',
      company: 'Muster Holding AG',
      totalVR: '61,5',
      rankVR: '*',
      rankOverall: '999',
    });
    const checked = check(dir);
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
    expect(checked.stdout).toMatch(/Content OK .*: 1 edition, 200 participant rows, 2 locales, 0 warnings/);
  }, 30_000);

  it('--edition YEAR imports into that edition only; an unknown year is refused with the list of editions', () => {
    const dir = contentCopy();
    const current = currentYear(dir);
    const old = path.join(dir, 'editions', '2025');
    fs.cpSync(currentEdition(dir), old, { recursive: true });
    const currentRanking = fs.readFileSync(path.join(currentEdition(dir), 'ranking.json'), 'utf8');
    const site = fs.readFileSync(path.join(dir, 'site.json'), 'utf8');

    const unknown = importFile(exportWithNewParticipant(), dir, '--edition', '2031');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(
      `${path.join(dir, 'editions')}: has no edition 2031 (the editions are: ${current}, 2025); to start a new edition, use "npm run content:edition -- new 2031 FILE"`,
    );

    const result = importFile(exportWithNewParticipant(), dir, '--edition', '2025');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`Imported into ${old}: 3 files written or deleted.`);
    expect(fs.existsSync(path.join(old, 'participants', 'muster-holding-ag.json'))).toBe(true);
    expect(fs.existsSync(path.join(currentEdition(dir), 'participants', 'muster-holding-ag.json'))).toBe(false);
    expect(fs.readFileSync(path.join(currentEdition(dir), 'ranking.json'), 'utf8')).toBe(currentRanking);
    expect(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')).toBe(site);
  }, 30_000);

  it('refuses a bad file, naming every bad row, and writes nothing', () => {
    const dir = contentCopy();
    const ranking = path.join(currentEdition(dir), 'ranking.json');
    const before = fs.readFileSync(ranking, 'utf8');
    const result = importFile(path.join(repo, 'pipeline/content-import/__fixtures__/bad/duplicate-ref.csv'), dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('row 4 (ref "sika") ref (column B "Kürzel"): "sika" is already used by row 2');
    expect(result.stderr).toContain(
      'row 5 (ref "geberit") ref (column B "Kürzel"): "geberit" is already used by row 3',
    );
    expect(result.stderr).toContain('Import refused (2 problems); nothing was written.');
    expect(fs.readFileSync(ranking, 'utf8')).toBe(before);
  }, 30_000);

  it('recovers an interrupted import in whichever edition it was, and says so when there is none', () => {
    const dir = contentCopy();
    const ed = currentEdition(dir);
    expect(tsx('scripts/import-content.ts', ['--recover', '--content', dir]).stdout).toMatch(/^Nothing to recover/);
    // An import killed after replacing sika.json: its backup is still there, ranking.json untouched.
    const sika = path.join(ed, 'participants', 'sika.json');
    const old = fs.readFileSync(sika, 'utf8');
    const backup = path.join(ed, 'participants', '.sika.json.1-x.import-bak');
    fs.linkSync(sika, backup);
    fs.rmSync(sika);
    fs.writeFileSync(sika, '{"half": "new"}');
    const entries = [
      {
        kind: 'write',
        target: 'participants/sika.json',
        temp: 'participants/.sika.json.1-x.import-tmp',
        backup: 'participants/.sika.json.1-x.import-bak',
        existed: true,
      },
    ];
    fs.writeFileSync(
      path.join(ed, '.import-journal.json'),
      JSON.stringify({ version: 1, pid: 999999999, startedAt: 'then', phase: 'committing', entries }),
    );
    expect(check(dir).status).toBe(1);
    expect(importFile(exportWithNewParticipant(), dir).stderr).toContain('an earlier import was interrupted');
    const result = tsx('scripts/import-content.ts', ['--recover', '--content', dir]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`Recovered: ${ed} is as it was before the import started then.\n`);
    expect(fs.readFileSync(sika, 'utf8')).toBe(old);
    expect(check(dir).status).toBe(0);
  }, 30_000);
});

describe('npm run content:edition', () => {
  it('new, then current: refused until awards.json and dates.json are filled in, then site.json names the new edition', () => {
    const dir = contentCopy();
    const current = currentYear(dir);
    const site = path.join(dir, 'site.json');
    const siteBefore = fs.readFileSync(site, 'utf8');
    const exportFile = path.join(repo, 'docs', 'examples', 'ranking-export.csv');
    const ed = path.join(dir, 'editions', '2027');

    const created = edition(dir, 'new', '2027', exportFile);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain(
      `Created ${ed} (site.json and the other editions are unchanged; ${current} is still the current edition):\n  ranking.json and participants/: 199 participants\n`,
    );
    expect(created.stdout).toContain(
      `the edition until then):\n  ${ed}/awards.json winnerCategories[0].winners: needs at least one winner\n`,
    );
    expect(fs.readFileSync(site, 'utf8')).toBe(siteBefore);

    const again = edition(dir, 'new', '2027', exportFile);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${ed}: already exists`);

    const refused = edition(dir, 'current', '2027');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`${ed}/awards.json specialMentions[2].ref: must be a participant ref`);
    expect(refused.stderr).toContain(`${ed}/awards.json certificateThreshold: is missing`);
    expect(refused.stderr).toContain(`${ed}/dates.json publication: must be a Swiss local time written`);
    expect(refused.stderr).toContain(`2027 was not made current (17 problems); ${site} is unchanged.`);
    expect(fs.readFileSync(site, 'utf8')).toBe(siteBefore);

    fs.copyFileSync(path.join(currentEdition(dir), 'awards.json'), path.join(ed, 'awards.json'));
    fs.writeFileSync(path.join(ed, 'dates.json'), JSON.stringify(validDates(2027)));
    const made = edition(dir, 'current', '2027');
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain(`2027 is now the current edition (it was ${current}): ${site}.`);
    expect(fs.readFileSync(site, 'utf8')).toBe(
      siteBefore.replace(`"currentEdition": ${current}`, '"currentEdition": 2027'),
    );
    // The example export's prevYear columns are not the current edition's ranks: warnings only.
    const checked = check(dir);
    expect(checked.status).toBe(0);
    expect(checked.stdout).toMatch(/^Content OK .*: 2 editions, 398 participant rows, 2 locales, \d+ warnings/m);
  }, 60_000);

  it('prints its usage for a wrong command', () => {
    const result = edition(contentCopy(), 'next', '2027');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'usage: npm run content:edition -- new YEAR FILE [--threshold POINTS] [--content DIR]',
    );
  });
});
