import { ContentLinkView } from './ContentLinkView';
import { RichText } from './RichText';
import { SunMark } from './SunMark';
import { listOrEmpty } from '@/lib/content/lists';
import type { Messages, PageIntro as PageIntroData } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Page intro (spec section 3): eyebrow, large title, subtitle, then the left and right intro
 * columns (two columns when twoColIntro is set) and links.
 */
export function PageIntro({ intro, locale, messages, where }: { intro: PageIntroData; locale: Locale; messages: Messages; where: string }) {
  const links = intro.links ? listOrEmpty(intro.links, `${locale} ${where}.links`) : [];
  return (
    <section className="page-intro" aria-labelledby="page-title">
      <div className="container">
        <div className="page-intro__head">
          <div>
            {intro.navTitle && <p className="eyebrow">{intro.navTitle}</p>}
            <h1 id="page-title" className="page-intro__title">
              {intro.pageTitle}
            </h1>
            {intro.subTitle && <p className="page-intro__subtitle">{intro.subTitle}</p>}
          </div>
          <SunMark />
        </div>
        <div className={`page-intro__body${intro.twoColIntro ? ' page-intro__body--two' : ''}`}>
          <RichText html={intro.leftIntro} className="page-intro__left lead" />
          <RichText html={intro.rightIntro} className="page-intro__right" />
        </div>
        {links.length > 0 && (
          <ul className="link-list">
            {links.map((link) => (
              <li key={link.link + link.langKey}>
                <ContentLinkView link={link} locale={locale} messages={messages} className="button button--arrow" />
              </li>
            ))}
          </ul>
        )}
        <RichText html={intro.richText} className="page-intro__rich" />
      </div>
    </section>
  );
}
