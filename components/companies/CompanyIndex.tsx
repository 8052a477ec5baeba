import styles from './company-index.module.css';
import { OTHER_GROUP, type CompanyEntry, type CompanyIndex as CompanyIndexData } from '@/lib/companies/company-index';
import { textRuns, type CompanyIndexLabels, type TextRun } from '@/lib/companies/labels';
import { fillParts } from '@/lib/i18n/message-parts';
import { fillPlural } from '@/lib/i18n/plural-parts';

export interface CompanyIndexProps {
  /** The companies, grouped A–Z (app/_routing/page-data: loadCompanyIndex). */
  index: CompanyIndexData;
  /** Its texts (the same loader). */
  labels: CompanyIndexLabels;
  /**
   * The level of the index's own headings: its title's when there is one, else the letters'
   * (default 2, under the page's h1); the letters are one level below the title.
   */
  headingLevel?: 2 | 3 | 4;
  /** A heading above the index, such as "Unternehmen A–Z" on the search page. */
  title?: string;
}

type Heading = 'h2' | 'h3' | 'h4' | 'h5';
const TITLE_ID = 'company-index-title';

/**
 * The company index: a summary line, a row of letter links (every letter shown, linked where it
 * has companies), then one section per letter listing its companies, each with its sector, its
 * former names or the name it is now listed under, and its years linked to that edition's page.
 * Server-rendered HTML only, no client JavaScript; the links are plain anchors, never prefetched.
 */
export function CompanyIndex({ index, labels, headingLevel = 2, title }: CompanyIndexProps) {
  const Title = `h${headingLevel}` as Heading;
  const Letter = `h${title ? headingLevel + 1 : headingLevel}` as Heading;
  const groupName = (key: string) => (key === OTHER_GROUP ? labels.otherGroup : key);
  const list = new Intl.ListFormat(index.locale, { type: 'conjunction' });
  // A section named by its title when it has one; else a plain box under the page's own heading.
  const Root = title ? 'section' : 'div';
  return (
    <Root className={styles.index} aria-labelledby={title ? TITLE_ID : undefined} data-company-index="">
      {title && (
        <Title id={TITLE_ID} className={styles.title}>
          {title}
        </Title>
      )}
      <p className={styles.summary}>{labels.summary}</p>
      <nav className={styles.letters} aria-label={labels.letters}>
        <ul>
          {index.letters.map(({ key, id, linked }) => (
            <li key={key}>{linked ? <a href={`#${id}`}>{groupName(key)}</a> : <span>{groupName(key)}</span>}</li>
          ))}
        </ul>
      </nav>
      {index.groups.map((group) => (
        <section key={group.key} id={group.id} className={styles.group}>
          <Letter className={styles.letter}>{groupName(group.key)}</Letter>
          <ul className={styles.list}>
            {group.entries.map((entry) => (
              <Entry key={`${entry.ref} ${entry.name}`} entry={entry} labels={labels} list={list} />
            ))}
          </ul>
        </section>
      ))}
    </Root>
  );
}

function Entry({ entry, labels, list }: { entry: CompanyEntry; labels: CompanyIndexLabels; list: Intl.ListFormat }) {
  const { name, sector, formerNames, nowListedAs } = entry;
  const hasNote = formerNames.length > 0 || nowListedAs !== undefined;
  return (
    <li id={entry.id}>
      <span className={styles.name}>{name}</span>
      {(sector || hasNote) && (
        <span className={styles.meta}>
          {sector && <span>{runs(textRuns(labels.sector, { sector }, ['sector']))}</span>}
          {formerNames.length > 0 && <span>{fillParts(labels.formerly, { names: list.format(formerNames) })}</span>}
          {nowListedAs && (
            <span>
              {labels.nowListedAs.map((part, i) =>
                i % 2 === 0 ? (
                  part
                ) : (
                  <a key={i} href={nowListedAs.href}>
                    {nowListedAs.name}
                  </a>
                ),
              )}
            </span>
          )}
        </span>
      )}
      <ul className={styles.years} aria-label={fillPlural(labels.editions, entry.years.length)}>
        {entry.years.map(({ year, href }) => (
          <li key={year}>
            <a href={href}>{runs(textRuns(labels.yearLink, { name, year: String(year) }, ['year']))}</a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Shown runs as text, the others for screen readers only. */
function runs(textRuns: TextRun[]) {
  return textRuns.map((run, i) =>
    run.hidden ? (
      <span key={i} className="visually-hidden">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
