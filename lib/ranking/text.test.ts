import { fillTemplate, movementText, type MovementTexts } from './text';

const en: MovementTexts = {
  up: { one: 'up 1 place since last year', other: 'up {count} places since last year' },
  down: { one: 'down 1 place since last year', other: 'down {count} places since last year' },
  same: 'same place as last year',
  new: 'new in the ranking',
};
const de: MovementTexts = {
  up: { one: '1 Platz besser als im Vorjahr', other: '{count} Plätze besser als im Vorjahr' },
  down: { one: '1 Platz schlechter als im Vorjahr', other: '{count} Plätze schlechter als im Vorjahr' },
  same: 'gleicher Rang wie im Vorjahr',
  new: 'neu in der Rangliste',
};

describe('movementText', () => {
  const plural = new Intl.PluralRules('en-GB');

  it('uses the plural form', () => {
    expect(movementText({ kind: 'up', by: 3, current: 9, previous: 12 }, en, plural)).toBe('up 3 places since last year');
    expect(movementText({ kind: 'down', by: 12, current: 20, previous: 8 }, en, plural)).toBe('down 12 places since last year');
  });

  it('uses the singular for one place, in either language', () => {
    expect(movementText({ kind: 'up', by: 1, current: 4, previous: 5 }, en, plural)).toBe('up 1 place since last year');
    expect(movementText({ kind: 'down', by: 1, current: 5, previous: 4 }, de, new Intl.PluralRules('de-CH'))).toBe('1 Platz schlechter als im Vorjahr');
    expect(movementText({ kind: 'down', by: 2, current: 6, previous: 4 }, de, new Intl.PluralRules('de-CH'))).toBe('2 Plätze schlechter als im Vorjahr');
  });

  it('names no change and a newcomer, and has nothing to say without a rank', () => {
    expect(movementText({ kind: 'same', current: 7, previous: 7 }, en, plural)).toBe('same place as last year');
    expect(movementText({ kind: 'new', current: 4 }, en, plural)).toBe('new in the ranking');
    expect(movementText({ kind: 'none' }, en, plural)).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillTemplate('{count} von {total} ({x})', { count: '3', total: '10' })).toBe('3 von 10 ({x})');
  });
});
