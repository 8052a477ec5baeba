import { placeOf, type Rank } from '../content/participant';
import { MAX_COMPARED } from './refs';

/** The suggestion when nothing is chosen: the best overall ranks, as many as a comparison holds. */
export function leadingRefs(companies: readonly { ref: string; rankOverall: Rank }[]): string[] {
  return companies
    .map((company, index) => ({ ref: company.ref, place: placeOf(company.rankOverall), index }))
    .filter((entry): entry is { ref: string; place: number; index: number } => entry.place !== null)
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .slice(0, MAX_COMPARED)
    .map((entry) => entry.ref);
}
