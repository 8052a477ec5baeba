/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
  const out = path.join(tmp, 'out');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'index.html'), '<p>previous build</p>');
  return { tmp, content, out };
}

function build(content: string, out: string) {
  return spawnSync(process.execPath, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: repo,
    env: { ...process.env, CONTENT_DIR: content, OUT_DIR: out },
    encoding: 'utf8',
  });
}

describe('npm run build with broken content', () => {
  it('names the file of a truncated JSON file and leaves out/ untouched', () => {
    const { tmp, content, out } = setUp((dir) => {
      const file = path.join(dir, 'i18n', 'en-GB.json');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 200));
    });
    const result = build(content, out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(path.join('i18n', 'en-GB.json'));
    expect(result.stderr).toMatch(/not valid JSON/);
    expect(fs.readdirSync(out)).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<p>previous build</p>');
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  it('names the key path of a wrong value', () => {
    const { tmp, content, out } = setUp((dir) => {
      const file = path.join(dir, 'i18n', 'de-CH.json');
      const messages = JSON.parse(fs.readFileSync(file, 'utf8'));
      messages.pages.jury.intro.pageTitle = 42;
      fs.writeFileSync(file, JSON.stringify(messages));
    });
    const result = build(content, out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(path.join('i18n', 'de-CH.json'));
    expect(result.stderr).toContain('pages.jury.intro.pageTitle');
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('<p>previous build</p>');
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);
});
