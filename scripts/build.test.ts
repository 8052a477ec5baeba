/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from '../pipeline/files/walk';

/**
 * A broken content file stops the build before anything is written: the message names the file
 * and the key path, and the previous out/ stays byte for byte as it was.
 */
const repo = path.resolve(__dirname, '..');

function setUp(breakContent: (dir: string) => void) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-test-'));
  const content = path.join(tmp, 'content');
  fs.cpSync(path.join(repo, 'content'), content, { recursive: true });
  breakContent(content);
  // A previous build to keep: a few files, nested folders, a file without a newline at the end.
  const out = path.join(tmp, 'out');
  fs.mkdirSync(path.join(out, 'en', '_next', 'static'), { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), '<p>previous build</p>');
  fs.writeFileSync(path.join(out, 'en', 'rangliste.html'), '<p>previous ranking</p>\n');
  fs.writeFileSync(path.join(out, 'en', '_next', 'static', 'app.js'), Buffer.from([0, 1, 2, 255]));
  return { tmp, content, out, before: treeDigest(out) };
}

/** Every file's relative path and SHA-256 under `dir`: equal digests mean a byte-identical tree. */
function treeDigest(dir: string): string[] {
  const sha256 = (file: string) =>
    createHash('sha256')
      .update(fs.readFileSync(path.join(dir, file)))
      .digest('hex');
  return filesUnder(dir).map((file) => `${file} ${sha256(file)}`);
}

function build(content: string, out: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: repo,
    env: { ...process.env, CONTENT_DIR: content, OUT_DIR: out, ...env },
    encoding: 'utf8',
  });
}

describe('npm run build with broken content', () => {
  it('names the file of a truncated JSON file and leaves out/ untouched', () => {
    const { tmp, content, out, before } = setUp((dir) => {
      const file = path.join(dir, 'i18n', 'en-GB.json');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 200));
    });
    const result = build(content, out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(path.join('i18n', 'en-GB.json'));
    expect(result.stderr).toMatch(/not valid JSON/);
    expect(treeDigest(out)).toEqual(before);
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  it('names the key path of a wrong value', () => {
    const { tmp, content, out, before } = setUp((dir) => {
      const file = path.join(dir, 'i18n', 'de-CH.json');
      const messages = JSON.parse(fs.readFileSync(file, 'utf8'));
      messages.pages.jury.intro.pageTitle = 42;
      fs.writeFileSync(file, JSON.stringify(messages));
    });
    const result = build(content, out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(path.join('i18n', 'de-CH.json'));
    expect(result.stderr).toContain('pages.jury.intro.pageTitle');
    expect(treeDigest(out)).toEqual(before);
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);
  it('names the row of a bad participant value and leaves every file of out/ as it was', () => {
    const { tmp, content, out, before } = setUp((dir) => {
      const { currentEdition } = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8')) as {
        currentEdition: number;
      };
      const file = path.join(dir, 'editions', String(currentEdition), 'ranking.json');
      const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>[];
      const row = rows[5];
      if (!row) throw new Error('sample ranking too short');
      row.rankVR = '1O';
      fs.writeFileSync(file, JSON.stringify(rows));
    });
    const result = build(content, out);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/editions[/\\]\d{4}[/\\]ranking\.json row 6 \(ref "[^"]+"\) rankVR/);
    expect(treeDigest(out)).toEqual(before);
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);
});

/**
 * The real ranking (sample data off) needs its public address: without one, or with a local one,
 * the build stops before its first step, naming the setting and where it goes.
 */
describe('npm run build of the real ranking without a public site address', () => {
  const sampleDataOff = (dir: string) => {
    const file = path.join(dir, 'site.json');
    const site = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...site, sampleData: false }, null, 2));
  };

  it.each([
    ['no address', ''],
    ['a local address', 'http://localhost:3000'],
  ])(
    'stops at once with %s and leaves out/ untouched',
    (_, siteUrl) => {
      const { tmp, content, out, before } = setUp(sampleDataOff);
      const started = Date.now();
      const result = build(content, out, { NEXT_PUBLIC_SITE_URL: siteUrl, SAMPLE_DATA: '', LOCAL_BUILD: '' });
      const seconds = (Date.now() - started) / 1000;
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Build stopped: NEXT_PUBLIC_SITE_URL');
      expect(result.stderr).toContain('.env.local');
      expect(result.stderr).toContain('docs/deploy.md');
      // Before the content check, the first step: nothing expensive ran.
      expect(result.stdout).not.toMatch(/\[1\/\d\] content check/);
      expect(seconds).toBeLessThan(15);
      expect(treeDigest(out)).toEqual(before);
      fs.rmSync(tmp, { recursive: true, force: true });
    },
    30_000,
  );

  it('lets SAMPLE_DATA=1 override the file and go on to the content check', () => {
    // A broken translation stops the build at the content check: proof that it got that far.
    const { tmp, content, out, before } = setUp((dir) => {
      sampleDataOff(dir);
      const file = path.join(dir, 'i18n', 'en-GB.json');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 200));
    });
    const result = build(content, out, { NEXT_PUBLIC_SITE_URL: '', SAMPLE_DATA: '1', LOCAL_BUILD: '' });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/\[1\/\d\] content check/);
    expect(result.stderr).toContain('Warning: NEXT_PUBLIC_SITE_URL is not set');
    expect(result.stderr).toMatch(/not valid JSON/);
    expect(treeDigest(out)).toEqual(before);
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);
});
