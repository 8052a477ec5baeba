import type { ComponentProps, ReactNode } from 'react';
import type { ViewProps } from './view-props';
import { PageIntro } from '@/components/content/PageIntro';
import { Teaser } from '@/components/content/Teaser';
import { PageShell } from '@/components/shell/PageShell';
import type { Teaser as TeaserData } from '@/lib/content/message-schema';
import type { PageKey } from '@/lib/routes';

/**
 * A page of lib/routes that opens with its full intro: the shell, the intro (with PageIntro's
 * layout options), what the page adds, then its teaser when the view passes one.
 */
export function IntroPage({
  locale,
  shell,
  page,
  teaser,
  teaserOnWhite,
  children,
  ...intro
}: ViewProps &
  Omit<ComponentProps<typeof PageIntro>, 'locale' | 'linkLabels'> & {
    page: PageKey;
    teaser?: TeaserData;
    teaserOnWhite?: boolean;
    children?: ReactNode;
  }) {
  const { linkLabels } = shell.texts;
  return (
    <PageShell locale={locale} page={page} shell={shell}>
      <PageIntro locale={locale} linkLabels={linkLabels} {...intro} />
      {children}
      {teaser && <Teaser teaser={teaser} locale={locale} linkLabels={linkLabels} onWhite={teaserOnWhite} />}
    </PageShell>
  );
}
