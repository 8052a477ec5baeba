/**
 * npx tsx e2e/hostile/hostile-content.ts --out DIR [--source content] [--others 10]
 *
 * Writes a complete copy of the content folder into DIR with the XSS vectors of
 * e2e/hostile/vectors.ts injected into every content field that reaches a page: the plain texts,
 * rich-text HTML, labels and URLs of both translation files and of the editions' texts, and the
 * company names and website URLs of the participants. `npm run build:hostile` builds the site from it, and the Playwright
 * project `hostile` (e2e/hostile/) checks that nothing runs.
 *
 * Each field type takes the vectors in turn from its own starting point, so every vector lands
 * in several field types. Texts keep their original words in front of the vector (required texts
 * stay non-empty, ICU placeholders stay in place); URL fields get the vector alone. To keep the
 * build short only the current edition and the one before it are kept, each with its award refs
 * and a few other participants, the same in ranking.json, participants/ and awards.json. The copy
 * must pass scripts/check-content.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTranslator } from 'next-intl';
import { vectors as allVectors, type Vector } from './vectors';
import type { ZodType } from 'zod';
import { namesFigure } from '../../lib/content/edition-figures';
import { editionTextsSchema } from '../../lib/content/edition-texts-schema';
import { messagesSchema } from '../../lib/content/message-schema';
import { participantSchema } from '../../lib/content/participant-schema';

export type FieldType =
  | 'ui-text'
  | 'icu-label'
  | 'seo-text'
  | 'page-text'
  | 'rich-html'
  | 'alt-text'
  | 'link-url'
  | 'asset-url'
  | 'download-name'
  | 'download-url'
  | 'partner-text'
  | 'partner-website'
  | 'footer-text'
  | 'footer-url'
  | 'award-text'
  | 'laudatio-text'
  | 'company-name'
  | 'participant-url';

/** Field types whose value is replaced by the vector (a link target must start with it). */
const URL_TYPES: ReadonlySet<FieldType> = new Set([
  'link-url',
  'asset-url',
  'download-url',
  'partner-website',
  'footer-url',
  'participant-url',
]);

/**
 * Whether next-intl's t() shows a label ending in this vector as written. Labels are ICU
 * messages: braces are arguments, <tags> rich-text elements, apostrophes quotes; a label that
 * does not parse renders as its key ("participant.links.website") and logs an error at build.
 */
const icuCache = new Map<string, boolean>();
export function survivesIcu(payload: string): boolean {
  const cached = icuCache.get(payload);
  if (cached !== undefined) return cached;
  let failed = false;
  const t = createTranslator({
    locale: 'en-GB',
    messages: { label: `{n} ${payload}` },
    onError: () => (failed = true),
  }) as unknown as (key: string, values: Record<string, number>) => string;
  const ok = t('label', { n: 1 }) === `1 ${payload}` && !failed;
  icuCache.set(payload, ok);
  return ok;
}

/**
 * Vectors a field type cannot take:
 * - `icu-label` (texts read with t()): only vectors that are valid ICU text. Such a label is a
 *   message format by design (placeholders, plurals), so it cannot be read raw; a stray `{` or
 *   `<` renders the key instead and logs INVALID_MESSAGE, without failing the build (the content
 *   check could parse these labels).
 * - `company`: the build's result PDF (pipeline/media/participant-media.ts) sets the name in Helvetica
 *   with Windows-1252 encoding and stops the build on any other character ("Łódź" as much as a
 *   control character); left out here until the PDF can set them.
 */
export function acceptsVector(type: FieldType, vector: Vector, key: string): boolean {
  if (refusedByContentCheck(vector)) return false;
  if (type === 'icu-label') return survivesIcu(vector.payload);
  if (type === 'company-name' && key === 'company' && vector.nonLatin1) return false;
  return true;
}

/**
 * Vectors with control characters (NUL, tab, line feed, U+0001 …): the content check refuses them
 * in every field (lib/content/control-characters.ts), so they never reach a page from content and
 * are left out of the hostile content; the specs still type them into the search and the URL.
 */
