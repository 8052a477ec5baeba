import { getTranslations } from 'next-intl/server';
import { AwardGroupSection, type AwardGroupTexts } from '@/components/awards/AwardGroupSection';
import { AwardsSun } from '@/components/awards/AwardsSun';
import styles from '@/components/awards/awards.module.css';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import { specialMentionGroups, winnerGroups, type AwardGroup } from '@/lib/awards/cards';
import { loadAwards, loadMessages, loadParticipants } from '@/lib/content/load';
import type { Messages } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

type AwardsPage = 'winners' | 'specialMention';

/**
 * The winners (/gewinner) and special-mention (/special-mention) pages (spec section 2): the
 * intro, then the categories of content/awards.json with a card per awarded participant, the
 * rising sun, and on the winners page the winner slider.
 */
export async function AwardsView({ locale, page }: { locale: Locale; page: AwardsPage }) {
  const messages = loadMessages(locale);
  const awards = loadAwards();
  const participants = loadParticipants();
  const groups = page === 'winners' ? winnerGroups(awards, participants) : specialMentionGroups(awards, participants);
  const t = await getTranslations({ locale, namespace: 'awardsPage' });
  const placeLabel = (place: number) => t('place', { place });

  return (
    <PageShell locale={locale} page={page} path={routes[page].path}>
      <PageIntro intro={messages.pages[page].intro} locale={locale} messages={messages} where={`pages.${page}.intro`} />
      <div className={`${styles.awards}${page === 'specialMention' ? ` ${styles.mentions}` : ''}`}>
        <div className="container">
          <div className={styles.groups}>
            {groups.map((group, i) => (
              <AwardGroupSection
                key={group.key}
                group={group}
                locale={locale}
                eager={i === 0 || page === 'specialMention'}
                texts={{ ...groupTitle(group, messages), placeLabel, moreLabel: t('viewResult'), badge: group.kind === 'specialMention' ? t('specialMention') : undefined } satisfies AwardGroupTexts}
              />
            ))}
          </div>
          <AwardsSun />
        </div>
      </div>
      {page === 'winners' && <WinnerSlider locale={locale} />}
    </PageShell>
  );
}

function groupTitle(group: AwardGroup, messages: Messages): { title: string; description?: string } {
  return group.kind === 'winner' ? messages.awards.categories[group.key] : messages.awards.specialMentions[group.key];
}
