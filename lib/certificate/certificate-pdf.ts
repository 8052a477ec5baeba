/**
 * The certificate: a one-page A4 PDF in one language (lib/certificate/texts), set in the site's
 * Hanken Grotesk with real, tagged text (lib/certificate/text-setter, tagged-pdf). White paper,
 * black type, gold for distinction as on the site: the programme's mark and name at the head,
 * "Zertifikat" large, the company name as large as fits (never cut), what it earned, a gold
 * sunrise, and what the certificate means. While the site shows sample data a gold band across
 * the top says the certificate is not valid.
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { embeddingFontkit, type Weight } from './fonts';
import { fitBlock, wrapLines } from './layout';
import { TaggedPage } from './tagged-pdf';
import { hex, TextSetter, type Colour } from './text-setter';
import type { CertificateTexts } from './texts';

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const M = 64;
const WIDTH = A4.width - 2 * M;
const colours = {
  ink: hex('#111111'),
  muted: hex('#4a4844'),
  gold: hex('#c9a227'),
  goldDeep: hex('#8a6a10'),
  rule: hex('#d9d4cc'),
};

const fill = (c: Colour) => rgb(c.r, c.g, c.b);

export interface CertificateResult {
  bytes: Uint8Array;
  /** Characters of the texts that no installed font has (drawn as a box, extracted correctly). */
  missing: string[];
}

interface Line {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  top: number;
  size: number;
  weight: Weight;
  colour: Colour;
  tracking?: number;
}

export async function certificatePdf(texts: CertificateTexts): Promise<CertificateResult> {
  const setter = new TextSetter({
    400: [texts.intro, texts.statement, texts.meaning, texts.footer],
    700: [texts.edition.toUpperCase(), texts.meaningTitle, texts.sampleData ?? ''],
    800: [texts.heading, texts.name],
  });
  const measure = (weight: Weight) => (text: string, size: number) => setter.width(text, weight, size);
  const centre = (text: string, weight: Weight, size: number) => (A4.width - setter.width(text, weight, size)) / 2;
  const block = (
    text: string,
    left: number,
    top: number,
    size: number,
    weight: Weight,
    colour: Colour,
    leading: number,
    width = WIDTH,
  ) =>
    wrapLines(text, width, size, measure(weight)).map((line, i) => ({
      text: line,
      x: left,
      top: top + i * leading,
      size,
      weight,
      colour,
    }));

  // The layout, top down; every element's lines, so their fonts can be embedded first.
  const band: Line[] = texts.sampleData
    ? [
        {
          text: texts.sampleData,
          x: centre(texts.sampleData, 700, 9),
          top: 21,
          size: 9,
          weight: 700,
          colour: colours.ink,
        },
      ]
    : [];
  const edition: Line[] = [
    {
      text: texts.edition.toUpperCase(),
      x: M + 52,
      top: 92,
      size: 10,
      weight: 700,
      colour: colours.ink,
      tracking: 1.2,
    },
  ];
  const heading: Line[] = [{ text: texts.heading, x: M - 3, top: 236, size: 68, weight: 800, colour: colours.ink }];
  const intro = block(texts.intro, M, 318, 15, 400, colours.muted, 22);
  const nameFit = fitBlock(texts.name, { width: WIDTH, maxLines: 3, max: 40, min: 14, step: 2 }, measure(800));
  const nameLeading = Math.round(nameFit.size * 1.14);
  const nameTop = 318 + 22 + Math.round(nameFit.size * 0.9);
  const name: Line[] = nameFit.lines.map((text, i) => ({
    text,
    x: M,
    top: nameTop + i * nameLeading,
    size: nameFit.size,
    weight: 800,
    colour: colours.ink,
  }));
  const nameBottom = nameTop + (name.length - 1) * nameLeading;
  const statement = block(texts.statement, M, nameBottom + 34, 15, 400, colours.ink, 22);
  const statementBottom = statement.at(-1)!.top;
  const sunTop = Math.max(statementBottom + 56, 560);
  const meaningTitle: Line[] = [
    { text: texts.meaningTitle, x: M, top: sunTop + 130, size: 10.5, weight: 700, colour: colours.ink },
  ];
  const meaning = block(texts.meaning, M, sunTop + 150, 10, 400, colours.muted, 15);
  const footer = block(texts.footer, M, A4.height - 44, 8.5, 400, colours.muted, 12);
  const all = [band, edition, heading, intro, name, statement, meaningTitle, meaning, footer].flat();

  const doc = await PDFDocument.create();
  doc.registerFontkit(embeddingFontkit);
  await setter.embed(doc, all);
  const page = doc.addPage([A4.width, A4.height]);
  const tagged = new TaggedPage(doc, page);
  const y = (top: number) => A4.height - top;
  const drawLines = (lines: Line[]) => {
    for (const line of lines) setter.draw(tagged, line.text, { ...line, y: y(line.top) });
  };

  if (texts.sampleData) {
    tagged.artifact(() =>
      page.drawRectangle({ x: 0, y: y(34), width: A4.width, height: 34, color: fill(colours.gold) }),
    );
    tagged.tagged('P', () => drawLines(band));
  }
  // The programme's mark (app/icon.svg without its tile), 40 points wide.
  const markTop = 66;
  tagged.tagged('Figure', () => drawMark(page, M, y(markTop), 1), {
    alt: texts.markAlt,
    bbox: [M, y(markTop + 40), M + 40, y(markTop)],
  });
  tagged.tagged('P', () => drawLines(edition));
  tagged.artifact(() => {
    page.drawRectangle({ x: M, y: y(124), width: WIDTH, height: 1.5, color: fill(colours.ink) });
    page.drawRectangle({ x: M, y: y(262), width: 56, height: 5, color: fill(colours.gold) });
  });
  tagged.tagged('H1', () => drawLines(heading));
  tagged.tagged('P', () => drawLines(intro));
  tagged.tagged('P', () => drawLines(name));
  tagged.tagged('P', () => drawLines(statement));
  tagged.artifact(() => drawSunrise(page, A4.width / 2, y(sunTop + 84), WIDTH));
  tagged.tagged('H2', () => drawLines(meaningTitle));
  tagged.tagged('P', () => drawLines(meaning));
  tagged.artifact(() =>
    page.drawRectangle({ x: M, y: y(A4.height - 64), width: WIDTH, height: 0.75, color: fill(colours.rule) }),
  );
  tagged.tagged('P', () => drawLines(footer));
  tagged.finish({ lang: texts.lang, title: texts.title });

  doc.setAuthor(texts.edition);
  doc.setSubject(texts.statement);
  doc.setCreator(texts.edition);
  doc.setProducer('pdf-lib');
  // Fixed dates: the same texts give the same bytes, so a rebuild does not change the file.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return { bytes: await doc.save(), missing: [...setter.missing] };
}

