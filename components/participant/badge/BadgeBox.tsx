import { getTranslations } from 'next-intl/server';
import results from '../results.module.css';
import styles from './badge.module.css';
import { CopySnippet } from './CopySnippet';
import type { BadgeEmbed } from '@/lib/badge/embed';
import type { Locale } from '@/lib/i18n/locales';

/**
 * "Use this badge": the badge and its HTML in a read-only field; the copy button is the only island.
 * The same words on every participant page and a snippet of code: left out of the site search.
 */
export async function BadgeBox({ locale, badge }: { locale: Locale; badge: BadgeEmbed }) {
  const t = await getTranslations({ locale, namespace: 'badge.box' });
  return (
    <section
      id="badge"
      className={styles.badge}
      aria-labelledby="badge-title"
      data-badge-box
      data-pagefind-ignore="all"
    >
      <div className={`container ${styles.grid}`}>
        <div className={styles.head}>
          <h2 id="badge-title" className={results.sectionTitle}>
            {t('title')}
          </h2>
          <p className={styles.intro}>{t('text')}</p>
        </div>
        <figure className={styles.preview}>
          <figcaption className={styles.label}>{t('preview')}</figcaption>
          <div className={styles.stage}>
            {/* The generated SVG as other sites show it: a plain image, no Next.js optimisation. Lazy: it is
                far below the fold, and React would otherwise preload it in the head, before the first paint. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={badge.src}
              alt={badge.alt}
              width={badge.width}
              height={badge.height}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
          </div>
        </figure>
        <div className={styles.code}>
          <label htmlFor="badge-snippet" className={styles.label}>
            {t('code')}
          </label>
          <textarea
            id="badge-snippet"
            className={styles.snippet}
            readOnly
            rows={5}
            spellCheck={false}
            value={badge.snippet}
            data-badge-snippet
          />
          <CopySnippet targetId="badge-snippet" label={t('copy')} copiedLabel={t('copied')} />
        </div>
      </div>
    </section>
  );
}
