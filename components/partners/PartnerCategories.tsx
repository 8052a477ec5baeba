import { getTranslations } from 'next-intl/server';
import { PartnerCompany } from './PartnerCompany';
import styles from './partners.module.css';
import type { PartnerCategory } from '@/lib/content/editorial-schema';
import type { Locale } from '@/lib/i18n/locales';
import { partnerCard } from '@/lib/partners/company';

const NEW_TAB_ID = 'partners-new-tab';

/** The partner categories: each title beside a grid of logo tiles and text entries. */
export async function PartnerCategories({
  categories,
  locale,
}: {
  categories: readonly PartnerCategory[];
  locale: Locale;
}) {
  if (categories.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'editorial.partners' });
  return (
    <div className={styles.band}>
      <div className="container">
        {categories.map((category, index) => {
          const headingId = `partner-category-${index + 1}`;
          return (
            <section key={headingId} className={styles.category} aria-labelledby={headingId}>
              <h2 id={headingId} className={`eyebrow ${styles.title}`}>
                {category.title}
              </h2>
              <ul className={styles.companies} data-count={category.companies.length}>
                {category.companies.map((company) => (
                  <li key={company.name}>
                    <PartnerCompany
                      card={partnerCard(company)}
                      logoLinkLabel={t('logoLink', { name: company.name })}
                      newTabId={NEW_TAB_ID}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <p id={NEW_TAB_ID} hidden>
          {t('newTab')}
        </p>
      </div>
    </div>
  );
}
