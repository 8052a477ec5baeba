import { getTranslations } from 'next-intl/server';
import { OnThisPage as SectionLinks } from '@/components/content/OnThisPage';
import type { Locale } from '@/lib/i18n/locales';
import type { ParticipantSection } from '@/lib/participant/sections';

/** A participant page's "on this page" links, to the sections it shows. */
export async function OnThisPage({ locale, sections }: { locale: Locale; sections: readonly ParticipantSection[] }) {
  const t = await getTranslations({ locale, namespace: 'participant.onThisPage' });
  return <SectionLinks label={t('label')} links={sections.map((key) => ({ id: key, text: t(key) }))} />;
}
