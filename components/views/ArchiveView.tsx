import { getTranslations } from 'next-intl/server';
import type { PageViewProps } from '@/components/views/view-props';
import { ArchiveEditionCard } from '@/components/editions/ArchiveEditionCard';
import styles from '@/components/editions/archive.module.css';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { PageShell } from '@/components/shell/PageShell';

/** The archive: every edition, newest first, with its winners and its ranking, winners and mentions. */
export async function ArchiveView({ locale, shell, texts, editions }: PageViewProps<'archive'>) {
  const t = await getTranslations({ locale, namespace: 'editions.archive' });
  return (
    <PageShell locale={locale} page="archive" shell={shell}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels}>
        <div className={`container ${styles.editions}`}>
          {editions.map((edition) => (
            <ArchiveEditionCard
              key={edition.year}
              edition={edition}
              texts={{
                title: t('editionTitle', { year: String(edition.year) }),
                current: t('current'),
                reports: t('reports', { count: edition.reportCount }),
                winners: t('winnersLabel', { year: String(edition.year) }),
                toRanking: t('toRanking', { year: String(edition.year) }),
                toWinners: t('toWinners', { year: String(edition.year) }),
                toSpecialMention: t('toSpecialMention', { year: String(edition.year) }),
              }}
            />
          ))}
        </div>
      </CompactPageIntro>
    </PageShell>
  );
}
