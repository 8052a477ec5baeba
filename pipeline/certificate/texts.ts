import { createTranslator } from 'next-intl';
import type { Messages } from '../../lib/content/message-schema';
import type { Locale } from '../../lib/i18n/locales';
import { printableText } from '../../lib/certificate/printable';

/** Everything a certificate says, in one language, in reading order. */
export type CertificateTexts = ReturnType<typeof certificateTexts>;

/** The certificate's texts from a language's messages, each made printable. */
export function certificateTexts(
  lang: Locale,
  messages: Messages,
  { name, year, site, sampleData }: { name: string; year: number; site: string; sampleData: boolean },
) {
  const translate = createTranslator({ locale: lang, messages, namespace: 'certificate.document' });
  // Messages too: a line break or control character typed into a text has no place on the page.
  const t = ((key: string, values?: Record<string, string>) =>
    printableText(translate(key as never, values as never))) as typeof translate;
  const programme = messages.seo.organization.name;
  const printable = printableText(name);
  const y = String(year);
  return {
    lang,
    /** The PDF's title. */
    title: t('title', { name: printable, year: y }),
    /** Across the top while the site shows sample data; none for real results. */
    ...(sampleData ? { sampleData: t('sampleData') } : {}),
    edition: t('edition', { programme, year: y }),
    heading: t('heading'),
    intro: t('intro'),
    name: printable,
    statement: t('statement', { programme, year: y }),
    meaningTitle: t('meaningTitle'),
    meaning: t('meaning', { year: y }),
    markAlt: t('markAlt', { programme }),
    footer: t('footer', { programme, year: y, site }),
  };
}
