'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import styles from './CategoryNav.module.css';
import { chooseCategory } from '@/lib/participant/categories';
import { participantNotAvailable, participantRefFromPath } from '@/lib/participant/notAvailable';
import type { Locale } from '@/lib/i18n/locales';
import type { CategoryLinks, WinnerLink } from '@/lib/participant/winner-links';

/**
 * The band of winner categories, each linking its winners with ?category={index}. The island does
 * what static HTML cannot: a valid `category` parameter picks the active category, and a page under
 * another participant's address goes to the 404 page.
 */
export type CategoryNavCategory = Pick<CategoryLinks, 'key' | 'title'> & {
  /** "Gesamtsieger – Platz 1: Sika AG": where the title leads. */
  titleLabel: string;
  href: string;
  /** `label`, "Platz 1: Sika AG": the link's accessible name; the number and the name are shown. */
  winners: (Omit<WinnerLink, 'year'> & { label: string })[];
};

interface Props {
  label: string;
  locale: Locale;
  participantRef: string;
  /** Indexes of the categories naming this participant. */
  own: number[];
  categories: CategoryNavCategory[];
}

export function CategoryNav({ label, locale, participantRef, own, categories }: Props) {
  const [active, setActive] = useState<number | null>(own[0] ?? null);

  useEffect(() => {
    const fromPath = participantRefFromPath(window.location.pathname);
    if (fromPath !== null && fromPath !== participantRef) participantNotAvailable(locale);
  }, [participantRef, locale]);

  return (
    <nav aria-labelledby="category-nav-title" className={styles.categoryNav}>
      <Suspense fallback={null}>
        <CategoryFromQuery own={own} count={categories.length} onChoose={setActive} />
      </Suspense>
      <h2 id="category-nav-title" className={`container ${styles.navTitle}`}>
        {label}
      </h2>
      <ul className={`container ${styles.categoryList}`}>
        {categories.map((category, index) => {
          const isActive = index === active;
          return (
            <li key={category.key} className={styles.category} data-active={isActive || undefined}>
              <Link
                href={category.href}
                prefetch={false}
                className={styles.categoryTitle}
                aria-label={category.titleLabel}
                aria-current={isActive ? 'true' : undefined}
              >
                {category.title}
              </Link>
              <ol className={styles.places}>
                {category.winners.map((winner) => (
                  <li key={winner.ref}>
                    <Link
                      href={winner.href}
                      prefetch={false}
                      className={styles.place}
                      aria-current={isActive && winner.ref === participantRef ? 'page' : undefined}
                    >
                      <span className={styles.placeNumber} aria-hidden="true">
                        {winner.place}
                      </span>
                      <span className={styles.placeName} aria-hidden="true">
                        {winner.name}
                      </span>
                      <span className="visually-hidden">{winner.label}</span>
                    </Link>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Reads ?category= (useSearchParams needs a Suspense boundary; it renders nothing, so no HTML changes). */
function CategoryFromQuery({
  own,
  count,
  onChoose,
}: {
  own: number[];
  count: number;
  onChoose: (index: number | null) => void;
}) {
  const params = useSearchParams();
  const values = params.getAll('category');
  // Several category parameters are as invalid as a wrong one.
  const chosen = chooseCategory(own, values.length === 1 ? values[0] : values.length ? values : null, count);
  useEffect(() => onChoose(chosen), [chosen, onChoose]);
  return null;
}
