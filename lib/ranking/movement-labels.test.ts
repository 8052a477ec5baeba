import { createTranslator } from 'next-intl';
import deCH from '@/content/i18n/de-CH.json';
import enGB from '@/content/i18n/en-GB.json';
import { describeMovement, movementKey, type MovementTexts } from './movement-labels';
import { pluralParts } from '@/lib/i18n/plural-parts';

describe('movementKey', () => {
  it('names a movement by its kind and distance', () => {
    expect(movementKey({ kind: 'up', by: 3, current: 9, previous: 12 })).toBe('up:3');
    expect(movementKey({ kind: 'down', by: 1, current: 5, previous: 4 })).toBe('down:1');
    expect(movementKey({ kind: 'same', current: 7, previous: 7 })).toBe('same');
    expect(movementKey({ kind: 'new', current: 4 })).toBe('new');
    expect(movementKey({ kind: 'none' })).toBeNull();
  });
});

describe('describeMovement', () => {
  for (const [locale, messages] of [
    ['de-CH', deCH],
    ['en-GB', enGB],
  ] as const) {
    const t = createTranslator({ locale, messages: { movement: messages.ranking.movement } });
    const texts: MovementTexts = {
      up: pluralParts(locale, (count) => t('movement.up', { count })),
      down: pluralParts(locale, (count) => t('movement.down', { count })),
      same: t('movement.same'),
      new: t('movement.new'),
    };

    it(`says each movement as the ${locale} catalogue does`, () => {
      for (const by of [1, 2, 7, 1234]) {
        expect(describeMovement(texts, { kind: 'up', by, current: 1, previous: 1 + by })).toBe(
          t('movement.up', { count: by }),
        );
        expect(describeMovement(texts, { kind: 'down', by, current: 1 + by, previous: 1 })).toBe(
          t('movement.down', { count: by }),
        );
      }
      expect(describeMovement(texts, { kind: 'same', current: 4, previous: 4 })).toBe(messages.ranking.movement.same);
      expect(describeMovement(texts, { kind: 'new', current: 4 })).toBe(messages.ranking.movement.new);
    });
  }
});
