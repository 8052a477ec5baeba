import type { ComponentProps, ReactNode } from 'react';
import { IntroLinkList } from './ContentLinkList';
import type { PageIntro } from './PageIntro';
import { RichText } from './RichText';
import styles from './PageIntro.module.css';
import { Breadcrumb } from '@/components/shell/Breadcrumb';
import type { BreadcrumbNav } from '@/lib/breadcrumbs/trail';
import { INTRO_LINE_BUDGETS, introLine } from '@/lib/content/intro-line';

/**
 * A data page's compact head: eyebrow, title and one intro line, so the data (`children`) starts
 * on the first screen; after the data, what the head leaves out of the intro, in the intro's
 * layout. `spaced`: false when the data brings its own space.
 */
export function CompactPageIntro({
  intro,
  locale,
  linkLabels,
  budget = INTRO_LINE_BUDGETS.twoLines,
  breadcrumb,
  spaced = true,
  children,
}: Pick<ComponentProps<typeof PageIntro>, 'intro' | 'locale' | 'linkLabels'> & {
  budget?: number;
  breadcrumb?: BreadcrumbNav;
  spaced?: boolean;
  children: ReactNode;
}) {
  const { line, rest } = introLine(intro.leftIntro, budget);
  const hasRest = Boolean(rest || intro.subTitle || intro.rightIntro || intro.links?.length || intro.richText);
  const two = Boolean(intro.twoColIntro && rest && intro.rightIntro);
  return (
    <>
      <section className={`${styles.compact}${spaced ? ` ${styles.compactSpaced}` : ''}`} aria-labelledby="page-title">
        <div className="container">
          {breadcrumb && <Breadcrumb nav={breadcrumb} className={styles.compactBreadcrumb} />}
          <div className={styles.compactHead}>
            <div className={styles.compactTitles}>
              {intro.navTitle && <p className={`eyebrow ${styles.compactEyebrow}`}>{intro.navTitle}</p>}
              <h1 id="page-title" className={styles.compactTitle}>
                {intro.pageTitle}
              </h1>
            </div>
            <RichText html={line} className={styles.compactLine} />
          </div>
        </div>
      </section>
      {children}
      {hasRest && (
        <div className={`container ${styles.rest}`} data-intro-rest="">
          {intro.subTitle && <p className={styles.restSubtitle}>{intro.subTitle}</p>}
          {(rest || intro.rightIntro) && (
            <div className={`page-intro__body ${styles.restBody}${two ? ' page-intro__body--two' : ''}`}>
              <RichText html={rest} className="page-intro__left" />
              <RichText html={intro.rightIntro} className="page-intro__right" />
            </div>
          )}
          <IntroLinkList links={intro.links} locale={locale} linkLabels={linkLabels} />
          <RichText html={intro.richText} className={`page-intro__rich ${styles.prose}`} />
        </div>
      )}
    </>
  );
}
