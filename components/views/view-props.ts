import type { ShellData } from '@/components/shell/shell-data';
import type { Locale } from '@/lib/i18n/locales';

/** What every view receives besides its own data: the locale and the header's and footer's data. */
export interface ViewProps {
  locale: Locale;
  shell: ShellData;
}
