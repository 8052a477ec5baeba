/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { certificatePdf } from './certificate-pdf';
import { certificateTexts } from './texts';
import type { Messages } from '../../lib/content/message-schema';
import deCH from '../../content/i18n/de-CH.json';
import enGB from '../../content/i18n/en-GB.json';

/** Reads a PDF back with poppler-utils (Debian's, as .ci/run installs it). */
function poppler(bytes: Uint8Array): { text: string; info: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-')), 'c.pdf');
  fs.writeFileSync(file, bytes);
  return {
    text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
  };
}

/** The roles of the Document element's children, in order. */
function structureRoles(doc: PDFDocument): string[] {
  const root = doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
  const document = root.lookup(PDFName.of('K'), PDFDict);
  const kids = document.lookup(PDFName.of('K'), PDFArray);
  return kids.asArray().map((_, i) => kids.lookup(i, PDFDict).lookup(PDFName.of('S'), PDFName).decodeText());
}

const options = { year: 2026, site: 'rating.example', sampleData: false };

describe('certificatePdf', () => {
  it('is one tagged A4 page whose text reads in order', async () => {
    const texts = certificateTexts('de-CH', deCH as unknown as Messages, { ...options, name: 'Zürcher Kantonalbank' });
    const { bytes, missing } = await certificatePdf(texts);
    const { text, info } = poppler(bytes);
    expect(missing).toEqual([]);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)$/m);
    expect(info).toMatch(/^Title:\s+Zertifikat 2026: Zürcher Kantonalbank$/m);
    const order = ['GESCHÄFTSBERICHTE-RATING 2026', 'Zertifikat', 'Der Geschäftsbericht von', 'Zürcher Kantonalbank'];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Was das Zertifikat bedeutet');
  });

  it('names its structure: heading, paragraphs and the mark as a figure', async () => {
    const texts = certificateTexts('en-GB', enGB as unknown as Messages, { ...options, name: 'Sika AG' });
    const doc = await PDFDocument.load((await certificatePdf(texts)).bytes);
    const roles = structureRoles(doc);
    expect(roles.filter((role) => role === 'H1')).toHaveLength(1);
    expect(roles).toContain('Figure');
    expect(roles.filter((role) => role === 'P').length).toBeGreaterThanOrEqual(5);
  });

  it('sets letters outside Latin-1 from the site font and the fallback, and drops control characters', async () => {
    const name = 'Łódź Ελλάδα Россия Nestlé Ngân hàng\u202E\u0000 AG';
    const texts = certificateTexts('en-GB', enGB as unknown as Messages, { ...options, name });
    const { bytes, missing } = await certificatePdf(texts);
    const { text } = poppler(bytes);
    expect(missing).toEqual([]);
    expect(text.replace(/\s+/g, ' ')).toContain('Łódź Ελλάδα Россия Nestlé Ngân hàng AG');
    expect(text).not.toContain('?');
  });

  it('never cuts a name: a long one takes smaller type and more lines', async () => {
    const name = 'Schweizerische Gesellschaft für Gesundheitsorganisationsverwaltung und Rückversicherung Holding AG';
    const texts = certificateTexts('de-CH', deCH as unknown as Messages, { ...options, name });
    const { text } = poppler((await certificatePdf(texts)).bytes);
    expect(text.replace(/\s+/g, ' ')).toContain(name);
  });

  it('says so across the top while the site shows sample data', async () => {
    const texts = certificateTexts('de-CH', deCH as unknown as Messages, { ...options, sampleData: true, name: 'ABB' });
    const { text } = poppler((await certificatePdf(texts)).bytes);
    expect(text.trimStart().startsWith('Beispieldaten')).toBe(true);
  });
});
