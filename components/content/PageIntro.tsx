import type { ReactNode } from 'react';
import { ContentLinkList } from './ContentLinkList';
import { ResponsiveImage } from './ResponsiveImage';
import { RichText } from './RichText';
import { SunMark } from './SunMark';
import styles from './PageIntro.module.css';
import type { Messages, PageIntro as PageIntroData } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

/** Wide screens: the side image fills four of twelve columns of the 1240 px container. */
const SIDE_IMAGE_SIZES = '(min-width: 860px) min(31vw, 400px), calc(100vw - 40px)';

/**
 * Page intro (spec section 3): eyebrow, large title, subtitle, then the left and right intro
 * columns (two columns when twoColIntro is set) and links, then the rich text. With a side asset,
 * the rich text is set in a reading column beside the image (the about page's preface).
 *
 * `columns`: 'lead' (default) sets the left column as a lead beside a narrower grey right one;
 * 'even' gives two equal columns of body text, for pages whose columns are information blocks
 * (contact). `richTextLayout`: 'column' (default) sets the rich text as one reading column;
 * 'sideHeadings' hangs its h2 headings in a narrow left column beside their text, for long
 * notices made of sections (privacy, contact). `sideImagePriority` preloads the side image
 * when it is in the first view. `results`: what the page leads with right under its title (the
 * home page's winner and ways into the results, PageIntroResults); the intro's text follows it.
 */
export function PageIntro({
  intro,
  locale,
  linkLabels,
  columns = 'lead',
  richTextLayout = 'column',
  sideImagePriority = false,
  results,
}: {
  intro: PageIntroData;
  locale: Locale;
  linkLabels: Messages['linkLabels'];
  columns?: 'lead' | 'even';
  richTextLayout?: 'column' | 'sideHeadings';
  sideImagePriority?: boolean;
  results?: ReactNode;
}) {
  const even = intro.twoColIntro && columns === 'even';
  const bodyClass = even
    ? `page-intro__body ${styles.even}`
    : `page-intro__body${intro.twoColIntro ? ' page-intro__body--two' : ''}`;
  const side = intro.sideAsset?.type === 'image' ? intro.sideAsset : undefined;
  return (
    <section className={results ? `page-intro ${styles.withResults}` : 'page-intro'} aria-labelledby="page-title">
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
        {results}
        <div className={bodyClass}>
          <RichText html={intro.leftIntro} className={even ? styles.column : 'page-intro__left lead'} />
          <RichText html={intro.rightIntro} className={even ? styles.column : 'page-intro__right'} />
        </div>
        <ContentLinkList
          links={intro.links}
          locale={locale}
          linkLabels={linkLabels}
          className="link-list"
          linkClassName="button button--arrow"
        />
        {side ? (
          <div className={styles.feature}>
            <figure className={styles.aside}>
              <ResponsiveImage
                src={side.url}
                alt={side.altText}
                sizes={SIDE_IMAGE_SIZES}
                priority={sideImagePriority}
                width={side.width}
                height={side.height}
                className={styles.sideImage}
              />
              <ContentLinkList
                links={intro.sideLinks}
                locale={locale}
                linkLabels={linkLabels}
                className={styles.sideLinks}
              />
            </figure>
            <RichText html={intro.richText} className={`page-intro__rich ${styles.prose} ${styles.reading}`} />
          </div>
        ) : (
          <RichText
            html={intro.richText}
            className={`page-intro__rich ${styles.prose}${richTextLayout === 'sideHeadings' ? ` ${styles.sideHeadings}` : ''}`}
          />
        )}
      </div>
    </section>
  );
}
