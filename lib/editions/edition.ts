import type { Awards } from '../content/awards-schema';
import type { EditionTexts } from '../content/edition-texts-schema';
import type { Participant } from '../content/participant';
import type { ParticipantRow } from '../content/participant-fields';
import type { Locale } from '../i18n/locales';
import type { EditionSectors } from './sectors';
import type { EditionStatistics } from './statistics';

/** One edition as the pages read it, with the figures many pages need computed once. */
export interface Edition {
  year: number;
  /** In ranking.json's order. */
  participants: readonly Participant[];
  byRef: ReadonlyMap<string, Participant>;
  /** The content rows as written (strings), by ref in ranking.json's order: the /assets/ open data. */
  rows: ReadonlyMap<string, ParticipantRow>;
  awards: Awards;
  texts: Readonly<Record<Locale, EditionTexts>>;
  statistics: EditionStatistics;
  /** Each participant's place within its sector, and every sector's statistics. */
  sectors: EditionSectors;
  /** Each participant's nearest peers by overall points (refs, closest first). */
  peers: ReadonlyMap<string, readonly string[]>;
  /** Whether the previous ranks come from the edition before (true) or from the rows' prevYear fields. */
  previousFromEdition: boolean;
}
