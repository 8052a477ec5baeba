import { certificateTexts } from './texts';
import type { Messages } from '../../lib/content/message-schema';
import deCH from '../../content/i18n/de-CH.json';

const de = deCH as unknown as Messages;
const options = { name: 'Sika AG', year: 2026, site: 'rating.example', sampleData: false };

describe('certificateTexts', () => {
  it('fills the messages with the name, the edition and the programme', () => {
    const texts = certificateTexts('de-CH', de, options);
    expect(texts.title).toBe('Zertifikat 2026: Sika AG');
    expect(texts.edition).toBe('Geschäftsberichte-Rating 2026');
    expect(texts.statement).toBe(
      'hat im Geschäftsberichte-Rating 2026 die Qualitätskriterien für das Zertifikat erfüllt.',
    );
    expect(texts.footer).toBe('Geschäftsberichte-Rating · Ausgabe 2026 · rating.example');
    expect(texts.sampleData).toBeUndefined();
  });

  it('adds the sample-data notice only while the site shows sample data', () => {
    expect(certificateTexts('de-CH', de, { ...options, sampleData: true }).sampleData).toMatch(/^Beispieldaten/);
  });

  it('draws no control characters, from the name or from a message', () => {
    const messages = {
      ...de,
      certificate: { ...de.certificate, document: { ...de.certificate.document, heading: 'Zerti\nfikat\u0000' } },
    };
    const texts = certificateTexts('de-CH', messages, { ...options, name: 'UBS\u0001 Group\u2028AG\u202E' });
    expect(texts.heading).toBe('Zerti fikat');
    expect(texts.name).toBe('UBS Group AG');
    expect(texts.title).toBe('Zertifikat 2026: UBS Group AG');
  });
});
