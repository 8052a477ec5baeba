import type { PageViewProps } from '@/components/views/view-props';
import { CompanyIndex } from '@/components/companies/CompanyIndex';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { PageShell } from '@/components/shell/PageShell';

/** The company index: every company that ever took part, A–Z (components/companies/CompanyIndex). */
export function CompaniesView({ locale, shell, texts, companyIndex }: PageViewProps<'companies'>) {
  return (
    <PageShell locale={locale} page="companies" shell={shell}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels}>
        <div className="container">
          <CompanyIndex {...companyIndex} headingLevel={2} />
        </div>
      </CompactPageIntro>
    </PageShell>
  );
}
