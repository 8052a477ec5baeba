import Link from 'next/link';
import styles from './breadcrumb.module.css';
import type { BreadcrumbNav } from '@/lib/breadcrumbs/trail';

/** The page's trail above its title, the last step the page itself; the BreadcrumbList is the same trail. */
export function Breadcrumb({ nav, className }: { nav: BreadcrumbNav; className?: string }) {
  const last = nav.links.length - 1;
  return (
    <nav aria-label={nav.label} className={className ? `${styles.breadcrumb} ${className}` : styles.breadcrumb}>
      <ol className={styles.steps}>
        {nav.links.map((link, i) => (
          <li key={link.href} className={styles.step}>
            <Link
              href={link.href}
              prefetch={false}
              className={styles.link}
              aria-current={i === last ? 'page' : undefined}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
