import { z } from 'zod';
import { icuMessage, labels, text } from './primitives-schema';

/**
 * Namespace `honour`: the table of honour's labels and rules (/bestenliste,
 * components/honour/HonourSection). The page's title and intro are `pages.honour`.
 */
export const honourMessagesSchema = z.strictObject({
  /** The table's caption: "Bestenliste {first}–{last}". */
  caption: icuMessage(['first', 'last']),
  /** Above the table: how many companies, and the default order. */
  summary: icuMessage(['companies', 'editions']),
  order: text,
  /** Shown with JavaScript only: how the column heads sort. */
  sortHint: text,
  /** The column heads; `podium` the total, each category's head is read with `podiumOf`. */
  columns: labels([
    'place',
    'name',
    'overall',
    'valueReporting',
    'design',
    'text',
    'podium',
    'best12',
    'streak',
    'index',
  ]),
  /** A category column's full name for screen readers: "Podestplätze {category}". */
  podiumOf: icuMessage(['category']),
  /** The medals' key above the table, and each medal's words in a cell (plurals allowed). */
  legend: labels(['title', 'first', 'second', 'third']),
  medals: labels(['first', 'second', 'third', 'none'], {
    first: ['count'],
    second: ['count'],
    third: ['count'],
  }),
  /** Under a renamed company's name: "vormals {names}". */
  formerly: icuMessage(['names']),
  /** The rules below the table, each stated with the figures of the editions shown. */
  rules: labels(['title', 'who', 'podium', 'best12', 'streak', 'index', 'missing', 'ties'], {
    podium: ['editions', 'first'],
    streak: ['year'],
    index: ['count', 'weights'],
    missing: ['places'],
  }),
});
