import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { KeyDates } from '@/components/dates/KeyDates';

/**
 * The contact page (/kontakt): the intro's two equal blocks (programme office; media and
 * participation), the directions and questions with their headings hung beside them, then the
 * current edition's key dates with its calendar file.
 */
export function ContactView({ locale, shell, texts, keyDates }: PageViewProps<'contact'>) {
  return (
    <IntroPage
      locale={locale}
      shell={shell}
      page="contact"
      intro={texts.intro}
      columns="even"
      richTextLayout="sideHeadings"
    >
      <KeyDates {...keyDates} locale={locale} />
    </IntroPage>
  );
}
