import type { ReactNode } from 'react';
import { ContentLinkList, IntroLinkList } from './ContentLinkList';
import { ResponsiveImage } from './ResponsiveImage';
import { RichText } from './RichText';
import { SunMark } from './SunMark';
import styles from './PageIntro.module.css';
import type { Messages, PageIntro as PageIntroData } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

/** Wide screens: the side image fills four of twelve columns of the 1240 px container. */
const SIDE_IMAGE_SIZES = '(min-width: 860px) min(31vw, 400px), calc(100vw - 40px)';

/**
 * Page intro: eyebrow, title, subtitle, the left and right intro columns and links, then the rich
 * text (beside a side asset in a reading column, if any). `columns`: 'lead' (a lead beside a
 * narrower grey column) or 'even' (contact). `richTextLayout`: 'sideHeadings' hangs the h2s in a
 * narrow left column (privacy, contact). `results`: what the page leads with under its title.
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
        <IntroLinkList links={intro.links} locale={locale} linkLabels={linkLabels} />
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
