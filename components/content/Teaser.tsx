import { ContentLinkList } from './ContentLinkList';
import { RichText } from './RichText';
import type { Messages, Teaser as TeaserData } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

/** Three-column teaser (spec section 3): left, middle, right, each with title, text and links. */
export function Teaser({
  teaser,
  locale,
  linkLabels,
}: {
  teaser: TeaserData;
  locale: Locale;
  linkLabels: Messages['linkLabels'];
}) {
  const parts = [teaser.left, teaser.middle, teaser.right];
  return (
    <section className="teaser">
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