/** The programme's mark at (x, top) in page coordinates: a gold sun rising over a line. */
function drawMark(page: PDFPage, x: number, top: number, scale: number): void {
  const gold = fill(colours.gold);
  page.drawCircle({ x: x + 20 * scale, y: top - 23 * scale, size: 8 * scale, color: gold });
  page.drawSvgPath('M20 6v4M9 10.5l3 3M31 10.5l-3 3M4.5 23h4M31.5 23h4', {
    x,
    y: top,
    scale,
    borderColor: gold,
    borderWidth: 2.5,
    borderLineCap: 1,
  });
  page.drawRectangle({ x: x + 4 * scale, y: top - 34.5 * scale, width: 32 * scale, height: 2.5 * scale, color: gold });
}

/** The sunrise between the statement and the explanation: a half disc and rays over a rule. */
function drawSunrise(page: PDFPage, cx: number, baseline: number, width: number): void {
  const gold = fill(colours.gold);
  page.drawRectangle({ x: cx - width / 2, y: baseline - 0.75, width, height: 1.5, color: gold });
  const r = 34;
  page.drawSvgPath(`M${-r} 0a${r} ${r} 0 0 1 ${2 * r} 0z`, { x: cx, y: baseline, color: gold });
  for (let deg = 0; deg <= 180; deg += 15) {
    const rad = (deg * Math.PI) / 180;
    const [inner, outer] = [r + 12, r + 36];
    page.drawLine({
      start: { x: cx + Math.cos(rad) * inner, y: baseline + Math.sin(rad) * inner },
      end: { x: cx + Math.cos(rad) * outer, y: baseline + Math.sin(rad) * outer },
      thickness: 2.5,
      color: gold,
      lineCap: 1,
    });
  }
}
