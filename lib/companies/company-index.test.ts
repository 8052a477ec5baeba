import { companyIndex, initialLetter, OTHER_GROUP, type CompanyEntry, type IndexEdition } from './company-index';
import type { Sector } from '@/lib/content/sectors';

const sectors: Sector[] = [
  { key: 'banks', name: { 'de-CH': 'Banken', 'en-GB': 'Banks' } },
  { key: 'consumer', name: { 'de-CH': 'Konsum und Handel', 'en-GB': 'Consumer and retail' } },
  { key: 'industrials', name: { 'de-CH': 'Industrie', 'en-GB': 'Industrials' } },
];

const row = (ref: string, name: string, sector: string | null = null) => ({ ref, name, sector });

// Three editions, in no particular order (the index must not rely on it):
// - "dufry" is "Dufry AG" in 2024, "Avolta AG" since 2025 (renamed), consumer throughout;
// - "abb" skips 2025 and has no sector in 2026, its newest edition (industrials before);
// - "zkb" (Zürcher Kantonalbank) and "aeg" (Ärztekasse) sort with Z and A, "ecu" (Écurie) with E;
// - "three" (3M) begins with a digit, "alpha" (Αλφα) with a Greek letter;
// - "bank-a" and "bank-b" share a name.
const editions: IndexEdition[] = [
  {
    year: 2025,
    participants: [
      row('dufry', 'Avolta AG', 'consumer'),
      row('zkb', 'Zürcher Kantonalbank', 'banks'),
      row('bank-a', 'Bank AG', 'banks'),
    ],
  },
  {
    year: 2026,
    participants: [
      row('dufry', 'Avolta AG', 'consumer'),
      row('abb', 'ABB Ltd'),
      row('zkb', 'Zürcher Kantonalbank', 'banks'),
      row('aeg', 'Ärztekasse', 'banks'),
      row('ecu', 'Écurie SA'),
      row('three', '3M Schweiz'),
      row('bank-b', 'Bank AG', 'banks'),
    ],
  },
  {
    year: 2024,
    participants: [
      row('dufry', 'Dufry AG', 'consumer'),
      row('abb', 'ABB Ltd', 'industrials'),
      row('alpha', 'Αλφα Holding', 'industrials'),
      row('eco', 'Eco SA'),
      row('bank-a', 'Bank AG', 'banks'),
    ],
  },
];

const options = { locale: 'de-CH', currentYear: 2026, sectors } as const;
const index = companyIndex(editions, options);
const entries = index.groups.flatMap((group) => group.entries);
const entry = (name: string, ref?: string): CompanyEntry => {
  const found = entries.filter((e) => e.name === name && (ref === undefined || e.ref === ref));
  if (found.length !== 1) throw new Error(`${found.length} entries "${name}"`);
  return found[0]!;
};
const years = (e: CompanyEntry) => e.years.map((y) => y.year);

