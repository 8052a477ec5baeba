import { getTranslations } from 'next-intl/server';
import styles from './press.module.css';
import { RichText } from '@/components/content/RichText';
import { DownloadIcon } from '@/components/downloads/DownloadIcon';
import type { PressRelease as Release } from '@/lib/content/press-release-schema';
import type { Locale } from '@/lib/i18n/locales';
import { messageParts } from '@/lib/i18n/message-parts';
import { formatMoment } from '@/lib/dates/format';
import { zurichMomentWithOffset } from '@/lib/dates/zurich-time';

/** The edition's media release: headline, when it was published and the embargo lifted, lead, body, quote, PDF. */
export async function PressRelease({
  locale,
  release,
  dates,
  pdf,
}: {
  locale: Locale;
  release: Release;
  dates: { publication: string; embargoEnd: string };
  pdf: { href: string; meta: string } | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'press' });
  // The label around its date, the date a <time> with Zurich's offset.
  const dated = (key: 'published' | 'embargoLifted', value: string) =>
    messageParts(['date'], (markers) => t(key, markers)).map((part, i) =>
      i % 2 === 1 ? (
        <time key={i} dateTime={zurichMomentWithOffset(value)}>
          {formatMoment(value, locale)}
        </time>
      ) : (
        part
      ),
    );
  return (
    <article id="release" className={styles.release} aria-labelledby="release-title">
      <p className={`eyebrow ${styles.eyebrow}`}>{t('releaseLabel')}</p>
      <h2 id="release-title" className={styles.releaseTitle}>
        {release.title}
      </h2>
      <ul className={styles.releaseDates}>
        <li>{dated('published', dates.publication)}</li>
        <li>{dated('embargoLifted', dates.embargoEnd)}</li>
      </ul>
      <p className={styles.lead}>{release.lead}</p>
      <RichText html={release.richText} className={styles.body} />
      {release.quote && (
        <figure className={styles.quote}>
          <blockquote>
            <p>{locale === 'de-CH' ? `«${release.quote.text}»` : `‘${release.quote.text}’`}</p>
          </blockquote>
          <figcaption>{release.quote.speaker}</figcaption>
        </figure>
      )}
      {pdf && (
        <p className={styles.pdf}>
          <a href={pdf.href} className={styles.pdfLink} target="_blank" rel="noopener">
            <DownloadIcon kind="file" className={styles.pdfIcon} />
            <span>{t('pdf', { meta: pdf.meta })}</span>
          </a>
        </p>
      )}
    </article>
  );
}
