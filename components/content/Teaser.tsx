import { ContentLinkView } from './ContentLinkView';
import { RichText } from './RichText';
import type { Messages, Teaser as TeaserData } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

/** Three-column teaser (spec section 3): left, middle, right, each with title, text and links. */
export function Teaser({ teaser, locale, messages }: { teaser: TeaserData; locale: Locale; messages: Messages }) {
  const parts = [teaser.left, teaser.middle, teaser.right];
  return (
    <section className="teaser">
      <div className="container teaser__grid">
        {parts.map((part, index) => (
          <article key={index} className="teaser__item">
            <h2 className="teaser__title">{part.title}</h2>
            <RichText html={part.teaser} className="teaser__text" />
            {part.links && part.links.length > 0 && (
              <ul className="teaser__links">
                {part.links.map((link) => (
                  <li key={link.link}>
                    <ContentLinkView link={link} locale={locale} messages={messages} className="text-link text-link--arrow" />
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
