import { getTranslations } from 'next-intl/server';
import { config } from '@/lib/config';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';

/** The canonical address for a printout ("Online unter https://…"); hidden on screen. */
export async function PrintAddress({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'site' });
  return (
    <p className="print-address">{t('printAddress', { url: absoluteUrl(config.siteUrl, localeHref(locale, path)) })}</p>
  );
}
