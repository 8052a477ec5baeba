import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentFacts, readContentFacts, writeContentFacts } from './content-facts';
import { loadContent } from '../../lib/content/load';

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
