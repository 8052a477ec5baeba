import { introLine, visibleLength } from './intro-line';

describe('introLine', () => {
  it('keeps a paragraph that fits whole, and moves the paragraphs after it to the rest', () => {
    const html = '<p>Alle Unternehmen auf einen Blick. Sortieren Sie nach Rang.</p><p>Zweiter Absatz.</p>';
    expect(introLine(html, 80)).toEqual({
      line: '<p>Alle Unternehmen auf einen Blick. Sortieren Sie nach Rang.</p>',
      rest: '<p>Zweiter Absatz.</p>',
    });
  });

  it('takes as many whole sentences as fit and leaves the others for after the data', () => {
    const html = '<p>Eins ist kurz. Zwei ist etwas länger. Drei ist der längste Satz von allen hier.</p>';
    expect(introLine(html, 40)).toEqual({
      line: '<p>Eins ist kurz. Zwei ist etwas länger.</p>',
      rest: '<p>Drei ist der längste Satz von allen hier.</p>',
    });
  });

  it('keeps at least the first sentence, however long', () => {
    const html = '<p>Ein sehr langer erster Satz, der das Budget sprengt. Danach ein zweiter.</p><p>Mehr.</p>';
    const { line, rest } = introLine(html, 10);
    expect(line).toBe('<p>Ein sehr langer erster Satz, der das Budget sprengt.</p>');
    expect(rest).toBe('<p>Danach ein zweiter.</p>\n<p>Mehr.</p>');
  });

  it('keeps a long paragraph of one sentence whole', () => {
    const html = '<p>Vier Kategorien, je drei Auszeichnungen: die Unternehmen, die überzeugt haben</p>';
    expect(introLine(html, 10)).toEqual({ line: html, rest: '' });
  });

  it('never splits inside an inline element, so both parts stay well-formed', () => {
    const html = '<p>Lesen Sie <a href="/x">das Vorwort. Es lohnt sich</a> heute. Dann die Rangliste.</p>';
    const { line, rest } = introLine(html, 10);
    expect(line).toBe('<p>Lesen Sie <a href="/x">das Vorwort. Es lohnt sich</a> heute.</p>');
    expect(rest).toBe('<p>Dann die Rangliste.</p>');
  });

  it('does not end a sentence at an abbreviation or a German ordinal', () => {
    const html = '<p>Am 1. Juni beginnt z. B. die Lesung. Dann folgt das Urteil.</p>';
    expect(introLine(html, 10).line).toBe('<p>Am 1. Juni beginnt z. B. die Lesung.</p>');
  });

  it('ends a sentence at a question or exclamation mark, and keeps a closing quote with its sentence', () => {
    expect(introLine('<p>Wer gewinnt? Die Jury entscheidet.</p>', 5).line).toBe('<p>Wer gewinnt?</p>');
    expect(introLine('<p>Sie sagt «Bravo.» Dann geht sie.</p>', 5).line).toBe('<p>Sie sagt «Bravo.»</p>');
  });

  it('leaves everything for after the data when the intro does not open with a paragraph', () => {
    const html = '<ul><li>Eins</li></ul><p>Text.</p>';
    expect(introLine(html)).toEqual({ line: '', rest: html });
    expect(introLine(undefined)).toEqual({ line: '', rest: '' });
  });

  it('keeps the first paragraph’s attributes on the line only', () => {
    const { line, rest } = introLine('<p id="a">Eins. Zwei.</p>', 3);
    expect(line).toBe('<p id="a">Eins.</p>');
    expect(rest).toBe('<p>Zwei.</p>');
  });
});

describe('visibleLength', () => {
  it('counts what a reader sees: no tags, an entity as one character, spaces collapsed', () => {
    expect(visibleLength('<p>Ab&nbsp;c  <strong>d</strong></p>')).toBe('Ab c d'.length);
  });
});
