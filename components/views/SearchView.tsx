import { getTranslations } from 'next-intl/server';
import type { PageViewProps } from '@/components/views/view-props';
import { CompanyIndex } from '@/components/companies/CompanyIndex';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { SearchSection } from '@/components/search/SearchSection';
import { PageShell } from '@/components/shell/PageShell';

/** The search page: the form and its results (an island), then every company A–Z, which works without JavaScript. */
export async function SearchView({ locale, shell, texts, editions, sectors, companyIndex }: PageViewProps<'search'>) {
  const t = await getTranslations({ locale, namespace: 'search' });
  return (
    <PageShell locale={locale} page="search" shell={shell}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels}>
        <SearchSection locale={locale} editions={editions} sectors={sectors} />
        <div className="container">
          <CompanyIndex {...companyIndex} headingLevel={2} title={t('companies')} />
        </div>
      </CompactPageIntro>
    </PageShell>
  );
}
