import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFacts, expectedPageCount, readContentFacts, writeContentFacts } from './content-facts';
import { loadContent } from '../../lib/content/load';
import { locales } from '../../lib/i18n/locales';

describe('content facts', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'facts-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads back what was written', () => {
    const file = path.join(dir, 'facts.json');
    writeContentFacts(file, { sampleData: true, expectedPages: 1823 });
    expect(readContentFacts(file)).toEqual({ sampleData: true, expectedPages: 1823 });
  });

  it('refuses a file that holds something else', () => {
    const file = path.join(dir, 'facts.json');
    fs.writeFileSync(file, JSON.stringify({ sampleData: 'yes', expectedPages: 0 }));
    expect(() => readContentFacts(file)).toThrow();
    expect(() => readContentFacts(path.join(dir, 'missing.json'))).toThrow();
  });

  it('counts more pages than the content has participants, in both languages', () => {
    const content = loadContent();
    const facts = contentFacts(content);
    const participants = content.editions.reduce((sum, edition) => sum + edition.participants.length, 0);
    expect(facts.expectedPages).toBeGreaterThan(participants * 2);
  });
});

const edition = (year: number, refs: string[]) => ({ year, participants: refs.map((ref) => ({ ref })) });
const count = (editions: ReturnType<typeof edition>[], currentYear = 2026) =>
  expectedPageCount({ editions, current: { year: currentYear } } as unknown as Parameters<typeof expectedPageCount>[0]);

describe('expectedPageCount', () => {
  it('adds a page per language for each participant of the current edition', () => {
    expect(count([edition(2026, ['a', 'b'])]) - count([edition(2026, ['a'])])).toBe(locales.length);
  });

  it('adds the winners, ranking, special-mention and press pages and the participants of an archived edition', () => {
    const withArchive = count([edition(2026, ['a']), edition(2025, ['a', 'b'])]);
    expect(withArchive - count([edition(2026, ['a'])])).toBe((4 + 2) * locales.length);
  });
});
