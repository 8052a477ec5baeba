import type { ReactNode } from 'react';
import { AssetMedia } from './AssetMedia';
import styles from './accordion.module.css';
import { ContentLinkList } from '@/components/content/ContentLinkList';
import { RichText } from '@/components/content/RichText';
import { isBlockHtml, presentTexts } from '@/lib/accordion/bodyText';
import type { AccordionSection, GalleryImage } from '@/lib/content/editorial-schema';
import type { Messages } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';

/** Draws an embedded gallery; see Accordion's renderGallery. */
export type RenderGallery = (images: readonly GalleryImage[], sectionTitle: string) => ReactNode;

interface Props {
  section: AccordionSection;
  id: string;
  number: number;
  open: boolean;
  locale: Locale;
  linkLabels: Messages['linkLabels'];
  renderGallery?: RenderGallery;
}

/** One section: the summary (number, title, icon), then lead, body, links, asset and gallery. */
export function AccordionSectionView({ section, id, number, open, locale, linkLabels, renderGallery }: Props) {
  const body = presentTexts(section.bodyText);
  const links = section.links ?? [];
  const gallery = section.embeddedGallery ?? [];
  const asset = section.mainAsset;
  const hasText = Boolean(section.lead?.trim()) || body.length > 0 || links.length > 0;
  return (
    <details id={id} className={styles.section} open={open}>
      <summary className={styles.summary}>
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        <h2 className={styles.title}>{section.title}</h2>
        <span className={styles.icon} aria-hidden="true" />
      </summary>
      <div className={`${styles.content}${asset ? ` ${styles.withAsset}` : ''}`}>
        {hasText && (
          <div className={styles.text}>
            <RichText html={section.lead} className={styles.lead} />
            {body.map((html, index) => (
              <RichText key={index} html={html} as={isBlockHtml(html) ? 'div' : 'p'} className={styles.paragraph} />
            ))}
            <ContentLinkList links={links} locale={locale} linkLabels={linkLabels} className={styles.links} />
          </div>
        )}
        {asset && (
          <figure className={styles.figure}>
            <AssetMedia asset={asset} sizes="(min-width: 1000px) 480px, calc(100vw - 40px)" className={styles.media} />
          </figure>
        )}
        {gallery.length > 0 && renderGallery && (
          <div className={styles.gallery}>{renderGallery(gallery, section.title)}</div>
        )}
      </div>
    </details>
  );
}