export const refusedByContentCheck = (vector: Vector): boolean => /[\u0000-\u001f\u007f]/.test(vector.payload);

/**
 * Translation namespaces whose texts the pages read with next-intl's t() (ICU messages); the
 * certificate and badge texts are read the same way at build (createTranslator).
 */
const ICU_NAMESPACES = new Set([
  'participant',
  'ranking',
  'slider',
  'awardsPage',
  'editorial',
  'editions',
  'breadcrumb',
  'compare',
  'companies',
  'honour',
  'movers',
  'search',
  'seo',
  'certificate',
  'badge',
  'keyDates',
  'pressPhotos',
  'press',
]);

type Key = string | number;

/** The field type of a string in a translation file at `keyPath`, or null for structural values. */
export function messageFieldType(keyPath: readonly Key[]): FieldType | null {
  const keys = keyPath.filter((k): k is string => typeof k === 'string');
  const key = keys[keys.length - 1] ?? '';
  const [top] = keys;
  // Enumerations, references, file and sheet names (a-z file names; Excel's 31-character tab
  // names, which the schema checks): not texts.
  if (key === 'type' || key === 'langKey' || key === 'accordionState') return null;
  if ((top === 'ranking' || top === 'movers') && (key === 'fileName' || key === 'sheetName' || keys[2] === 'sheets'))
    return null;
  if (top !== undefined && ICU_NAMESPACES.has(top)) return 'icu-label';
  if (top === 'site' && key === 'printAddress') return 'icu-label';
  if (top === 'footer') {
    if (key === 'copyright' || key === 'version') return 'icu-label';
    if (keys[1] !== 'addresses') return 'ui-text';
    return key === 'website' ? 'footer-url' : 'footer-text';
  }
  if (top === 'awards') return 'award-text';
  if (top === 'laudatio') {
    if (key === 'richText') return 'rich-html';
    if (key === 'alt') return 'alt-text';
    if (key === 'url' || key === 'poster') return 'asset-url';
    return 'laudatio-text';
  }
  if (top === 'pages') {
    if (keys[2] === 'seo') return 'seo-text';
    if (key === 'link') return 'link-url';
    if (['leftIntro', 'rightIntro', 'richText', 'teaser', 'lead', 'bodyText', 'caption', 'description'].includes(key))
      return 'rich-html';
    if (key === 'altText') return 'alt-text';
    if (key === 'src' || key === 'logo' || key === 'poster') return 'asset-url';
    if (keys[1] === 'downloads' && keys[2] === 'downloads') return key === 'url' ? 'download-url' : 'download-name';
    if (key === 'url') return 'asset-url';
    if (keys.includes('partnerCategories'))
      return key === 'website' || key === 'website2' ? 'partner-website' : 'partner-text';
    return 'page-text';
  }
  return 'ui-text';
}

/**
 * Hands out vectors per field type. Each type goes through the corpus in turn from its own
 * starting point, so that neighbouring fields of different types get different vectors and every
 * vector lands in several types. URL fields take the `url` vectors first: some URL types have
 * only a handful of fields, and those should get script URLs rather than markup.
 */
export class VectorDealer {
  private readonly next = new Map<FieldType, number>();
  private readonly seen: FieldType[] = [];
  /** vector id → field types it was put into. */
  readonly placements = new Map<string, Set<FieldType>>();
  injections = 0;

  constructor(readonly corpus: readonly Vector[]) {}

  private order(type: FieldType): readonly Vector[] {
    if (!URL_TYPES.has(type)) return this.corpus;
    return [...this.corpus.filter((v) => v.kind === 'url'), ...this.corpus.filter((v) => v.kind !== 'url')];
  }

  private start(type: FieldType): number {
    const sameClass = this.seen.filter((t) => URL_TYPES.has(t) === URL_TYPES.has(type));
    if (!URL_TYPES.has(type)) return sameClass.indexOf(type) * 7;
    return (sameClass.indexOf(type) * 3) % Math.max(1, this.corpus.filter((v) => v.kind === 'url').length);
  }

