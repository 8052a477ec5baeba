/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { z } from 'zod';
import { contentFileKinds, type ContentFileKind } from './content-files';
import { schemaPath, vscodeSchemaMappings, withSchemaMappings } from './schema-files';
import { allowSurroundingSpace, contentJsonSchema, joinRules } from './to-json-schema';

/**
 * Draft-07, as editors' tools read the schemas: every error, `format` as an annotation, and an
 * unknown keyword refused (strictKeywords), so that a new keyword cannot pass unchecked.
 */
const ajv = new Ajv({ allErrors: true, strictKeywords: true, format: false });
// VS Code's message for a failed pattern: an annotation.
ajv.addKeyword('patternErrorMessage', { valid: true, metaSchema: { type: 'string' } });

/** The places where `value` breaks `schema`, as "path: keyword"; empty when it is valid. */
function validate(schema: object, value: unknown): string[] {
  const check = ajv.compile(schema);
  if (check(value)) return [];
  return (check.errors ?? []).map((error) => {
    const params = error.params as { additionalProperty?: string; missingProperty?: string };
    const name = params.additionalProperty ?? params.missingProperty;
    return `$${error.dataPath}: ${error.keyword}${name === undefined ? '' : ` ${name}`}`;
  });
}

const repo = path.resolve(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8')) as unknown;
const kind = (name: string) => contentFileKinds.find((k) => k.name === name)!;
const clone = <T>(value: T): T => structuredClone(value);

/** The repository's files a kind's patterns match (* stands for one folder or file name). */
function filesOf(kind: ContentFileKind): string[] {
  return kind.files.flatMap((pattern) =>
    pattern.split('/').reduce<string[]>(
      (paths, part) =>
        paths.flatMap((base) => {
          if (!part.includes('*')) return fs.existsSync(path.join(repo, base, part)) ? [path.join(base, part)] : [];
          const matcher = new RegExp(`^${part.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
          return fs
            .readdirSync(path.join(repo, base))
            .filter((name) => matcher.test(name))
            .map((name) => path.join(base, name));
        }),
      [''],
    ),
  );
}

describe("the editors' JSON Schemas", () => {
  it('are mapped to their files in .vscode/settings.json (else run npm run content:schemas)', () => {
    const settings = readJson('.vscode/settings.json') as Record<string, unknown>;
    expect(settings['json.schemas']).toEqual(expect.arrayContaining(vscodeSchemaMappings()));
    expect(vscodeSchemaMappings()).toContainEqual({
      fileMatch: ['/content/editions/*/participants/*.json'],
      url: './content/schemas/participant.schema.json',
    });
  });

  it('use only keywords the validator checks or knows to be annotations', () => {
    expect(() => ajv.compile({ type: 'string', minLenght: 3 })).toThrow(/minLenght/);
    for (const k of contentFileKinds) expect(() => ajv.compile(contentJsonSchema(k))).not.toThrow();
  });
});

describe('each schema against the content', () => {
  it.each(contentFileKinds.map((k) => [k.name, k] as const))('%s accepts every real file it maps', (_, k) => {
    const files = filesOf(k);
    expect(files.length).toBeGreaterThan(0);
    const schema = contentJsonSchema(k);
    for (const file of files) {
      expect({ file, errors: validate(schema, readJson(file)) }).toEqual({ file, errors: [] });
    }
  });

  const site = () => readJson('content/site.json') as Record<string, unknown>;
  const participant = () => readJson(filesOf(kind('participant'))[0]!) as Record<string, string>;
  const awards = () => readJson(filesOf(kind('awards'))[0]!) as { winnerCategories: { key: string }[] };
  const messages = () => readJson('content/i18n/en-GB.json') as Record<string, Record<string, unknown>>;

  it('rejects what zod rejects: wrong types, unknown keys, bad patterns, values outside a list', () => {
    const yearAsText = { ...site(), currentEdition: '2026' };
    expect(validate(contentJsonSchema(kind('site')), yearAsText)).toEqual(['$.currentEdition: type']);
    expect(kind('site').schema.safeParse(yearAsText).success).toBe(false);

    const typo = { ...participant(), rankVr: '12' };
    expect(validate(contentJsonSchema(kind('participant')), typo)).toEqual(['$: additionalProperties rankVr']);
    const badRank = { ...participant(), rankVR: '1O' };
    expect(validate(contentJsonSchema(kind('participant')), badRank)).toEqual(['$.rankVR: pattern']);
    expect(validate(contentJsonSchema(kind('ranking')), [participant(), badRank])).toEqual(['$[1].rankVR: pattern']);

    const badKey = clone(awards());
    badKey.winnerCategories[0]!.key = 'overal';
    expect(validate(contentJsonSchema(kind('awards')), badKey)).toEqual(['$.winnerCategories[0].key: enum']);

    const noTitle = messages();
    delete (noTitle.pages!.jury as { intro: Record<string, unknown> }).intro.pageTitle;
    expect(validate(contentJsonSchema(kind('messages')), noTitle)).toEqual(['$.pages.jury.intro: required pageTitle']);
  });

  it('is never stricter than zod: values zod trims or fills in pass', () => {
    const spaced: Record<string, string> = { ...participant(), ref: ' abb-ltd ', rankVR: ' 12 ', totalVR: ' 5,5 ' };
    delete spaced.sector;
    expect(kind('participant').schema.safeParse(spaced).success).toBe(true);
    expect(validate(contentJsonSchema(kind('participant')), spaced)).toEqual([]);
  });

  it('carries descriptions, and the messages of rules JSON Schema cannot express', () => {
    const schema = contentJsonSchema(kind('awards')) as {
      description: string;
      properties: Record<string, { description?: string }>;
    };
    expect(schema.description).toMatch(/^content\/editions\/<year>\/awards\.json/);
    expect(schema.properties.winnerCategories!.description).toContain(
      'also checks: must list the categories overall, valueReporting, design, text in this order',
    );
    const participantSchema = contentJsonSchema(kind('participant')) as {
      properties: Record<string, { description?: string; patternErrorMessage?: string }>;
    };
    for (const [field, property] of Object.entries(participantSchema.properties)) {
      expect({ field, described: Boolean(property.description) }).toEqual({ field, described: true });
    }
    expect(participantSchema.properties.ref!.patternErrorMessage).toBe('must be a URL-safe slug (a-z, 0-9, hyphens)');
  });
});

describe('contentJsonSchema', () => {
  it('describes what zod takes in: the input of a transform, anything where zod preprocesses or checks in code', () => {
    const schema = z.strictObject({
      preprocessed: z.preprocess((value) => String(value), z.string().min(3)),
      transformed: z.string().transform(Number),
      piped: z.string().pipe(z.string().min(3)),
      custom: z.custom<string>((value) => typeof value === 'string'),
      defaulted: z.string().default(''),
    });
    const json = contentJsonSchema({ name: 'test', files: [], description: 'A test.', schema }) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(json.properties).toEqual({
      preprocessed: {},
      transformed: { type: 'string' },
      piped: { type: 'string' },
      custom: {},
      defaulted: { type: 'string', default: '' },
    });
    expect(json.required).not.toContain('defaulted');
  });

  it('refuses a rewrite of a string other than trimming, which it cannot mirror', () => {
    const schema = z.strictObject({
      key: z
        .string()
        .toLowerCase()
        .regex(/^[a-z]+$/),
    });
    expect(() => contentJsonSchema({ name: 'test', files: [], description: 'A test.', schema })).toThrow(
      /only .trim\(\)/,
    );
  });
});

describe('allowSurroundingSpace', () => {
  it('lets an anchored pattern match with white space around the value, and nothing else more', () => {
    const pattern = new RegExp(allowSurroundingSpace('^[a-z]+(?:-[a-z]+)*$'));
    expect(pattern.test('  ab-cd\t')).toBe(true);
    expect(pattern.test('ab cd')).toBe(false);
    expect(pattern.test('Ab')).toBe(false);
  });

  it('keeps an escaped dollar sign at the end and an unanchored pattern as it matches', () => {
    expect(allowSurroundingSpace('^a\\$')).toBe('^\\s*(?:a\\$)');
    expect(allowSurroundingSpace('\\d')).toBe('(?:\\d)');
  });
});

describe('joinRules', () => {
  it('names the arguments of "must contain" once, and keeps other rules', () => {
    expect(joinRules(['must contain {name}', 'must contain {year}', 'must contain {site}'])).toBe(
      'must contain {name}, {year} and {site}',
    );
    expect(joinRules(['must contain {count}', 'must be short'])).toBe('must contain {count}; must be short');
    expect(joinRules(['must list them in order'])).toBe('must list them in order');
  });
});

describe('withSchemaMappings', () => {
  it("keeps the other settings and mappings and replaces the content files' ones", () => {
    const other = { fileMatch: ['/x.json'], url: './x.schema.json' };
    const old = { fileMatch: ['/content/old.json'], url: `./${schemaPath({ name: 'old' })}` };
    const settings = { 'editor.tabSize': 2, 'json.schemas': [old, other] };
    expect(withSchemaMappings(settings, vscodeSchemaMappings().slice(0, 1))).toEqual({
      'editor.tabSize': 2,
      'json.schemas': [vscodeSchemaMappings()[0], other],
    });
  });
});
