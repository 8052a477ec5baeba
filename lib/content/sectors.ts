import path from 'node:path';
import { z } from 'zod';
import { parseOrReport, type ContentReport } from './errors';
import { slugPattern } from './participant-fields';
import { reportControlCharacters } from './control-characters';
import { readJsonFile } from './read-json';
import { byKey } from './primitives-schema';
import { localeCodes, type Locale } from '../i18n/locales';

const sectorSchema = z.strictObject({
  key: z
    .string()
    .regex(slugPattern, 'must be a key of a-z, 0-9 and hyphens')
    .describe(
      "The key the ranking rows' sector column holds (a-z, 0-9 and hyphens). Keep it once rows use it; " +
        'change the name instead.',
    ),
  name: z
    .strictObject(byKey(localeCodes, z.string().trim().min(1, 'is required')))
    .describe("The sector's name in each language, as the ranking's sector filter and the participant pages show it."),
});

/**
 * The sectors (content/sectors.json) for every edition: the key the rows' `sector` holds and the
 * name in every language, in the order of the ranking's sector filter.
 */
export type Sector = z.infer<typeof sectorSchema>;

export const sectorsSchema = z.strictObject({
  sectors: z
    .array(sectorSchema)
    .describe("Every sector, in the order of the ranking's sector filter. Each key may be listed once."),
});

/** The sectors of a content folder; undefined (with the problems reported) when the file is not valid. */
export function readSectors(contentDir: string, report: ContentReport): Sector[] | undefined {
  const { file, data } = readJsonFile(path.join(contentDir, 'sectors.json'), report);
  if (data === undefined) return undefined;
  reportControlCharacters(data, file, report);
  const parsed = parseOrReport(sectorsSchema, data, file, report);
  const seen = new Set<string>();
  parsed?.sectors.forEach(({ key }, index) => {
    if (seen.has(key)) report.error(file, `sectors[${index}].key`, `"${key}" is listed twice`);
    seen.add(key);
  });
  return parsed?.sectors;
}

/** Why a row's sector is not one of the known keys; undefined when it is, or when it is empty. */
export function unknownSectorProblem(value: string, known: ReadonlySet<string>): string | undefined {
  if (value === '' || known.has(value)) return undefined;
  return `"${value}" is not a sector; the known sectors are ${[...known].join(', ')} (content/sectors.json), or leave it empty`;
}

/** A sector's name in a language; the key itself for a key the list does not hold (validation prevents it). */
export function sectorName(sectors: readonly Sector[], key: string, locale: Locale): string {
  return sectors.find((sector) => sector.key === key)?.name[locale] ?? key;
}
