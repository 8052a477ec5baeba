/**
 * The certificate: a one-page, tagged A4 PDF in one language; with sample data a band says it is not valid.
 * Tagged with pdfkit's structure API: /MarkInfo, /Lang, /DisplayDocTitle; each block a structure
 * element (H1, H2, P, Figure with /Alt) over its marked content; decoration as /Artifact.
 */
import PDFDocument from 'pdfkit';
import { A4, certificateLayout, MARGIN, WIDTH, type Line } from './certificate-layout';
import { TextSetter } from './text-setter';
import type { CertificateTexts } from './texts';

const colours = { ink: '#111111', muted: '#4a4844', gold: '#c9a227', rule: '#d9d4cc' };

export interface CertificateResult {
  bytes: Uint8Array;
  /** Characters of the texts that no installed font has (drawn as a box, extracted correctly). */
  missing: string[];
}

export async function certificatePdf(texts: CertificateTexts): Promise<CertificateResult> {
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang: texts.lang,
    displayTitle: true,
    info: {
      Title: texts.title,
      Author: texts.edition,
      Subject: texts.statement,
      Creator: texts.edition,
      Producer: 'pdfkit',
      // Fixed dates: the same texts give the same bytes, so a rebuild does not change the file.
      CreationDate: new Date(0),
      ModDate: new Date(0),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));

  const setter = new TextSetter(doc, {
    400: [texts.intro, texts.statement, texts.meaning, texts.footer],
    700: [texts.edition.toUpperCase(), texts.meaningTitle, texts.sampleData ?? ''],
    800: [texts.heading, texts.name],
  });
  const layout = certificateLayout(texts, (text, weight, size, tracking) => setter.width(text, weight, size, tracking));

  const document = doc.struct('Document', { lang: texts.lang });
  doc.addStructure(document);
  // The root's one kid is the Document element itself, not an array holding it (pdfkit's types omit both).
  const root = doc.getStructTreeRoot().data as Record<string, unknown>;
  root.K = (document as unknown as { dictionary: unknown }).dictionary;
  const tagged = (role: string, list: Line[]) =>
    document.add(
      doc.struct(role, {}, () => {
        for (const line of list) setter.draw(line, colours[line.tone]);
      }),
    );
  const artifact = (draw: () => void) => {
    doc.markContent('Artifact');
    draw();
    doc.endMarkedContent();
  };

  if (layout.band) {
    const { height } = layout.band;
    artifact(() => doc.rect(0, 0, A4.width, height).fill(colours.gold));
    tagged('P', layout.band.lines);
  }
  const { mark } = layout;
  // pdfkit sets /BBox from `bbox` (its types do not list it).
  const figure = { alt: texts.markAlt, bbox: [mark.x, mark.top, mark.x + mark.size, mark.top + mark.size] };
  document.add(doc.struct('Figure', figure, () => drawMark(doc, mark.x, mark.top, mark.size / 40)));
  tagged('P', layout.edition);
  artifact(() => {
    doc.rect(MARGIN, layout.headRule - 1.5, WIDTH, 1.5).fill(colours.ink);
    doc.rect(MARGIN, layout.headingBar - 5, 56, 5).fill(colours.gold);
  });
  tagged('H1', layout.heading);
  tagged('P', layout.intro);
  tagged('P', layout.name);
  tagged('P', layout.statement);
  const { sunrise } = layout;
  if (sunrise !== undefined) artifact(() => drawSunrise(doc, A4.width / 2, sunrise, WIDTH));
  tagged('H2', layout.meaningTitle);
  tagged('P', layout.meaning);
  artifact(() => doc.rect(MARGIN, layout.footerRule - 0.75, WIDTH, 0.75).fill(colours.rule));
  tagged('P', layout.footer);
  document.end();

  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), missing: [...setter.missing] };
}

/** The programme's mark (app/icon.svg without its tile) with its top left at (x, top). */
function drawMark(doc: PDFKit.PDFDocument, x: number, top: number, scale: number): void {
  doc.save().translate(x, top).scale(scale).fillColor(colours.gold);
  doc.circle(20, 23, 8).fill();
  doc.path('M20 6v4M9 10.5l3 3M31 10.5l-3 3M4.5 23h4M31.5 23h4').lineWidth(2.5).lineCap('round').stroke(colours.gold);
  doc.rect(4, 32, 32, 2.5).fill();
  doc.restore();
}

/** The sunrise between the statement and the explanation: a half disc and rays over a rule. */
function drawSunrise(doc: PDFKit.PDFDocument, cx: number, baseline: number, width: number): void {
  doc.rect(cx - width / 2, baseline - 0.75, width, 1.5).fill(colours.gold);
  const r = 34;
  doc.path(`M${cx - r} ${baseline}a${r} ${r} 0 0 1 ${2 * r} 0z`).fill(colours.gold);
  for (let deg = 0; deg <= 180; deg += 15) {
    const rad = (deg * Math.PI) / 180;
    const [inner, outer] = [r + 12, r + 36];
    doc
      .moveTo(cx + Math.cos(rad) * inner, baseline - Math.sin(rad) * inner)
      .lineTo(cx + Math.cos(rad) * outer, baseline - Math.sin(rad) * outer);
  }
  doc.lineWidth(2.5).lineCap('round').stroke(colours.gold);
}
