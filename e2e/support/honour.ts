import type { Page } from '@playwright/test';
import { editions, shownName } from './editions';
import { currentYear, localePath, type Locale } from './site';

/**
 * The table of honour as the content files describe it (content/editions/{year}/ranking.json and
 * awards.json), worked out here without the site's code: the companies ranked overall at least
 * once, their podium places, best-12 finishes, current streak and five-edition index, in the
 * page's default order.
 */
export interface ExpectedHonourRow {
  ref: string;
  name: string;
  formerNames: string[];
  place: number;
  /** Per category (overall, value reporting, design, text): 1st, 2nd and 3rd places. */
  podium: number[][];
  podiumTotal: number;
  best12: number;
  streak: number;
  index: number;
  href: string;
}

const placeOf = (rank: string | undefined) =>
  rank !== undefined && /^\d+$/.test(rank.trim()) && Number(rank) !== 999 ? Number(rank) : null;

export function expectedHonour(locale: Locale): ExpectedHonourRow[] {
  const shown = editions.filter((e) => e.year <= currentYear).sort((a, b) => b.year - a.year);
  const lastFive = shown.slice(0, 5);
  const weights = [5, 4, 3, 2, 1];
  const refs = [
    ...new Set(shown.flatMap((e) => e.rows.filter((r) => placeOf(r.rankOverall) !== null).map((r) => r.ref))),
  ];
  const rows = refs.map((ref) => {
    const tookPart = shown.filter((e) => e.rows.some((r) => r.ref === ref));
    const names = [
      ...new Set(
        tookPart.map((e) =>
          shownName(e.rows.find((r) => r.ref === ref)!)
            .trim()
            .normalize('NFC'),
        ),
      ),
    ];
    const places = shown.map((e) => placeOf(e.rows.find((r) => r.ref === ref)?.rankOverall));
    const podium = ['overall', 'valueReporting', 'design', 'text'].map((key) =>
      [0, 1, 2].map(
        (position) =>
          shown.filter((e) => e.awards.winnerCategories.find((c) => c.key === key)?.winners[position] === ref).length,
      ),
    );
    let streak = 0;
    while (streak < places.length && (places[streak] ?? 99) <= 12) streak++;
    const weighted = lastFive.map((e, i) => {
      const ranked = e.rows.filter((r) => placeOf(r.rankOverall) !== null).length;
      return weights[i]! * (places[i] ?? ranked + 1);
    });
    const newest = tookPart[0]!.year;
    return {
      ref,
      name: names[0]!,
      formerNames: names.slice(1),
      place: 0,
      podium,
      podiumTotal: podium.flat().reduce((a, b) => a + b, 0),
      best12: places.filter((p) => p !== null && p <= 12).length,
      streak,
      index: weighted.reduce((a, b) => a + b, 0) / weights.slice(0, lastFive.length).reduce((a, b) => a + b, 0),
      href: localePath(locale, `${newest === currentYear ? '' : `/${newest}`}/teilnehmer/${ref}`) + '#history',
    };
  });
  const keys = (r: ExpectedHonourRow) => [-r.podium[0]![0]!, -r.podiumTotal, -r.best12, r.index];
  const compare = (a: ExpectedHonourRow, b: ExpectedHonourRow) => {
    const [ka, kb] = [keys(a), keys(b)];
    return ka.map((v, i) => v - kb[i]!).find((d) => d !== 0) ?? 0;
  };
  const collator = new Intl.Collator('de-CH', { sensitivity: 'accent', numeric: true });
  rows.sort((a, b) => compare(a, b) || collator.compare(a.name, b.name) || (a.ref < b.ref ? -1 : 1));
  rows.forEach((row, i) => {
    const before = rows[i - 1];
    row.place = before && compare(before, row) === 0 ? before.place : i + 1;
  });
  return rows;
}

/** The index as the page shows it: one decimal in the page's language. */
export const shownIndex = (locale: Locale, index: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(index);

/** The table's rows as shown: the cells' visible texts and the company's link. */
export async function shownHonourRows(page: Page) {
  return page.locator('main table tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.children] as HTMLElement[];
      const link = tr.querySelector('th a');
      return {
        ref: tr.getAttribute('data-ref') ?? '',
        name: link?.textContent ?? '',
        href: link?.getAttribute('href') ?? '',
        // innerText leaves out the visually hidden words, which are clipped but still laid out: read the visible parts.
        cells: cells.map((cell) =>
          [cell, ...cell.querySelectorAll<HTMLElement>('*')]
            .filter((el) => !el.closest('.visually-hidden'))
            .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent))
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      };
    }),
  );
}
