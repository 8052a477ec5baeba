import { z } from 'zod';
import { icuMessage, plainArguments, text } from './primitives-schema';

/**
 * Namespace `companies`: the company index (/unternehmen, and the search page below its form,
 * components/companies/CompanyIndex). Messages split into a visible argument and hidden text
 * (lib/i18n/message-parts) take plain arguments only ({name}), never a plural.
 */
export const companiesMessagesSchema = z.strictObject({
  /** Above the letters: how many companies, from how many editions (plurals allowed). */
  summary: icuMessage(['companies', 'editions']),
  /** The name of the row of letter links (screen readers announce it). */
  letters: text,
  /** The group of names that begin with a digit or a letter outside A–Z: its link and heading ("0–9"). */
  otherGroup: text,
  /** The name of a company's list of years: "{count, plural, one {…} other {# …}}". */
  editions: icuMessage(['count']),
  /** A year link's full name for screen readers, "{name} {year}": only {year} is visible. */
  yearLink: plainArguments('name', 'year'),
  /** A company's sector, "Branche: {sector}": only {sector} is visible. */
  sector: plainArguments('sector'),
  /** On the entry under a renamed company's newest name: "vormals {names}" (names joined by "und"). */
  formerly: plainArguments('names'),
  /** On the entry under a former name: "heute unter {name}", {name} linking to that entry. */
  nowListedAs: plainArguments('name'),
});
