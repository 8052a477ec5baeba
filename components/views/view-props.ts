import type { PageData, StaticPageKey } from '@/app/_routing/page-data';
import type { ShellData } from '@/components/shell/shell-data';
import type { Locale } from '@/lib/i18n/locales';

/** What every view receives besides its own data: the locale and the header's and footer's data. */
export interface ViewProps {
  locale: Locale;
  shell: ShellData;
}

/** What the view of a page with a fixed path receives: its data (app/_routing/page-data) and the view props. */
export type PageViewProps<K extends StaticPageKey> = ViewProps & PageData<K>;
