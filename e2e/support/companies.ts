import type { Page } from '@playwright/test';
import { editions, shownName } from './editions';
import { currentYear, localePath, sectors, translator, type Locale } from './site';

/**
 * The company index as the content files describe it (content/editions/{year}/ranking.json,
 * content/sectors.json), worked out here without the site's code, and the index as a page shows it.
 */
export interface ExpectedCompanyEntry {
  ref: string;
  name: string;
  /** The sector's name, or '' when the company's newest edition has none. */
  sector: string;
  /** [year, href], newest first. */
  years: [number, string][];
  /** On the entry under the newest name: the former names, newest first. */
  formerNames: string[];
  /** On a former name's entry: the newest name. */
  nowListedAs?: string;
}

/** Every company under its newest name with all its years, and under each former name with that name's years. */
export function expectedCompanyEntries(locale: Locale): ExpectedCompanyEntry[] {
  const newestFirst = [...editions].sort((a, b) => b.year - a.year);
  const refs = [...new Set(newestFirst.flatMap((e) => e.rows.map((row) => row.ref)))];
  const sectorName = (key: string | undefined) => sectors.find((s) => s.key === key?.trim())?.name[locale] ?? '';
  const href = (ref: string, year: number) =>
    localePath(locale, year === currentYear ? `/teilnehmer/${ref}` : `/${year}/teilnehmer/${ref}`);
  return refs.flatMap((ref) => {
    const rows = newestFirst.flatMap((e) => {
      const row = e.rows.find((r) => r.ref === ref);
      return row ? [{ year: e.year, name: shownName(row).trim(), sector: row.sector }] : [];
    });
    const names = [...new Set(rows.map((row) => row.name))];
    const [newest, ...former] = names;
    const entry = (name: string, own: typeof rows) => ({
      ref,
      name,
      sector: sectorName(own[0]?.sector),
      years: own.map((row): [number, string] => [row.year, href(ref, row.year)]),
    });
    return [
      { ...entry(newest!, rows), formerNames: former },
      ...former.map((name) => ({
        ...entry(
          name,
          rows.filter((row) => row.name === name),
        ),
        formerNames: [],
        nowListedAs: newest!,
      })),
    ];
  });
}

/** The texts an entry shows for its former names, or for the name it is now listed under. */
export function noteOf(locale: Locale, entry: ExpectedCompanyEntry): string {
  const t = translator(locale);
  if (entry.nowListedAs) return t('companies.nowListedAs', { name: entry.nowListedAs });
  if (!entry.formerNames.length) return '';
  return t('companies.formerly', {
    names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(entry.formerNames),
  });
}

export interface ShownCompanyEntry {
  /** The letter heading of its section. */
  letter: string;
  name: string;
  /** The visible texts under the name (sector, then former or newest name), hidden text left out. */
  meta: string[];
  /** Each year link: its visible text, full text (accessible name) and href. */
  years: { shown: string; name: string; href: string }[];
}

/** The index's entries in page order, read from the DOM. */
export function shownCompanyEntries(page: Page): Promise<ShownCompanyEntry[]> {
  return page.locator('main [data-company-index] section[id^="letter-"]').evaluateAll((sections) => {
    const visibleText = (el: Element): string =>
      [...el.childNodes]
        .map((node) =>
          node.nodeType === Node.TEXT_NODE
            ? (node.textContent ?? '')
            : node instanceof Element && !node.classList.contains('visually-hidden')
              ? visibleText(node)
              : '',
        )
        .join('');
    return sections.flatMap((section) => {
      const letter = section.querySelector('h2, h3, h4, h5')?.textContent ?? '';
      return [...section.querySelectorAll(':scope > ul > li')].map((li) => {
        const [name, meta] = [...li.querySelectorAll(':scope > span')];
        return {
          letter,
          name: name?.textContent ?? '',
          meta: meta ? [...meta.children].map((part) => visibleText(part).trim()) : [],
          years: [...li.querySelectorAll(':scope > ul a')].map((a) => ({
            shown: visibleText(a),
            name: a.textContent ?? '',
            href: a.getAttribute('href') ?? '',
          })),
        };
      });
    });
  });
}
