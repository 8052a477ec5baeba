import type { PartnerCompany } from '../content/editorial-schema';
import { websiteLabel, websiteUrl } from '../participant/website';

export type PartnerCard =
  | { kind: 'logo'; name: string; description?: string; logo: string; href: string | null }
  | { kind: 'text'; name: string; description?: string; links: { href: string; text: string }[] };

/** A website from content as a safe link target, with the participant pages' rules (scheme added, only http(s)). */
const safeWebsite = (value: string | undefined): string | null =>
  value?.trim() ? websiteUrl({ url: value, website: '' }) : null;

/** A partner: a logo linked to its first website, or name, description and up to two links; unsafe dropped. */
export function partnerCard(company: PartnerCompany): PartnerCard {
  const description = company.description?.trim() || undefined;
  const logo = company.logo?.trim();
  if (logo) {
    const href = safeWebsite(company.website) ?? safeWebsite(company.website2);
    return { kind: 'logo', name: company.name, description, logo, href };
  }
  const candidates: [string | undefined, string | undefined][] = [
    [company.website, company.websiteText],
    [company.website2, company.websiteText2],
  ];
  const links = candidates.flatMap(([website, text]) => {
    const href = safeWebsite(website);
    return href ? [{ href, text: text?.trim() || websiteLabel(href) }] : [];
  });
  return { kind: 'text', name: company.name, description, links };
}
