import { allLines, type CertificateLayout } from './__fixtures__/all-lines';
import { A4, certificateLayout, MARGIN, WIDTH, type WidthOf } from './certificate-layout';
import type { CertificateTexts } from './texts';

/** Every character is 0.55 of the size wide (bold a little wider). */
const widthOf: WidthOf = (text, weight, size, tracking = 0) =>
  [...text].length * (size * (weight === 400 ? 0.5 : 0.58) + tracking);

const texts: CertificateTexts = {
  lang: 'de-CH',
  title: 'Zertifikat 2026: Sika AG',
  edition: 'Geschäftsberichte-Rating 2026',
  heading: 'Zertifikat',
  intro: 'Der Geschäftsbericht von',
  name: 'Sika AG',
  statement: 'hat im Geschäftsberichte-Rating 2026 die Qualitätskriterien für das Zertifikat erfüllt.',
  meaningTitle: 'Was das Zertifikat bedeutet',
  meaning: 'Das Zertifikat erhalten alle Berichte, deren Gesamtpunktzahl die Schwelle erreicht. '.repeat(3),
  markAlt: 'Eine goldene Sonne',
  footer: 'Geschäftsberichte-Rating · Ausgabe 2026 · rating.example',
};

/** The blocks in reading order, each as its lines' tops. */
const blocks = (layout: CertificateLayout) =>
  [
    layout.band?.lines ?? [],
    layout.edition,
    layout.heading,
    layout.intro,
    layout.name,
    layout.statement,
    layout.meaningTitle,
    layout.meaning,
    layout.footer,
  ].filter((lines) => lines.length > 0);

function expectInsideAndInOrder(layout: CertificateLayout) {
  for (const line of allLines(layout)) {
    expect(line.x).toBeGreaterThanOrEqual(0);
    expect(line.x + widthOf(line.text, line.weight, line.size, line.tracking)).toBeLessThanOrEqual(
      A4.width - MARGIN + 4,
    );
    expect(line.top).toBeLessThan(A4.height - 20);
  }
  const list = blocks(layout);
  for (let i = 1; i < list.length; i++) expect(list[i]![0]!.top).toBeGreaterThan(list[i - 1]!.at(-1)!.top);
}

describe('certificateLayout', () => {
  it('sets a short certificate on one page with the sunrise, in reading order', () => {
    const layout = certificateLayout(texts, widthOf);
    expectInsideAndInOrder(layout);
    expect(layout.heading).toHaveLength(1);
    expect(layout.heading[0]!.size).toBe(68);
    expect(layout.sunrise).toBeGreaterThan(layout.statement.at(-1)!.top);
    expect(layout.meaningTitle[0]!.top).toBeGreaterThan(layout.sunrise!);
    expect(layout.band).toBeUndefined();
  });

  it('wraps a long heading, edition and sample-data notice instead of running off the page', () => {
    const long = 'Zertifikat <textarea>__xss("textarea-breakout")</textarea> und noch mehr Text dazu';
    const layout = certificateLayout(
      { ...texts, heading: long, edition: `${texts.edition} ${long}`, sampleData: `Beispieldaten: ${long} ${long}` },
      widthOf,
    );
    expectInsideAndInOrder(layout);
    expect(layout.heading.length).toBeGreaterThan(1);
    expect(layout.edition.length).toBeGreaterThan(1);
    expect(layout.band!.lines.length).toBeGreaterThan(1);
    expect(layout.mark.top).toBeGreaterThanOrEqual(layout.band!.height + 32);
    // Nothing lost (a word wider than the line at the smallest size is broken between letters).
    expect(
      layout.heading
        .map((line) => line.text)
        .join('')
        .replace(/ /g, ''),
    ).toBe(long.replace(/ /g, ''));
  });

  it('gives up the sunrise when a long text needs its room', () => {
    const layout = certificateLayout(
      { ...texts, name: 'Gesellschaft '.repeat(20).trim(), meaning: texts.meaning.repeat(2) },
      widthOf,
    );
    expect(layout.sunrise).toBeUndefined();
    expectInsideAndInOrder(layout);
  });

  it('keeps every line within the text width', () => {
    for (const line of allLines(certificateLayout({ ...texts, sampleData: 'Beispieldaten' }, widthOf)))
      expect(widthOf(line.text, line.weight, line.size, line.tracking)).toBeLessThanOrEqual(WIDTH + 1);
  });
});