  deal(type: FieldType, key: string): Vector {
    if (!this.seen.includes(type)) this.seen.push(type);
    const order = this.order(type);
    let index = this.next.get(type) ?? this.start(type);
    for (let tries = 0; tries < order.length; tries++, index++) {
      const vector = order[index % order.length] as Vector;
      if (!acceptsVector(type, vector, key)) continue;
      this.next.set(type, index + 1);
      if (!this.placements.has(vector.id)) this.placements.set(vector.id, new Set());
      this.placements.get(vector.id)?.add(type);
      this.injections += 1;
      return vector;
    }
    throw new Error(`no vector fits ${type}.${key}`);
  }
}

/** The hostile value of a field: URL fields get the vector alone, texts keep their words in front. */
export function hostileValue(type: FieldType, original: string, vector: Vector): string {
  if (URL_TYPES.has(type)) return vector.payload;
  if (type === 'rich-html') return `${original}${vector.payload}`;
  return `${original} ${vector.payload}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key path as a dotted string ("pages.home.intro.links.0.link"). */
export const pathKey = (keyPath: readonly PropertyKey[]): string => keyPath.map(String).join('.');

/**
 * A copy of a translation file with a vector in every text, label and URL, except the paths in
 * `skip` (values with a format of their own, such as an e-mail address; see schemaRejects).
 */
export function injectMessages(
  messages: unknown,
  dealer: VectorDealer,
  skip: ReadonlySet<string> = new Set(),
): unknown {
  const walk = (value: unknown, keyPath: Key[]): unknown => {
    if (typeof value === 'string') {
      const fieldType = messageFieldType(keyPath);
      if (!fieldType || skip.has(pathKey(keyPath))) return value;
      // A text naming an edition's figure ({reports} …) is an ICU message, filled in at build.
      const type: FieldType = namesFigure(value) ? 'icu-label' : fieldType;
      const key = String(keyPath[keyPath.length - 1]);
      return hostileValue(type, value, dealer.deal(type, key));
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...keyPath, i]));
    if (isRecord(value)) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = walk(v, [...keyPath, k]);
      // Every laudatio gets a video (optional in the schema), so its URL, poster and title are tested too.
      if (keyPath.length === 2 && keyPath[0] === 'laudatio' && !('video' in out)) {
        out.video = walk(
          { url: '/globalassets/laudatio/video.mp4', poster: '/globalassets/laudatio/poster.jpg', title: 'Video' },
          [...keyPath, 'video'],
        );
      }
      return out;
    }
    return value;
  };
  return walk(messages, []);
}

type Row = Record<string, string>;

/** The participants to keep: every ref of awards.json, then the first `others` other rows. */
export function keptRefs(
  rows: readonly Row[],
  awards: { winnerCategories: { winners: string[] }[]; specialMentions: { ref: string }[] },
  others: number,
): Set<string> {
  const refs = new Set([
    ...awards.winnerCategories.flatMap((c) => c.winners),
    ...awards.specialMentions.map((m) => m.ref),
  ]);
  let added = 0;
  for (const row of rows) {
    if (added >= others) break;
    if (!refs.has(row.ref as string)) {
      refs.add(row.ref as string);
      added += 1;
    }
  }
  return refs;
}

/**
 * Kept rows with vectors in the company names (company, pubRef) and website URLs. The page links
 * `url`, or `website` when `url` is empty, so every other row has an empty `url`.
 */
export function injectParticipants(rows: readonly Row[], keep: ReadonlySet<string>, dealer: VectorDealer): Row[] {
  return rows
    .filter((row) => keep.has(row.ref as string))
    .map((row, i) => {
      const out = { ...row };
      for (const key of ['company', 'pubRef'] as const)
        out[key] = hostileValue('company-name', row[key] || row.company || '', dealer.deal('company-name', key));
      out.website = hostileValue('participant-url', row.website ?? '', dealer.deal('participant-url', 'website'));
      out.url =
        i % 2 === 0 ? hostileValue('participant-url', row.url ?? '', dealer.deal('participant-url', 'url')) : '';
      // A field the contract rejects with its vector keeps its original value.
      const result = participantSchema.safeParse(out);
      if (!result.success)
        for (const issue of result.error.issues) out[String(issue.path[0])] = row[String(issue.path[0])] ?? '';
      return out;
    });
}

/**
 * The kept rows with their ranks worked out again from their totals, as the published method
 * ranks (the content check checks it): without the rows left out, the places close up. Equal
 * totals share a rank; '*' stays apart, a row without the total stays unranked.
 */
export function rankedByTotals(rows: readonly Row[]): Row[] {
  const cents = (value: string | undefined) =>
    value?.trim() ? Math.round(Number(value.trim().replace(',', '.')) * 100) : null;
  const rules = [
    { rank: 'rankVR', total: (row: Row) => cents(row.totalVR) },
    { rank: 'rankDS', total: (row: Row) => cents(row.totalDS) },
    {
      rank: 'rankOverall',
      total: (row: Row) => {
        const vr = cents(row.totalVR);
        const ds = cents(row.totalDS);
        return vr === null || ds === null ? null : vr + ds;
      },
    },
  ];
  const out = rows.map((row) => ({ ...row }));
  for (const { rank, total } of rules) {
    const pool = out
      .filter((row) => row[rank]?.trim() !== '*' && total(row) !== null)
      .map((row) => total(row) as number);
    for (const row of out) {
      const mine = total(row);
      if (row[rank]?.trim() === '*' || mine === null) continue;
      row[rank] = String(pool.filter((t) => t > mine).length + 1);
    }
  }
  return out;
}

export interface HostileSummary {
  vectors: number;
  fieldTypes: FieldType[];
  injections: number;
  participants: number;
  /** vector id → the field types it landed in. */
  placements: Record<string, FieldType[]>;
}

/**
 * Key paths of a hostile translation file that the schema rejects: texts with a format of their
 * own (a country code, an e-mail address, a file name) cannot carry a vector and stay original.
 */
export function schemaRejects(messages: unknown, schema: ZodType = messagesSchema): Set<string> {
  const result = schema.safeParse(messages);
  return new Set(result.success ? [] : result.error.issues.map((issue) => pathKey(issue.path)));
}

/**
 * The hostile version of one translation file: injected, checked against the schema, and
 * injected again without the rejected paths (a dry run finds them, so the dealer's count holds).
 */
export function hostileMessages(messages: unknown, dealer: VectorDealer, schema: ZodType = messagesSchema): unknown {
  const dry = new VectorDealer(dealer.corpus);
  const skip = schemaRejects(injectMessages(messages, dry), schema);
  const hostile = injectMessages(messages, dealer, skip);
  const left = schemaRejects(hostile, schema);
  if (left.size > 0) throw new Error(`the hostile translations are invalid at ${[...left].join(', ')}`);
  return hostile;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file: string, data: unknown) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** The marker file that says a folder was written by this script (and may be replaced). */
export const MARKER = '.hostile-content.json';

/** Writes the hostile copy of `source` into `out` and returns what went where. */
export function writeHostileContent(
  source: string,
  out: string,
  others = 10,
  corpus: readonly Vector[] = allVectors,
): HostileSummary {
  const from = path.resolve(source);
  const to = path.resolve(out);
  if (to === from || from.startsWith(`${to}${path.sep}`) || to === path.parse(to).root)
    throw new Error(`refusing to write into ${to}`);
  if (fs.existsSync(to) && fs.readdirSync(to).length > 0 && !fs.existsSync(path.join(to, MARKER))) {
    throw new Error(`${to} exists and was not written by this script; remove it first`);
  }
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, filter: (file) => path.relative(from, file) !== 'editions' });

  const dealer = new VectorDealer(corpus);
  const hostileTexts = (fromDir: string, toDir: string, schema: ZodType) => {
    for (const name of fs
      .readdirSync(fromDir)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      writeJson(path.join(toDir, name), hostileMessages(readJson(path.join(fromDir, name)), dealer, schema));
    }
  };
  hostileTexts(path.join(from, 'i18n'), path.join(to, 'i18n'), messagesSchema);
  // Sector names: in the ranking's filter and on the participant pages.
  const sectors = readJson(path.join(from, 'sectors.json')) as { sectors: { name: Record<string, string> }[] };
  for (const { name } of sectors.sectors)
    for (const locale of Object.keys(name)) name[locale] = `${name[locale]} ${dealer.deal('ui-text', 'name').payload}`;
  writeJson(path.join(to, 'sectors.json'), sectors);

  // The current edition and the one before it (its pages are the archive's), each cut short.
  const site = readJson(path.join(from, 'site.json')) as { currentEdition: number };
  const years = fs
    .readdirSync(path.join(from, 'editions'))
    .filter((name) => /^\d{4}$/.test(name))
    .map(Number)
    .filter((year) => year <= site.currentEdition)
    .sort((a, b) => b - a)
    .slice(0, 2);
  let participants = 0;
  for (const year of years) {
    const fromEdition = path.join(from, 'editions', String(year));
    const toEdition = path.join(to, 'editions', String(year));
    fs.mkdirSync(path.join(toEdition, 'participants'), { recursive: true });
    fs.mkdirSync(path.join(toEdition, 'i18n'), { recursive: true });
    hostileTexts(path.join(fromEdition, 'i18n'), path.join(toEdition, 'i18n'), editionTextsSchema);
    fs.copyFileSync(path.join(fromEdition, 'awards.json'), path.join(toEdition, 'awards.json'));
    fs.copyFileSync(path.join(fromEdition, 'dates.json'), path.join(toEdition, 'dates.json'));
    const awards = readJson(path.join(fromEdition, 'awards.json')) as Parameters<typeof keptRefs>[1];
    const rows = readJson(path.join(fromEdition, 'ranking.json')) as Row[];
    const hostileRows = rankedByTotals(injectParticipants(rows, keptRefs(rows, awards, others), dealer));
    writeJson(path.join(toEdition, 'ranking.json'), hostileRows);
    for (const row of hostileRows) writeJson(path.join(toEdition, 'participants', `${row.ref}.json`), row);
    participants += hostileRows.length;
  }
  // A download group names its own edition's dates ({publicationDate}): keep the groups of the editions kept.
  for (const locale of fs.readdirSync(path.join(to, 'i18n'))) {
    const file = path.join(to, 'i18n', locale);
    const messages = readJson(file) as { pages: { downloads: { downloads?: { year: number }[] } } };
    const downloads = messages.pages.downloads;
    downloads.downloads = downloads.downloads?.filter((group) => years.includes(group.year));
    writeJson(file, messages);
  }

  const placements = Object.fromEntries([...dealer.placements].map(([id, types]) => [id, [...types].sort()]));
  const summary: HostileSummary = {
    vectors: corpus.length,
    fieldTypes: [...new Set(Object.values(placements).flat())].sort(),
    injections: dealer.injections,
    participants,
    placements,
  };
  writeJson(path.join(to, MARKER), summary);
  return summary;
}

const usage = 'usage: tsx e2e/hostile/hostile-content.ts --out DIR [--source content] [--others 10]';

/** The command line; without --out, or with an unknown option, prints the usage and exits. */
function commandLine(): { out: string; source: string; others: number } {
  try {
    const { values } = parseArgs({
      options: {
        out: { type: 'string' },
        source: { type: 'string', default: 'content' },
        others: { type: 'string', default: '10' },
      },
    });
    if (values.out) return { out: values.out, source: values.source, others: Number(values.others) };
    console.error(usage);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
  }
  process.exit(2);
}

if (require.main === module) {
  const { out, source, others } = commandLine();
  const summary = writeHostileContent(source, out, others);
  const least = Math.min(...Object.values(summary.placements).map((types) => types.length));
  console.log(
    `Hostile content in ${out}: ${summary.vectors} vectors, ${summary.injections} injections into ${summary.fieldTypes.length} field types ` +
      `(each vector in at least ${least}), ${summary.participants} participants.`,
  );
}
