import { markCompounds, partsOf, splitCompound } from './compounds';

const J = '\u2060-';
const parts = partsOf([
  '<main><p>Der Bericht, die Bank und die Berichterstattung.</p><p>Nachhaltigkeit oder Gestaltung</p></main>',
]);

describe('partsOf', () => {
  it('takes the words of the text, lower-cased, of four letters or more, without function words', () => {
    expect([...parts].sort()).toEqual(['bank', 'bericht', 'berichterstattung', 'gestaltung', 'nachhaltigkeit']);
  });

  it('reads no markup, script or style', () => {
    expect(
      partsOf(['<div class="Bilanzkennzahl"><script>Skriptwort</script><style>Stilwort</style>Text</div>']),
    ).toEqual(new Set(['text']));
  });
});

describe('splitCompound', () => {
  it('puts a joint before the longest final part', () => {
    expect(splitCompound('Geschäftsbericht', parts)).toBe(`Geschäfts${J}bericht`);
    expect(splitCompound('Kantonalbank', parts)).toBe(`Kantonal${J}bank`);
    expect(splitCompound('Nachhaltigkeitsberichterstattung', parts)).toBe(`Nachhaltigkeits${J}berichterstattung`);
  });

  it('splits what stays before it again', () => {
    expect(splitCompound('Nachhaltigkeitsbankbericht', parts)).toBe(`Nachhaltigkeits${J}bank${J}bericht`);
  });

  it('leaves a word alone that is a part itself, too short, or ends in no part', () => {
    expect(splitCompound('Berichterstattung', parts)).toBe(`Berichterstattung`);
    expect(splitCompound('Bankbank', parts)).toBe(`Bank${J}bank`);
    expect(splitCompound('Bankhaus', parts)).toBe('Bankhaus');
    expect(splitCompound('Erbank', parts)).toBe('Erbank');
    expect(splitCompound('Zusammenfassung', parts)).toBe('Zusammenfassung');
  });
});

describe('markCompounds', () => {
  it('changes the text only, never markup, attributes or scripts', () => {
    const html =
      '<h1 title="Geschäftsbericht">Geschäftsbericht</h1><script>var Geschäftsbericht = 1</script><p>Die Kantonalbank.</p>';
    expect(markCompounds(html, parts)).toBe(
      `<h1 title="Geschäftsbericht">Geschäfts${J}bericht</h1><script>var Geschäftsbericht = 1</script><p>Die Kantonal${J}bank.</p>`,
    );
  });
});
