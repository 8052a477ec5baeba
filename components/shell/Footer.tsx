import Link from 'next/link';
import { ScrollToTop } from './ScrollToTop';
import { ExternalLink } from '@/components/content/ExternalLink';
import { config } from '@/lib/config';
import { listOrEmpty } from '@/lib/content/lists';
import { websiteHref } from '@/lib/content/links';
import type { Messages } from '@/lib/content/message-schema';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { footerNav, pagePath } from '@/lib/routes';
import { getTranslations } from 'next-intl/server';

/** Footer: the three address blocks, the footer's pages (lib/routes), copyright, hidden app version. */
export async function Footer({
  locale,
  texts: t,
  nav,
}: {
  locale: Locale;
  texts: Messages['footer'];
  nav: Messages['nav'];
}) {
  // The copyright and version lines are messages with arguments; the rest is shown as written.
  const format = await getTranslations({ locale });
  const addresses = listOrEmpty(t.addresses, `${locale} footer.addresses`);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-label={t.addressesLabel} className="site-footer__addresses">
          {addresses.map((address) => (
            <address key={address.type} className="footer-address" data-type={address.type}>
              <p className="footer-address__label">{address.label}</p>
              <p className="footer-address__name">{address.name}</p>
              {address.description && <p>{address.description}</p>}
              {address.street && <p>{address.street}</p>}
              {address.city && <p>{address.city}</p>}
              {/* Only http(s) websites become links; anything else (javascript:, data:) is dropped. */}
              {websiteHref(address.website) && (
                <p>
                  <ExternalLink href={websiteHref(address.website) ?? ''}>
                    {address.websiteText ?? address.website}
                  </ExternalLink>
                </p>
              )}
              {address.additionalText && <p className="footer-address__extra">{address.additionalText}</p>}
            </address>
          ))}
        </section>
        <div className="site-footer__bottom">
          <nav aria-label={t.legalLabel} className="site-footer__legal">
            <ul>
              {footerNav.map((key) => (
                <li key={key}>
                  <Link href={localeHref(locale, pagePath(key, locale))}>{nav[key]}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="site-footer__copyright">
            {format('footer.copyright', { year: String(new Date().getFullYear()) })}
          </p>
          {/* The app version is in the markup, hidden. */}
          <p className="site-footer__version" hidden data-version={config.appVersion}>
            {format('footer.version', { version: config.appVersion })}
          </p>
        </div>
      </div>
      <ScrollToTop label={t.scrollToTop} />
    </footer>
  );
}
