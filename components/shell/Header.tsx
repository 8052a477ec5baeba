import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MobileNav } from './MobileNav';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import type { ShellData } from '@/components/shell/shell-data';
import { config } from '@/lib/config';
import { localeHref } from '@/lib/i18n/paths';
import { localeSettings, otherLocale, type Locale } from '@/lib/i18n/locales';
import { mainNav, metaNav, pagePath, type HeaderColour, type PageKey } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo/metadata';

interface HeaderProps {
  locale: Locale;
  texts: ShellData['texts'];
  current: PageKey;
  /** This page's path in its locale (its own or the locale-neutral one), for the language switch and print. */
  path: string;
  colour: HeaderColour;
  showGalleryLink: boolean;
}

/** Site header: logo, main and meta navigation, language switch, mobile menu toggle, search; the page's address in print. */
export async function Header({ locale, texts, current, path, colour, showGalleryLink }: HeaderProps) {
  const t = await getTranslations({ locale, namespace: 'site' });
  const search = await getTranslations({ locale, namespace: 'search.header' });
  const nav = texts.nav;
  const target = otherLocale(locale);
  const metaItems = metaNav.filter((key) => key !== 'gallery' || showGalleryLink);

  const navLink = (key: PageKey) => (
    <li key={key}>
      <Link
        href={localeHref(locale, pagePath(key, locale))}
        aria-current={current === key ? 'page' : undefined}
        className="nav__link"
      >
        {nav[key]}
      </Link>
    </li>
  );

  return (
    <header className="site-header" data-colour={colour}>
      <div className="site-header__bar">
        <Link href={localeHref(locale, '/')} className="site-header__logo" aria-label={texts.site.homeLinkLabel}>
          <Logo />
          <span className="site-header__name">{texts.site.shortName}</span>
        </Link>
        <MobileNav openLabel={nav.openMenu} closeLabel={nav.closeMenu} menuLabel={nav.menu}>
          <nav aria-label={nav.mainLabel} className="nav nav--main">
            <ul>{mainNav.map(navLink)}</ul>
          </nav>
          <nav aria-label={nav.metaLabel} className="nav nav--meta">
            <ul>{metaItems.map(navLink)}</ul>
          </nav>
          <LanguageSwitch
            target={target}
            href={localeHref(target, path === pagePath(current, locale) ? pagePath(current, target) : path)}
            hrefLang={target}
            label={texts.language.switchTo}
            shortLabel={localeSettings(target).simpleCode.toUpperCase()}
          />
        </MobileNav>
        <HeaderSearch
          action={localeHref(locale, pagePath('search', locale))}
          texts={{ label: search('label'), placeholder: search('placeholder'), submit: search('submit') }}
        />
        {/* The canonical address for a printout ("Online unter https://…"); hidden on screen. */}
        <p className="print-address">
          {t('printAddress', { url: absoluteUrl(config.siteUrl, localeHref(locale, path)) })}
        </p>
      </div>
    </header>
  );
}
