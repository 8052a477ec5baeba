/**
 * A small A4 typesetter on pdf-lib for the sample downloads (tools/sample/downloads.ts):
 * a black masthead with a gold rule, headings, wrapped paragraphs, bullets and ruled tables,
 * with page breaks. Standard Helvetica (not embedded), so each file stays a few kilobytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; columns: { title: string; width: number; align?: 'right' }[]; rows: string[][] };

export interface Section {
  /** Masthead line, e.g. "Geschäftsberichte-Rating 2026". */
  masthead: string;
  title: string;
  subtitle?: string;
  blocks: Block[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.07, 0.07, 0.07);
const GREY = rgb(0.33, 0.32, 0.3);
const RULE = rgb(0.82, 0.8, 0.77);
const GOLD = rgb(0.72, 0.56, 0.11);

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf(
  meta: { title: string; subject: string; date: Date },
  sections: Section[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor('Forum Unternehmensberichterstattung Schweiz');
  doc.setCreator('Geschäftsberichte-Rating (sample document)');
  doc.setProducer('pdf-lib');
  doc.setLanguage('de-CH');
  // Fixed dates, so that running the script again writes the same bytes.
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage;
  let y = 0;
  let masthead = '';
  const newPage = () => {
    page = doc.addPage(A4);
    page.drawRectangle({ x: 0, y: A4[1] - 64, width: A4[0], height: 64, color: INK });
    page.drawRectangle({ x: 0, y: A4[1] - 68, width: A4[0], height: 4, color: GOLD });
    page.drawText(masthead, { x: MARGIN, y: A4[1] - 40, size: 11, font: bold, color: rgb(1, 1, 1) });
    page.drawText(`${doc.getPageCount()}`, { x: A4[0] - MARGIN - 10, y: 32, size: 9, font: regular, color: GREY });
    page.drawText('Musterdokument mit erfundenen Daten · Sample document with invented data', {
      x: MARGIN,
      y: 32,
      size: 8,
      font: regular,
      color: GREY,
    });
    y = A4[1] - 112;
  };
  const need = (height: number) => {
    if (y - height < 64) newPage();
  };
  const lines = (text: string, font: PDFFont, size: number, leading: number, color = INK, indent = 0) => {
    for (const line of wrap(text, font, size, WIDTH - indent)) {
      need(leading);
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      y -= leading;
    }
  };

  for (const section of sections) {
    masthead = section.masthead;
    newPage();
    lines(section.title, bold, 24, 29);
    if (section.subtitle) {
      y -= 4;
      lines(section.subtitle, regular, 13, 18, GREY);
    }
    y -= 18;
    for (const block of section.blocks) {
      if (block.kind === 'heading') {
        // Keep a heading with the start of what follows it.
        need(84);
        y -= 10;
        page!.drawRectangle({ x: MARGIN, y: y + 16, width: 28, height: 2.5, color: GOLD });
        lines(block.text, bold, 13, 19);
        y -= 2;
      } else if (block.kind === 'paragraph') {
        lines(block.text, regular, 10.5, 15);
        y -= 8;
      } else if (block.kind === 'bullets') {
        for (const item of block.items) {
          need(15);
          page!.drawText('–', { x: MARGIN, y, size: 10.5, font: regular, color: GOLD });
          lines(item, regular, 10.5, 15, INK, 14);
          y -= 3;
        }
        y -= 6;
      } else {
        const row = (cells: string[], font: PDFFont) => {
          need(20);
          let x = MARGIN;
          block.columns.forEach((column, i) => {
            // A cell too wide for its column is shortened with an ellipsis.
            let text = cells[i] ?? '';
            while (text.length > 1 && font.widthOfTextAtSize(text, 9.5) > column.width - 6)
              text = `${text.slice(0, -2).trimEnd()}…`;
            const width = font.widthOfTextAtSize(text, 9.5);
            page.drawText(text, {
              x: column.align === 'right' ? x + column.width - width - 6 : x,
              y,
              size: 9.5,
              font,
              color: INK,
            });
            x += column.width;
          });
          page.drawLine({
            start: { x: MARGIN, y: y - 6 },
            end: { x: MARGIN + WIDTH, y: y - 6 },
            thickness: 0.5,
            color: RULE,
          });
          y -= 20;
        };
        row(
          block.columns.map((c) => c.title),
          bold,
        );
        for (const cells of block.rows) row(cells, regular);
        y -= 10;
      }
    }
  }
  return doc.save({ useObjectStreams: true });
}
