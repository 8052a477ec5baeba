import { getTranslations } from 'next-intl/server';
import type { AwardGroup } from '@/lib/awards/cards';
import type { PageViewProps } from '@/components/views/view-props';
import { AwardGroupSection, type AwardGroupTexts } from '@/components/awards/AwardGroupSection';
import { AwardsSun } from '@/components/awards/AwardsSun';
import styles from '@/components/awards/awards.module.css';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { CompactPageIntro } from '@/components/content/PageIntroCompact';
import { MoversSection } from '@/components/movers/MoversSection';
import { PageShell } from '@/components/shell/PageShell';

/**
 * The winners and special-mention pages: compact head, cards by category (on the winners page
 * followed by the year's movers), the sun, the rest of the intro, slider.
 */
export async function AwardsView({
  locale,
  shell,
  page,
  edition,
  texts,
  groups,
  titles,
  slider,
  breadcrumb,
  movers,
}: PageViewProps<'winners' | 'specialMention'>) {
  const t = await getTranslations({ locale, namespace: 'awardsPage' });
  const groupTexts = (group: AwardGroup): AwardGroupTexts => ({
    ...(group.kind === 'winner' ? titles.categories[group.key] : titles.specialMentions[group.key]),
    placeLabel: (place) => t('place', { place }),
    moreLabel: t('viewResult'),
    badge: group.kind === 'specialMention' ? t('specialMention') : undefined,
  });

  return (
    <PageShell locale={locale} page={page} shell={shell} edition={edition}>
      <CompactPageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} breadcrumb={breadcrumb}>
        <div className={`${styles.awards}${page === 'specialMention' ? ` ${styles.mentions}` : ''}`}>
          <div className="container">
            <div className={styles.groups}>
              {groups.map((group, i) => (
                <AwardGroupSection
                  key={group.key}
                  group={group}
                  locale={locale}
                  eager={i === 0 || page === 'specialMention'}
                  texts={groupTexts(group)}
                />
              ))}
              {movers && (
                <MoversSection
                  locale={locale}
                  edition={edition}
                  movers={movers.of}
                  className={styles.group}
                  headClassName={styles.groupHead}
                  bodyClassName={styles.groupBody}
                />
              )}
            </div>
            <AwardsSun />
          </div>
        </div>
      </CompactPageIntro>
      {slider && <WinnerSlider locale={locale} slider={slider} />}
    </PageShell>
  );
}
