import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';

/**
 * A page that is its intro text (/datenschutz): the intro, then the rich text with its headings
 * hung in a narrow column beside their sections. The contact page's intro columns are two equal
 * information blocks (programme office; media and participation; its own view, ContactView, adds
 * the key dates); the other pages have the usual lead beside a narrower column.
 */
export function TextPageView({ locale, shell, page, texts }: PageViewProps<'contact' | 'privacy'>) {
  return (
    <IntroPage
      locale={locale}
      shell={shell}
      page={page}
      intro={texts.intro}
      columns={page === 'contact' ? 'even' : 'lead'}
      richTextLayout="sideHeadings"
    />
  );
}
