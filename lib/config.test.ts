import fs from 'node:fs';
import path from 'node:path';

type ConfigModule = typeof import('./config');

const KEYS = [
  'NEXT_PUBLIC_STORAGE_BASE_URL',
  'NEXT_PUBLIC_MEDIA_TOKEN',
  'NEXT_PUBLIC_GTM_ID',
  'NEXT_PUBLIC_SITE_URL',
] as const;

/** Loads lib/config afresh with exactly the given environment values set. */
function loadConfig(env: Partial<Record<(typeof KEYS)[number], string>>): ConfigModule {
  for (const key of KEYS) delete process.env[key];
  Object.assign(process.env, env);
  let mod: ConfigModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<ConfigModule>('./config');
  });
  return mod!;
}

describe('config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('has defaults when nothing is set', () => {
    const { config, participantImage, participantPdf } = loadConfig({});
    expect(config).toMatchObject({
      storageBaseUrl: '',
      mediaToken: 'globalassets/participants/',
      gtmId: null,
      siteUrl: 'http://localhost:3000',
    });
    expect(participantImage('sika', 2026)).toBe('/globalassets/participants/2026/sika.jpg');
    expect(participantPdf('sika', 2025)).toBe('/globalassets/participants/2025/sika.pdf');
  });

  it('reads the environment', () => {
    const { config, siteAsset, participantImage } = loadConfig({
      NEXT_PUBLIC_STORAGE_BASE_URL: 'https://storage.example.ch',
      NEXT_PUBLIC_MEDIA_TOKEN: 'media/',
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC123',
      NEXT_PUBLIC_SITE_URL: 'https://rating.example.ch//',
    });
    expect(config.gtmId).toBe('GTM-ABC123');
    expect(config.siteUrl).toBe('https://rating.example.ch');
    expect(siteAsset('reports/x.pdf')).toBe('https://storage.example.ch/reports/x.pdf');
    expect(siteAsset('assets/ranking.json')).toBe('/assets/ranking.json');
    expect(participantImage('ubs-group', 2026)).toBe('https://storage.example.ch/media/2026/ubs-group.jpg');
  });

  it('ignores a malformed GTM id', () => {
    expect(loadConfig({ NEXT_PUBLIC_GTM_ID: 'not-an-id' }).config.gtmId).toBeNull();
  });
});

/** The site's version comes from package.json, and CHANGELOG.md has a section for it. */
describe('site version', () => {
  const root = path.resolve(__dirname, '..');
  const packageVersion = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string })
    .version;

  it('is the version package.json declares', () => {
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(loadConfig({}).config.appVersion).toBe(packageVersion);
  });

  it('has a dated section in CHANGELOG.md', () => {
    const changelog = fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
    const heading = new RegExp(`^## \\[${packageVersion.replace(/\./g, '\\.')}\\] – \\d{4}-\\d{2}-\\d{2}$`, 'm');
    expect(changelog).toMatch(heading);
  });
});
