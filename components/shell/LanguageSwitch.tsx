'use client';

import type { MouseEvent } from 'react';
import { LANGUAGE_KEY } from '@/lib/consent';
import { navigateTo } from '@/lib/navigation';
import { writeStorage } from '@/lib/storage';
import type { Locale } from '@/lib/i18n/locales';

/** The same page in the other language; with JavaScript it keeps query and hash and stores the choice. */
export function LanguageSwitch({
  target,
  href,
  hrefLang,
  label,
  shortLabel,
}: {
  target: Locale;
  href: string;
  hrefLang: string;
  label: string;
  shortLabel: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    writeStorage(LANGUAGE_KEY, target);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigateTo(href + window.location.search + window.location.hash);
  };
  return (
    <a className="language-switch" href={href} hrefLang={hrefLang} lang={target} onClick={onClick}>
      <span aria-hidden="true">{shortLabel}</span>
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
