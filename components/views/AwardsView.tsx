import { getTranslations } from 'next-intl/server';
import type { AwardTitles, WinnerSliderData } from '@/lib/awards/cards';
import type { ViewProps } from '@/components/views/view-props';
import { AwardGroupSection, type AwardGroupTexts } from '@/components/awards/AwardGroupSection';
import { AwardsSun } from '@/components/awards/AwardsSun';
import styles from '@/components/awards/awards.module.css';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import type { AwardGroup } from '@/lib/awards/cards';
import type { Messages } from '@/lib/content/message-schema';
import { routes } from '@/lib/routes';

interface AwardsData {
  page: 'winners' | 'specialMention';
  texts: Messages['pages']['winners' | 'specialMention'];
  groups: AwardGroup[];
  titles: AwardTitles;
  /** The winner slider: on the winners page only. */
  slider?: WinnerSliderData;
}

/**
 * The winners (/gewinner) and special-mention (/special-mention) pages (spec section 2): the
 * intro, then the categories of content/awards.json with a card per awarded participant, the
 * rising sun, and on the winners page the winner slider.
 */
export async function AwardsView({ locale, shell, page, texts, groups, titles, slider }: ViewProps & AwardsData) {
  const t = await getTranslations({ locale, namespace: 'awardsPage' });
  const groupTexts = (group: AwardGroup): AwardGroupTexts => ({
    ...groupTitle(group, titles),
    placeLabel: (place) => t('place', { place }),
    moreLabel: t('viewResult'),
    badge: group.kind === 'specialMention' ? t('specialMention') : undefined,
  });

  return (
    <PageShell locale={locale} page={page} path={routes[page].path} shell={shell}>
      <PageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} />
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
          </div>
          <AwardsSun />
        </div>
      </div>
      {slider && <WinnerSlider locale={locale} slider={slider} />}
    </PageShell>
  );
}

function groupTitle(group: AwardGroup, titles: AwardTitles): { title: string; description?: string } {
  return group.kind === 'winner' ? titles.categories[group.key] : titles.specialMentions[group.key];
}
