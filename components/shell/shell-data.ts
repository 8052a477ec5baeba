import type { Messages } from '@/lib/content/message-schema';

/** What the header, footer and notice band of every page show (loaded by the route, app/_routing). */
export interface ShellData {
  /** Site-wide texts; `linkLabels` names the links that content texts carry. */
  texts: Pick<Messages, 'site' | 'nav' | 'language' | 'footer' | 'linkLabels'>;
  showGalleryLink: boolean;
  /** The data is sample data: every page says so (PageShell). */
  sampleData: boolean;
}
