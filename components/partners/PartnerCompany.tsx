import { ExternalIcon } from './ExternalIcon';
import { PartnerLogo } from './PartnerLogo';
import styles from './partners.module.css';
import { ExternalLink } from '@/components/content/ExternalLink';
import { RichText } from '@/components/content/RichText';
import type { PartnerCard } from '@/lib/partners/company';

/** One partner: a logo linked to its website, or name, description and up to two links, all in a new tab. */
export function PartnerCompany({
  card,
  logoLinkLabel,
  newTabId,
}: {
  card: PartnerCard;
  logoLinkLabel: string;
  newTabId: string;
}) {
  const logo = card.kind === 'logo' && (
    <PartnerLogo src={card.logo} alt={card.href ? logoLinkLabel : card.name} className={styles.logo} />
  );
  return (
    <div className={styles.company} data-kind={card.kind}>
      {card.kind === 'text' ? (
        <h3 className={styles.name}>{card.name}</h3>
      ) : card.href ? (
        <ExternalLink href={card.href} aria-describedby={newTabId} className={styles.tile}>
          {logo}
        </ExternalLink>
      ) : (
        <div className={styles.tile}>{logo}</div>
      )}
      <RichText html={card.description} className={styles.description} />
      {card.kind === 'text' && card.links.length > 0 && (
        <ul className={styles.links}>
          {card.links.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href} aria-describedby={newTabId} className={styles.link}>
                {link.text}
                <ExternalIcon className={styles.icon} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
