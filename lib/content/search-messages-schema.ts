import { z } from 'zod';
import { icuMessage, labels, plainArguments, text } from './primitives-schema';

/**
 * Namespace `search`: the header's search field and the search page. Messages whose arguments only
 * the browser knows are split into parts (lib/i18n/message-parts), so those arguments are plain.
 */
export const searchMessagesSchema = z.strictObject({
  /** The header's field: its accessible name, placeholder and button. */
  header: labels(['label', 'placeholder', 'submit']),
  /** The search page's form. */
  form: labels(['label', 'placeholder', 'submit', 'filters', 'reset']),
  /** The filters: each one's label, its "any" choice, and the kinds of page. */
  filters: z.strictObject({
    ...labels(['edition', 'anyEdition', 'sector', 'anySector', 'kind', 'anyKind']).shape,
    kinds: labels(['company', 'ranking', 'award', 'text']),
  }),
  /** What the results say: "{count} Treffer", "no results for {query}". */
  results: z.strictObject({
    label: text,
    count: icuMessage(['count']),
    none: plainArguments('query'),
    loading: text,
    error: text,
    more: text,
    hint: text,
  }),
  /** Shown without JavaScript, above the company index. */
  noScript: text,
  /** The heading of the company index below the results. */
  companies: text,
});