describe('companyIndex', () => {
  it('lists every company once under its newest name, and once more under each former name', () => {
    expect(entries.map((e) => e.name)).toEqual([
      '3M Schweiz',
      'Αλφα Holding',
      'ABB Ltd',
      'Ärztekasse',
      'Avolta AG',
      'Bank AG',
      'Bank AG',
      'Dufry AG',
      'Eco SA',
      'Écurie SA',
      'Zürcher Kantonalbank',
    ]);
    expect(index.companyCount).toBe(10);
    expect(index.editionCount).toBe(3);
  });

  it('groups by the first letter as the locale sorts it, digits and other scripts first', () => {
    expect(index.groups.map((group) => [group.key, group.entries.map((e) => e.ref)])).toEqual([
      [OTHER_GROUP, ['three', 'alpha']],
      ['A', ['abb', 'aeg', 'dufry']],
      ['B', ['bank-b', 'bank-a']],
      ['D', ['dufry']],
      ['E', ['eco', 'ecu']],
      ['Z', ['zkb']],
    ]);
  });

  it('shows every letter in the jump row, linked where it has companies', () => {
    expect(index.letters).toHaveLength(27);
    expect(index.letters[0]).toEqual({ key: OTHER_GROUP, id: 'letter-other', linked: true });
    expect(index.letters.filter((l) => l.linked).map((l) => l.key)).toEqual([OTHER_GROUP, 'A', 'B', 'D', 'E', 'Z']);
    expect(index.letters.find((l) => l.key === 'C')).toEqual({ key: 'C', id: 'letter-c', linked: false });
    expect(index.groups.map((g) => g.id)).toEqual([
      'letter-other',
      'letter-a',
      'letter-b',
      'letter-d',
      'letter-e',
      'letter-z',
    ]);
  });

  it('leaves the other group out of the row when no name needs it', () => {
    const latin = companyIndex([{ year: 2026, participants: [row('abb', 'ABB')] }], options);
    expect(latin.letters.map((l) => l.key).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });

  it('links every year, newest first: the current edition without a year, an archived one under it', () => {
    expect(entry('Zürcher Kantonalbank').years).toEqual([
      { year: 2026, href: '/teilnehmer/zkb' },
      { year: 2025, href: '/2025/teilnehmer/zkb' },
    ]);
    const english = companyIndex(editions, { ...options, locale: 'en-GB' });
    const zkb = english.groups.flatMap((g) => g.entries).find((e) => e.ref === 'zkb');
    expect(zkb?.years.map((y) => y.href)).toEqual(['/en/teilnehmer/zkb', '/en/2025/teilnehmer/zkb']);
  });

  it('leaves out the years a company skipped', () => {
    expect(years(entry('ABB Ltd'))).toEqual([2026, 2024]);
  });

  it('lists a renamed company under its newest name with all its years, and under the former one with its own', () => {
    const avolta = entry('Avolta AG');
    expect(avolta).toMatchObject({ ref: 'dufry', id: 'company-dufry', formerNames: ['Dufry AG'] });
    expect(avolta.nowListedAs).toBeUndefined();
    expect(years(avolta)).toEqual([2026, 2025, 2024]);
    const dufry = entry('Dufry AG');
    expect(dufry).toMatchObject({
      ref: 'dufry',
      formerNames: [],
      nowListedAs: { name: 'Avolta AG', href: '#company-dufry' },
      sector: 'Konsum und Handel',
    });
    expect(dufry.id).toBeUndefined();
    expect(dufry.years).toEqual([{ year: 2024, href: '/2024/teilnehmer/dufry' }]);
  });

  it('names several former names newest first; a name used again is not a former name', () => {
    const renamed = companyIndex(
      [
        { year: 2022, participants: [row('x', 'Alt AG')] },
        { year: 2023, participants: [row('x', 'Mittel AG')] },
        { year: 2024, participants: [row('x', 'Neu AG')] },
        { year: 2025, participants: [row('y', 'Eins AG')] },
        { year: 2026, participants: [row('y', 'Zwei AG')] },
      ],
      options,
    );
    const all = renamed.groups.flatMap((g) => g.entries);
    expect(all.find((e) => e.name === 'Neu AG')?.formerNames).toEqual(['Mittel AG', 'Alt AG']);
    const back = companyIndex(
      [
        { year: 2024, participants: [row('x', 'Alt AG')] },
        { year: 2025, participants: [row('x', 'Neu AG')] },
        { year: 2026, participants: [row('x', 'Alt AG')] },
      ],
      options,
    ).groups.flatMap((g) => g.entries);
    expect(back.map((e) => [e.name, e.formerNames, e.years.map((y) => y.year)])).toEqual([
      ['Alt AG', ['Neu AG'], [2026, 2025, 2024]],
      ['Neu AG', [], [2025]],
    ]);
  });

  it("takes the sector of the company's newest edition, in the page's language, none when unassigned there", () => {
    expect(entry('Zürcher Kantonalbank').sector).toBe('Banken');
    expect(entry('ABB Ltd').sector).toBeUndefined();
    const english = companyIndex(editions, { ...options, locale: 'en-GB' }).groups.flatMap((g) => g.entries);
    expect(english.find((e) => e.name === 'Avolta AG')?.sector).toBe('Consumer and retail');
  });

  it('orders equal names by the company that took part last, then by ref', () => {
    expect(entries.filter((e) => e.name === 'Bank AG').map((e) => [e.ref, years(e)])).toEqual([
      ['bank-b', [2026]],
      ['bank-a', [2025, 2024]],
    ]);
    const tie = companyIndex(
      [{ year: 2026, participants: [row('b', 'Same AG'), row('a', 'Same AG'), row('c', 'same ag')] }],
      options,
    ).groups.flatMap((g) => g.entries);
    expect(tie.map((e) => e.ref)).toEqual(['c', 'a', 'b']);
  });

  it("puts a company's entry under its newest name before another company's former name of the same spelling", () => {
    const shared = companyIndex(
      [
        { year: 2025, participants: [row('old', 'Nova AG')] },
        { year: 2026, participants: [row('old', 'Vetus AG'), row('new', 'Nova AG')] },
      ],
      options,
    ).groups.flatMap((g) => g.entries);
    expect(shared.map((e) => [e.name, e.ref, e.nowListedAs?.name])).toEqual([
      ['Nova AG', 'new', undefined],
      ['Nova AG', 'old', 'Vetus AG'],
      ['Vetus AG', 'old', undefined],
    ]);
  });

  it('sorts numbers by value and is empty without editions', () => {
    const numbers = companyIndex(
      [{ year: 2026, participants: [row('a', '20 Minuten AG'), row('b', '3 Plus AG'), row('c', '100 Tage AG')] }],
      options,
    );
    expect(numbers.groups[0]?.entries.map((e) => e.name)).toEqual(['3 Plus AG', '20 Minuten AG', '100 Tage AG']);
    expect(companyIndex([], options)).toMatchObject({ groups: [], companyCount: 0, editionCount: 0 });
  });
});

describe('initialLetter', () => {
  it.each([
    ['Ärztekasse', 'A'],
    ['Écurie', 'E'],
    ['Øresund', 'O'],
    ['Łódź', 'L'],
    ['«Zürich» Versicherung', 'Z'],
    ['zug', 'Z'],
    ['3M', OTHER_GROUP],
    ['Αλφα', OTHER_GROUP],
    ['…', OTHER_GROUP],
  ])('%s → %s', (name, letter) => {
    expect(initialLetter('de-CH')(name)).toBe(letter);
    expect(initialLetter('en-GB')(name)).toBe(letter);
  });
});
