import { ContentLinkList } from './ContentLinkList';
import { RichText } from './RichText';
import type { Messages, Teaser as TeaserData } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Three-column teaser, on paper, or on white after a paper band so that the two do not run together.
 * It points to other pages, so the site search leaves it out.
 */
export function Teaser({
  teaser,
  locale,
  linkLabels,
  onWhite = false,
}: {
  teaser: TeaserData;
  locale: Locale;
  linkLabels: Messages['linkLabels'];
  onWhite?: boolean;
}) {
  const parts = [teaser.left, teaser.middle, teaser.right];
  return (
    <section className={onWhite ? 'teaser teaser--white' : 'teaser'} data-pagefind-ignore="all">
      <div className="container teaser__grid">
        {parts.map((part, index) => (
          <article key={index} className="teaser__item">
            <h2 className="teaser__title">{part.title}</h2>
            <RichText html={part.teaser} className="teaser__text" />
            <ContentLinkList links={part.links} locale={locale} linkLabels={linkLabels} className="teaser__links" />
          </article>
        ))}
      </div>
    </section>
  );
}
