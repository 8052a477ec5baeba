import type { PageViewProps } from '@/components/views/view-props';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { SearchSection } from '@/components/search/SearchSection';
import { PageShell } from '@/components/shell/PageShell';

/** The search page: the form and its results (an island), then every company A–Z, which works without JavaScript. */
export function SearchView({ locale, shell, texts, editions, sectors }: PageViewProps<'search'>) {
  return (
    <PageShell locale={locale} page="search" shell={shell}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels}>
        <SearchSection locale={locale} editions={editions} sectors={sectors} />
      </CompactPageIntro>
    </PageShell>
  );
}
