import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { edition, lastArchivedYear } from './support/editions';
import { nameOf, openParticipant, participantUrl, rows } from './support/participants';
import { currentYear, localePath, locales, messages, sampleData, type Locale } from './support/site';

/**
 * The certificate PDFs (lib/certificate): linked from a certified participant's page in both
 * languages, one file per language, read back with poppler-utils (pdftotext, pdfinfo; .ci/run
 * installs them): one tagged A4 page whose text names the company, the edition and what the
 * certificate means in its language. Letters outside Latin-1 and hostile names are covered at
 * unit level (pipeline/certificate/certificate-pdf.test.ts) and by the hostile build.
 */
const certified = rows.filter((r) => r.certificate === '*');
const notCertified = rows.find((r) => r.certificate !== '*');

function readPdf(bytes: Buffer): { text: string; info: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-certificate-')), 'certificate.pdf');
  fs.writeFileSync(file, bytes);
  return {
    text: execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
  };
}

const certificateLinks = (page: import('@playwright/test').Page) => page.locator('[data-certificate] a');

test.describe('certificates', () => {
  test('the sample has certified participants and others', () => {
    expect(certified.length).toBeGreaterThan(1);
    expect(notCertified).toBeDefined();
  });

  for (const locale of locales) {
    test(`a certified participant's page links both PDFs, which say the right things (${locale})`, async ({
      page,
      request,
    }) => {
      const participant = certified[certified.length - 1]!;
      const name = nameOf(participant);
      const t = messages[locale].certificate.links;
      await openParticipant(page, participantUrl(locale, participant.ref));
      await expect(page.locator('[data-certificate]')).toContainText(t.label.replace('{year}', String(currentYear)));
      const links = certificateLinks(page);
      await expect(links).toHaveCount(locales.length);
      for (const [i, fileLocale] of locales.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAttribute('hreflang', fileLocale);
        await expect(link).toContainText(t.download.replace('{language}', t.languages[fileLocale]));
        const href = (await link.getAttribute('href'))!;
        expect(href).toBe(`/globalassets/certificates/${currentYear}/${participant.ref}-${fileLocale.slice(0, 2)}.pdf`);

        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const { text, info } = readPdf(await response.body());
        expect(info).toMatch(/^Tagged:\s+yes$/m);
        expect(info).toMatch(/^Pages:\s+1$/m);
        expect(info).toMatch(/^Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)$/m);
        const doc = messages[fileLocale as Locale].certificate.document;
        expect(info).toContain(doc.title.replace('{year}', String(currentYear)).replace('{name}', name));
        const flat = text.replace(/\s+/g, ' ');
        // In reading order: the heading, the company, the meaning.
        const order = [doc.heading, name, doc.meaningTitle].map((part) => flat.indexOf(part));
        expect(
          order.every((at) => at >= 0),
          `${href}: ${flat}`,
        ).toBe(true);
        expect([...order].sort((a, b) => a - b)).toEqual(order);
        expect(flat).toContain(String(currentYear));
        expect(flat).toContain(messages[fileLocale as Locale].seo.organization.name);
        if (sampleData) expect(flat.trimStart().startsWith(doc.sampleData.split(':')[0]!)).toBe(true);
        // The other language's heading is not in this file.
        const other = messages[locales.find((l) => l !== fileLocale)!].certificate.document.meaningTitle;
        expect(flat).not.toContain(other);
      }
    });
  }

  test('a participant without certificate has no certificate links and no file', async ({ page, request }) => {
    const participant = notCertified!;
    await openParticipant(page, participantUrl('de-CH', participant.ref));
    await expect(page.locator('[data-certificate]')).toHaveCount(0);
    const response = await request.get(`/globalassets/certificates/${currentYear}/${participant.ref}-de.pdf`);
    expect(response.status()).toBe(404);
  });

  test("an archived edition's page links that edition's certificates", async ({ page, request }) => {
    expect(lastArchivedYear, 'the sample has an archived edition').toBeDefined();
    const year = lastArchivedYear!;
    const participant = edition(year).rows.find((r) => r.certificate === '*')!;
    await openParticipant(page, localePath('en-GB', `/${year}/teilnehmer/${participant.ref}`));
    const links = certificateLinks(page);
    await expect(links).toHaveCount(locales.length);
    const href = (await links.first().getAttribute('href'))!;
    expect(href).toBe(`/globalassets/certificates/${year}/${participant.ref}-de.pdf`);
    const { text } = readPdf(await (await request.get(href)).body());
    expect(text).toContain(String(year));
    // Badges show the newest edition: an archived page offers none.
    await expect(page.locator('[data-badge-box]')).toHaveCount(0);
  });
});
