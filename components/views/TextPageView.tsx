import { IntroPage } from '@/components/views/IntroPage';
import type { ViewProps } from '@/components/views/view-props';
import type { PageTexts } from '@/lib/content/message-schema';
import type { SitePageKey } from '@/lib/routes';

/**
 * A page that is its intro text (/kontakt, /datenschutz): the intro, then the rich text with its
 * headings hung in a narrow column beside their sections (directions and questions; the notice).
 * The contact page's intro columns are two equal information blocks (programme office; media and
 * participation); the other pages have the usual lead beside a narrower column.
 */
export function TextPageView({ locale, shell, page, texts }: ViewProps & { page: SitePageKey; texts: PageTexts }) {
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
