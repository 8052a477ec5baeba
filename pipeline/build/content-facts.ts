import fs from 'node:fs';
import { z } from 'zod';
import type { Content } from '../../lib/content/load';
import { sampleDataOn } from '../../lib/content/sample-data';
import { editionInfo } from '../../lib/editions/edition-info';
import { locales } from '../../lib/i18n/locales';
import { localePaths } from '../../lib/seo/sitemap';
import { writeFileAtomically } from '../files/write-atomically';

/**
 * What the build needs to know before Next renders (sample data, page count), handed over in a
 * small file so the build's process does not hold the content while the render workers peak.
 */
const contentFactsSchema = z.object({ sampleData: z.boolean(), expectedPages: z.number().int().positive() });

export type ContentFacts = z.infer<typeof contentFactsSchema>;

/** The HTML pages a build writes ("812 of 1823"): the sitemap's, a 404 per language and _not-found.html. */
export function expectedPageCount(content: Pick<Content, 'editions' | 'current'>): number {
  const editions = content.editions.map((edition) => ({
    archivedYear: editionInfo(edition.year, content.current.year).archivedYear,
    refs: edition.participants.map((p) => p.ref),
  }));
  return localePaths(editions).length * locales.length + locales.length + 1;
}

export function contentFacts(content: Content): ContentFacts {
  return { sampleData: sampleDataOn(content.site), expectedPages: expectedPageCount(content) };
}

export function writeContentFacts(file: string, facts: ContentFacts): void {
  writeFileAtomically(file, JSON.stringify(facts));
}

/** Reads the facts the content check wrote; throws when the file is missing or not such facts. */
export function readContentFacts(file: string): ContentFacts {
  return contentFactsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
