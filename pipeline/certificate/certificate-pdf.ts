/** The certificate: a one-page, tagged A4 PDF in one language; with sample data a band says it is not valid. */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { A4, allLines, certificateLayout, MARGIN, WIDTH, type Line, type Tone } from './certificate-layout';
import { embeddingFontkit } from './fonts';
import { TaggedPage } from './tagged-pdf';
import { hex, TextSetter, type Colour } from './text-setter';
import type { CertificateTexts } from './texts';

const colours = {
  ink: hex('#111111'),
  muted: hex('#4a4844'),
  gold: hex('#c9a227'),
  rule: hex('#d9d4cc'),
};
const tones: Record<Tone, Colour> = { ink: colours.ink, muted: colours.muted };

const fill = (c: Colour) => rgb(c.r, c.g, c.b);

export interface CertificateResult {
  bytes: Uint8Array;
  /** Characters of the texts that no installed font has (drawn as a box, extracted correctly). */
  missing: string[];
}

export async function certificatePdf(texts: CertificateTexts): Promise<CertificateResult> {
  const setter = new TextSetter({
    400: [texts.intro, texts.statement, texts.meaning, texts.footer],
    700: [texts.edition.toUpperCase(), texts.meaningTitle, texts.sampleData ?? ''],
    800: [texts.heading, texts.name],
  });
  const layout = certificateLayout(texts, (text, weight, size, tracking) => setter.width(text, weight, size, tracking));

  const doc = await PDFDocument.create();
  doc.registerFontkit(embeddingFontkit);
  await setter.embed(doc, allLines(layout));
  const page = doc.addPage([A4.width, A4.height]);
  const tagged = new TaggedPage(doc, page);
  const y = (top: number) => A4.height - top;
  const lines = (list: Line[]) => () => {
    for (const line of list) setter.draw(tagged, line.text, { ...line, y: y(line.top), colour: tones[line.tone] });
  };

  if (layout.band) {
    const { height } = layout.band;
    tagged.artifact(() =>
      page.drawRectangle({ x: 0, y: y(height), width: A4.width, height, color: fill(colours.gold) }),
    );
    tagged.tagged('P', lines(layout.band.lines));
  }
  const { mark } = layout;
  tagged.tagged('Figure', () => drawMark(page, mark.x, y(mark.top), mark.size / 40), {
    alt: texts.markAlt,
    bbox: [mark.x, y(mark.top + mark.size), mark.x + mark.size, y(mark.top)],
  });
  tagged.tagged('P', lines(layout.edition));
  tagged.artifact(() => {
    page.drawRectangle({ x: MARGIN, y: y(layout.headRule), width: WIDTH, height: 1.5, color: fill(colours.ink) });
    page.drawRectangle({ x: MARGIN, y: y(layout.headingBar), width: 56, height: 5, color: fill(colours.gold) });
  });
  tagged.tagged('H1', lines(layout.heading));
  tagged.tagged('P', lines(layout.intro));
  tagged.tagged('P', lines(layout.name));
  tagged.tagged('P', lines(layout.statement));
  const { sunrise } = layout;
  if (sunrise !== undefined) tagged.artifact(() => drawSunrise(page, A4.width / 2, y(sunrise), WIDTH));
  tagged.tagged('H2', lines(layout.meaningTitle));
  tagged.tagged('P', lines(layout.meaning));
  tagged.artifact(() =>
    page.drawRectangle({ x: MARGIN, y: y(layout.footerRule), width: WIDTH, height: 0.75, color: fill(colours.rule) }),
  );
  tagged.tagged('P', lines(layout.footer));
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

/** The programme's mark (app/icon.svg without its tile) with its top left at (x, top). */
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
