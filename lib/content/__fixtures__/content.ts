import { pageKeys } from '../../routes';
import { participantFields, type Participant } from '../participant-schema';

/**
 * Small, valid content for tests, written from the schemas: every required text present, one
 * link whose langKey is in linkLabels. Each call builds a fresh object, so a test can break one
 * thing in it.
 */
export function validMessages(label = 'de'): Record<string, unknown> {
  const nav = Object.fromEntries(
    [...pageKeys, 'mainLabel', 'metaLabel', 'openMenu', 'closeMenu', 'menu'].map((key) => [key, `${label} ${key}`]),
  );
  const pages: Record<string, unknown> = Object.fromEntries(
    pageKeys.map((key) => [key, { seo: { title: `${key} title`, description: `${key} description` }, intro: { pageTitle: key } }]),
  );
  pages.home = {
    seo: { title: 'Home', description: 'Home page' },
    intro: { pageTitle: 'Home', links: [{ link: '/ueber-uns', langKey: 'readPreface' }] },
  };
  return {
    site: { name: 'Rating', shortName: 'R', description: 'About', skipToContent: 'Skip', homeLinkLabel: 'Home' },
    nav,
    language: { switchLabel: 'Language', switchTo: 'Switch', currentLanguage: 'Current' },
    footer: {
      addressesLabel: 'Addresses',
      addresses: [{ type: 'organizer', label: 'Organizer', name: 'Org AG' }],
      legalLabel: 'Legal',
      contact: 'Contact',
      privacy: 'Privacy',
      copyright: '© {year}',
      version: 'Version {version}',
      scrollToTop: 'Top',
    },
    cookieBanner: { label: 'Cookies', title: 'Cookies', text: 'We use cookies.', accept: 'OK', decline: 'No', privacyLink: 'Privacy' },
    linkLabels: { readPreface: `${label} preface` },
    pages,
  };
}

export function participant(ref: string, overrides: Partial<Participant> = {}): Participant {
  const row = Object.fromEntries(participantFields.map((field) => [field, ''])) as Participant;
  return { ...row, id: `id-${ref}`, ref, pubRef: ref, company: `${ref} AG`, rankOverall: '999', ...overrides };
}
