import { ExternalIcon } from './ExternalIcon';
import { PartnerLogo } from './PartnerLogo';
import styles from './partners.module.css';
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
  if (card.kind === 'logo') {
    return (
      <div className={styles.company} data-kind="logo">
        {card.href ? (
          <a
            href={card.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
            className={styles.tile}
          >
            <PartnerLogo src={card.logo} alt={logoLinkLabel} className={styles.logo} />
          </a>
        ) : (
          <div className={styles.tile}>
            <PartnerLogo src={card.logo} alt={card.name} className={styles.logo} />
          </div>
        )}
        <RichText html={card.description} className={styles.description} />
      </div>
    );
  }
  return (
    <div className={styles.company} data-kind="text">
      <h3 className={styles.name}>{card.name}</h3>
      <RichText html={card.description} className={styles.description} />
      {card.links.length > 0 && (
        <ul className={styles.links}>
          {card.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabId}
                className={styles.link}
              >
                {link.text}
                <ExternalIcon className={styles.icon} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
