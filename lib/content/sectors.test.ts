/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentReport } from './errors';
import { readSectors, sectorName, unknownSectorProblem } from './sectors';

function sectorsIn(data: unknown): { sectors: ReturnType<typeof readSectors>; report: ContentReport } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sectors-'));
  fs.writeFileSync(path.join(dir, 'sectors.json'), JSON.stringify(data));
  const report = new ContentReport();
  const sectors = readSectors(dir, report);
  fs.rmSync(dir, { recursive: true });
  return { sectors, report };
}

const banks = { key: 'banks', name: { 'de-CH': 'Banken', 'en-GB': 'Banks' } };

describe('readSectors', () => {
  it("reads the repository's own list: keys and a name in every language", () => {
    const report = new ContentReport();
    const sectors = readSectors(path.join(__dirname, '..', '..', 'content'), report);
    expect(report.errors).toEqual([]);
    expect(sectors?.map((s) => s.key)).toContain('banks');
    for (const sector of sectors ?? []) expect(Object.keys(sector.name).sort()).toEqual(['de-CH', 'en-GB']);
  });

  it('refuses a key that is not a slug, a missing name and a key listed twice', () => {
    const { sectors, report } = sectorsIn({
      sectors: [banks, { key: 'Real Estate', name: { 'de-CH': 'Immobilien' } }],
    });
    expect(sectors).toBeUndefined();
    expect(report.errors.map((p) => p.at)).toEqual(['sectors[1].key', 'sectors[1].name.en-GB']);
    const twice = sectorsIn({ sectors: [banks, banks] });
    expect(twice.report.errors.map((p) => `${p.at}: ${p.message}`)).toEqual([
      'sectors[1].key: "banks" is listed twice',
    ]);
  });
});

describe('unknownSectorProblem', () => {
  const known = new Set(['banks', 'insurance']);
  it('accepts a known key and an empty value', () => {
    expect(unknownSectorProblem('banks', known)).toBeUndefined();
    expect(unknownSectorProblem('', known)).toBeUndefined();
  });
  it('names the unknown key and lists the known ones', () => {
    expect(unknownSectorProblem('bank', known)).toBe(
      '"bank" is not a sector; the known sectors are banks, insurance (content/sectors.json), or leave it empty',
    );
  });
});

describe('sectorName', () => {
  it("gives the sector's name in the language", () => {
    expect(sectorName([banks], 'banks', 'en-GB')).toBe('Banks');
    expect(sectorName([banks], 'banks', 'de-CH')).toBe('Banken');
  });
});
