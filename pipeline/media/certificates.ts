/**
 * The certificate PDFs, one per language for every certified participant of every edition; a
 * character no font has is reported, not fatal.
 */
import type { MediaContent, Produce } from './produce';
import { certificatePdf } from '../certificate/certificate-pdf';
import { certificatePath } from '../../lib/certificate/paths';
import { certificateTexts } from '../certificate/texts';
import { locales } from '../../lib/i18n/locales';

/** "U+00E9" for "é". */
const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Bump when the design changes, to regenerate every certificate. */
const DESIGN = 4;

/** `site`: the site's address as the certificate's foot names it (host only). */
export async function generateCertificates(
  produce: Produce,
  { editions, messages, site, sampleData }: MediaContent & { site: string; sampleData: boolean },
): Promise<{ count: number; seconds: number }> {
  const started = Date.now();
  let count = 0;
  for (const { year, participants } of editions) {
    for (const participant of participants.filter((p) => p.certificate)) {
      for (const { code } of locales) {
        const texts = certificateTexts(code, messages[code], { name: participant.name, year, site, sampleData });
        const relative = certificatePath(participant.ref, year, code).replace(/^\/globalassets\//, '');
        await produce(relative, `certificate|${DESIGN}|${JSON.stringify(texts)}`, async () => {
          const { bytes, missing } = await certificatePdf(texts);
          if (missing.length > 0) {
            const letters = missing.map((ch) => `"${ch}" (${codePoint(ch)})`).join(', ');
            console.warn(
              `Certificate ${relative}: no installed font has ${letters}; it is drawn as a box. ` +
                'Install a font for that script (docs/deploy.md).',
            );
          }
          count += 1;
          return bytes;
        });
      }
    }
  }
  return { count, seconds: (Date.now() - started) / 1000 };
}
