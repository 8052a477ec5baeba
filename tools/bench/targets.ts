import fs from 'node:fs';
import path from 'node:path';
import { comparePath } from '../../lib/compare/path';
import { editionYears } from '../../lib/content/edition-files';
import { editionPath, routes } from '../../lib/routes';
import { currentEditionDir } from './current-edition';
import type { PageKey, PageTarget } from './types';

/**
 * The pages the benchmark measures, in both locales, chosen from a content folder: the current
 * edition's overall winner for the participant page, the overall winners in the comparison, and
 * the newest archived edition for the past ranking (left out when there is none); and the search
 * page.
 */
export interface ContentFacts {
  /** The current edition's overall winners, first the winner. */
  overallWinners: string[];
  /** The newest edition before the current one. */
  pastYear?: number;
  /** Rows of the current edition's ranking. */
  rankingRows: number;
}

export function contentFacts(contentDir: string): ContentFacts {
  const current = currentEditionDir(contentDir);
  const awards = JSON.parse(fs.readFileSync(path.join(current, 'awards.json'), 'utf8')) as {
    winnerCategories: { key: string; winners: string[] }[];
  };
  const overall = awards.winnerCategories.find((c) => c.key === 'overall')?.winners ?? [];
  const winners = overall.length ? overall : (awards.winnerCategories[0]?.winners ?? []);
  const currentYear = Number(path.basename(current));
  const ranking = JSON.parse(fs.readFileSync(path.join(current, 'ranking.json'), 'utf8')) as unknown[];
  const pastYear = editionYears(contentDir).find((year) => year < currentYear);
  return { overallWinners: winners, rankingRows: ranking.length, ...(pastYear ? { pastYear } : {}) };
}

/** The measured pages (pure): each in de-CH (no prefix) and en-GB (/en). */
export function pageTargets(facts: ContentFacts): PageTarget[] {
  const [winner] = facts.overallWinners;
  const pages: { key: PageKey; path: string }[] = [
    { key: 'home', path: '/' },
    { key: 'ranking', path: routes.ranking.path },
    ...(winner ? [{ key: 'participant' as const, path: `${routes.participant.path}/${winner}` }] : []),
    { key: 'criteria', path: routes.criteria.path },
    { key: 'gallery', path: routes.gallery.path },
    { key: 'archive', path: routes.archive.path },
    ...(facts.pastYear
      ? [{ key: 'past-ranking' as const, path: editionPath(routes.ranking.path, facts.pastYear) }]
      : []),
    // The comparison island with three companies in it: the overall winners.
    { key: 'compare', path: comparePath(facts.overallWinners.slice(0, 3)) },
    // The search island, before the reader focuses its field (which loads the index).
    { key: 'search', path: routes.search.path },
  ];
  return (['de-CH', 'en-GB'] as const).flatMap((locale) =>
    pages.map((p) => ({
      key: p.key,
      locale,
      path: locale === 'de-CH' ? p.path : p.path === '/' ? '/en' : `/en${p.path}`,
    })),
  );
}
