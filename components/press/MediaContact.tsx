import { getTranslations } from 'next-intl/server';
import styles from './press.module.css';
import type { PressContact } from '@/lib/press/contact';
import type { Locale } from '@/lib/i18n/locales';

/** The media office: name, role, e-mail and phone, as links a phone can follow. */
export async function MediaContact({
  locale,
  contact,
  feed,
}: {
  locale: Locale;
  contact: PressContact;
  /** The Atom feed's link, below the contact. */
  feed: { href: string; label: string };
}) {
  const t = await getTranslations({ locale, namespace: 'press' });
  return (
    <section className={styles.section} aria-labelledby="contact">
      <h2 id="contact" className={styles.sectionTitle}>
        {t('contactTitle')}
      </h2>
      <address className={styles.contact}>
        <p className={styles.contactName}>{contact.name}</p>
        <p>{contact.role}</p>
        <dl className={styles.contactLines}>
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            </dd>
          </div>
        </dl>
      </address>
      <p className={styles.feed}>
        <a href={feed.href} type="application/atom+xml">
          {feed.label}
        </a>
      </p>
    </section>
  );
}
