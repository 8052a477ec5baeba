import { createTranslator } from 'next-intl';
import { fillParts, messageParts } from './message-parts';

// Messages typed as plain strings, as the site's catalogue is (lib/content/message-schema).
const translator = (messages: Record<string, string>, onError?: () => void) =>
  createTranslator({ locale: 'de-CH', messages, onError });

describe('messageParts', () => {
  it('splits a formatted message at its arguments, text and names alternating', () => {
    const t = translator({ count: '{count} von {total} Unternehmen' });
    expect(messageParts(['count', 'total'], (markers) => t('count', markers))).toEqual([
      '',
      'count',
      ' von ',
      'total',
      ' Unternehmen',
    ]);
  });

  it('keeps the rest of the ICU message formatted on the server', () => {
    const t = translator({ found: '{kind, select, bank {Banken} other {Firmen}} mit «{query}»' });
    const parts = messageParts(['query'], (markers) => t('found', { kind: 'bank', ...markers }));
    expect(parts).toEqual(['Banken mit «', 'query', '»']);
  });

  it('refuses a message that does not show an argument as it is', () => {
    const t = translator({
      plural: '{count, plural, one {# Firma} other {# Firmen}} von {total}',
      lacking: 'alle Firmen',
    });
    expect(() => messageParts(['count', 'total'], (markers) => t('lacking', markers))).toThrow('{count} and {total}');
    // A marker is no number: the plural cannot choose, and {count} does not come out.
    const quiet = translator({ plural: '{count, plural, one {# Firma} other {# Firmen}}' }, () => {});
    expect(() => messageParts(['count'], (markers) => quiet('plural', markers))).toThrow('{count}');
    expect(t('plural', { count: 1, total: 2 })).toBe('1 Firma von 2');
  });
});

describe('fillParts', () => {
  it('puts the values in at their arguments, also where one comes twice', () => {
    expect(fillParts(['', 'count', ' von ', 'total', ' Unternehmen'], { count: '3', total: '199' })).toBe(
      '3 von 199 Unternehmen',
    );
    expect(fillParts(['«', 'q', '» und «', 'q', '»'], { q: 'Bank' })).toBe('«Bank» und «Bank»');
  });

  it('gives the message back with the values the server would have put in', () => {
    const t = translator({ none: 'Kein Unternehmen entspricht «{query}».' });
    const parts = messageParts(['query'], (markers) => t('none', markers));
    expect(fillParts(parts, { query: 'qqxyz' })).toBe(t('none', { query: 'qqxyz' }));
  });
});
