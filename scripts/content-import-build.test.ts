/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * SLOW (one site build): the import end to end. A CSV export of the award participants plus one
 * new participant is imported with --prune into a temporary copy of content/ that keeps only the
 * current edition (a small data set keeps the build short); content:check passes, the site builds
 * from that copy into a temporary out/, and the new participant's page is there in both
 * languages, while a pruned participant's page is gone. Like every build, it generates that
 * participant's media into public/globalassets/.
 */
const repo = path.resolve(__dirname, '..');

function tsx(script: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), script, ...args], {
    cwd: repo,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('content:import, then build', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-build-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('builds the page of a participant that came in with the import', () => {
    const content = path.join(tmp, 'content');
    fs.cpSync(path.join(repo, 'content'), content, { recursive: true });
    const all = fs.readFileSync(path.join(repo, 'docs', 'examples', 'ranking-export.csv'), 'utf8').split('\r\n');
    const header = all[0]!.replace(/^\uFEFF/, '').split(';');
    // Keep the rows of the award refs (an import must not drop them) and the final empty line.
    const { currentEdition } = JSON.parse(fs.readFileSync(path.join(content, 'site.json'), 'utf8')) as {
      currentEdition: number;
    };
    // The archived editions would add their thousand pages to the build without telling anything
    // about the import: the copy keeps the current edition only.
    for (const edition of fs.readdirSync(path.join(content, 'editions'))) {
      if (edition !== String(currentEdition)) fs.rmSync(path.join(content, 'editions', edition), { recursive: true });
    }
    // A download group names its own edition's dates ({publicationDate}): keep the current one's only.
    for (const name of fs.readdirSync(path.join(content, 'i18n'))) {
      const file = path.join(content, 'i18n', name);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        pages: { downloads: { downloads?: { year: number }[] } };
      };
      const downloads = messages.pages.downloads;
      downloads.downloads = downloads.downloads?.filter((group) => group.year === currentEdition);
      fs.writeFileSync(file, JSON.stringify(messages, null, 2));
    }
    const awardsFile = path.join(content, 'editions', String(currentEdition), 'awards.json');
    const awards = JSON.parse(fs.readFileSync(awardsFile, 'utf8')) as {
      winnerCategories: { winners: string[] }[];
      specialMentions: { ref: string }[];
    };
    const awardRefs = new Set([
      ...awards.winnerCategories.flatMap((c) => c.winners),
      ...awards.specialMentions.map((m) => m.ref),
    ]);
    const refColumn = header.indexOf('Kürzel');
    expect(refColumn).toBeGreaterThanOrEqual(0);
    // Without the others, the award rows' places would no longer follow their totals: they are
    // ranked separately (*) here, which the published method allows whatever the totals.
    const ranks = ['Rang VR', 'Rang DS', 'Rang Gesamt'].map((name) => header.indexOf(name));
    const kept = all
      .slice(1, -1)
      .filter((line) => awardRefs.has(line.split(';')[refColumn] ?? ''))
      .map((line) =>
        line
          .split(';')
          .map((cell, i) => (ranks.includes(i) ? '*' : cell))
          .join(';'),
      );
    expect(kept.length).toBe(awardRefs.size);
    const pruned = all
      .slice(1, -1)
      .map((line) => line.split(';')[refColumn] ?? '')
      .find((ref) => !awardRefs.has(ref));
    const lines = [all[0]!, ...kept, ''];
    const added: Record<string, string> = {
      ID: '9001',
      Kürzel: 'muster-holding-ag',
      Anzeigename: 'Muster Holding AG',
      Unternehmen: 'Muster Holding AG',
      URL: 'https://www.muster-holding.ch',
      'Rang VR': '*',
      'Rang DS': '999',
      'Rang Gesamt': '999',
      'Punkte VR': '61,5',
    };
    lines.splice(lines.length - 1, 0, header.map((h) => added[h] ?? '').join(';'));
    const csv = path.join(tmp, 'export.csv');
    fs.writeFileSync(csv, lines.join('\r\n'));

    const imported = tsx('scripts/import-content.ts', [csv, '--content', content, '--prune']);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toContain('Added (1):\n  + muster-holding-ag\n');
    expect(tsx('scripts/check-content.ts', [], { CONTENT_DIR: content }).status).toBe(0);

    const out = path.join(tmp, 'out');
    const built = tsx('scripts/build.ts', [], { CONTENT_DIR: content, OUT_DIR: out });
    expect({ status: built.status, stderr: built.status === 0 ? '' : built.stderr.slice(-3000) }).toEqual({
      status: 0,
      stderr: '',
    });
    for (const page of ['teilnehmer/muster-holding-ag.html', 'en/teilnehmer/muster-holding-ag.html']) {
      expect(fs.readFileSync(path.join(out, page), 'utf8')).toContain('Muster Holding AG');
    }
    expect(fs.existsSync(path.join(out, 'teilnehmer', `${pruned}.html`))).toBe(false);
  }, 600_000);
});
