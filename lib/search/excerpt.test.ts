import { excerptParts } from './excerpt';

describe('excerptParts', () => {
  it('marks the words the index marked', () => {
    expect(excerptParts('Der Bericht von <mark>Swisscom</mark> überzeugt.')).toEqual([
      { text: 'Der Bericht von ', marked: false },
      { text: 'Swisscom', marked: true },
      { text: ' überzeugt.', marked: false },
    ]);
  });

  it('decodes escaped markup to text, never to elements', () => {
    const parts = excerptParts('&lt;img src=x onerror=alert(1)&gt; <mark>Zürcher</mark> &amp; Co');
    expect(parts).toEqual([
      { text: '<img src=x onerror=alert(1)> ', marked: false },
      { text: 'Zürcher', marked: true },
      { text: ' & Co', marked: false },
    ]);
  });

  it('reads no other tag as markup', () => {
    expect(excerptParts('<b>bold</b> <script>x</script>')).toEqual([
      { text: '<b>bold</b> <script>x</script>', marked: false },
    ]);
  });

  it("takes out the joints the index put into compounds, and no hyphen of the page's own", () => {
    expect(
      excerptParts('Der <mark>Geschäfts\u2060-bericht</mark> der Kantonal\u2060-bank, Gross- und Kleinschreibung'),
    ).toEqual([
      { text: 'Der ', marked: false },
      { text: 'Geschäftsbericht', marked: true },
      { text: ' der Kantonalbank, Gross- und Kleinschreibung', marked: false },
    ]);
  });

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});
