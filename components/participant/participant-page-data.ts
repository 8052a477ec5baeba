import type { BadgeEmbed } from '@/lib/badge/embed';
import type { BreadcrumbNav } from '@/lib/breadcrumbs/trail';
import type { EditionTexts } from '@/lib/content/edition-texts-schema';
import type { LaudatioEntry } from '@/lib/content/participant-messages-schema';
import type { Participant } from '@/lib/content/participant';
import type { EditionInfo } from '@/lib/editions/edition-info';
import type { HistoryEntry } from '@/lib/editions/history';
import type { SectorPlace } from '@/lib/editions/sectors';
import type { Locale } from '@/lib/i18n/locales';
import type { RankedCounts, RankKey } from '@/lib/editions/statistics';
import type { PointGaps } from '@/lib/participant/gaps';
import type { PeerLink } from '@/lib/participant/peers';
import type { ParticipantAwards } from '@/lib/participant/awards';
import type { ProfileRow } from '@/lib/participant/profile';
import type { CategoryLinks, TeaserLink } from '@/lib/participant/winner-links';

/** What one participant's page shows, loaded once by the route and handed to ParticipantView. */
export interface ParticipantPageData {
  participant: Participant;
  edition: EditionInfo;
  /** The same company's page in the current edition, or the current ranking when it is not in it. */
  currentPath: string;
  /** Where the page sits: Start › Rangliste › the company (an archived edition's through the archive). */
  breadcrumb: BreadcrumbNav;
  /** The edition's texts of the participant pages (pages.participant). */
  texts: EditionTexts['pages']['participant'];
  /** Its places and special mentions, with their titles. */
  awards: ParticipantAwards;
  categoryNav: {
    /** Indexes of the categories naming the participant, for the island's active category. */
    own: number[];
    categories: CategoryLinks[];
  };
  /** The jury's texts; null for a participant without an award. */
  laudatio: LaudatioEntry | null;
  rankedCounts: RankedCounts;
  /** Its sector (name in the page's language, size) and its places in it; null when it has none. */
  sector: ParticipantSector | null;
  /** Its points per criterion group against the median and best of all participants (and its sector's median). */
  profile: { rows: ProfileRow[]; participantCount: number };
  /** The distance to the median and best per group, and where the most points are to be gained. */
  gaps: PointGaps;
  /** Up to five companies of its sector (of all, without one) with the closest overall points. */
  peers: PeerLink[];
  /** Its editions up to this one, newest first, gaps included. */
  history: HistoryEntry[];
  teaser: TeaserLink[];
  /** The edition's certificate PDFs, one per language; empty without a certificate. */
  certificates: { locale: Locale; href: string }[];
  /** The embeddable badge and its snippet: on the current edition's pages only. */
  badge: BadgeEmbed | null;
}

/** A section's props: the page's locale and the fields of the page's data it reads. */
export type SectionProps<K extends keyof ParticipantPageData> = Pick<ParticipantPageData, K> & { locale: Locale };

export interface ParticipantSector {
  key: string;
  name: string;
  /** The sector's participants in the edition. */
  size: number;
  places: Readonly<Record<RankKey, SectorPlace | null>>;
}
