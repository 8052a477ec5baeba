import type { ReactNode } from 'react';
import { AssetMedia } from './AssetMedia';
import styles from './accordion.module.css';
import { ContentLinkList } from '@/components/content/ContentLinkList';
import { RichText } from '@/components/content/RichText';
import { isBlockHtml, presentTexts } from '@/lib/accordion/bodyText';
import { initialOpenStates } from '@/lib/accordion/initialState';
import type { AccordionSection, GalleryImage } from '@/lib/content/editorial-schema';
import type { Messages } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

/** Draws an embedded gallery; a render prop, so a page without galleries ships no lightbox island. */
export type RenderGallery = (images: readonly GalleryImage[], sectionTitle: string) => ReactNode;

/**
 * The accordion of the criteria and jury pages: native <details>, no JavaScript; find-in-page
 * opens a closed section. No aria-expanded: Chromium exposes the summary's state from the open
 * attribute (checked end to end), and a static one would be wrong after a toggle. Section ids are
 * `{idPrefix}-1` …, so a link can point at one.
 */
export function Accordion({
  sections,
  locale,
  linkLabels,
  idPrefix,
  renderGallery,
}: {
  sections: readonly AccordionSection[];
  locale: Locale;
  linkLabels: Messages['linkLabels'];
  idPrefix: string;
  renderGallery?: RenderGallery;
}) {
  if (sections.length === 0) return null;
  const open = initialOpenStates(sections);
  return (
    <div className={styles.accordion}>
      {sections.map((section, index) => {
        const body = presentTexts(section.bodyText);
        const links = section.links ?? [];
        const gallery = section.embeddedGallery ?? [];
        const asset = section.mainAsset;
        const hasText = Boolean(section.lead?.trim()) || body.length > 0 || links.length > 0;
        return (
          <details
            key={`${index}-${section.title}`}
            id={`${idPrefix}-${index + 1}`}
            className={styles.section}
            open={open[index] ?? false}
          >
            <summary className={styles.summary}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className={styles.title}>{section.title}</h2>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <div className={`${styles.content}${asset ? ` ${styles.withAsset}` : ''}`}>
              {hasText && (
                <div className={styles.text}>
                  <RichText html={section.lead} className={styles.lead} />
                  {body.map((html, i) => (
                    <RichText key={i} html={html} as={isBlockHtml(html) ? 'div' : 'p'} className={styles.paragraph} />
                  ))}
                  <ContentLinkList links={links} locale={locale} linkLabels={linkLabels} className={styles.links} />
                </div>
              )}
              {asset && (
                <figure className={styles.figure}>
                  <AssetMedia
                    asset={asset}
                    sizes="(min-width: 1000px) 480px, calc(100vw - 40px)"
                    className={styles.media}
                  />
                </figure>
              )}
              {gallery.length > 0 && renderGallery && (
                <div className={styles.gallery}>{renderGallery(gallery, section.title)}</div>
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}
