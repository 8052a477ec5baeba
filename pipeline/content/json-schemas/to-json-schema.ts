import { z } from 'zod';
import type { ContentFileKind } from './content-files';
import { accordionSectionSchema, galleryImageSchema } from '../../../lib/content/editorial-schema';
import { pageIntroSchema, pageTextsSchema, teaserSchema } from '../../../lib/content/message-schema';
import { assetSchema, linkSchema } from '../../../lib/content/primitives-schema';

/**
 * A content file's zod schema as a JSON Schema (draft-07) for editors, looser than zod, never
 * stricter: a rule it cannot say is left out, its fixed message added to the description.
 */

/** Parts used in many places, written once under `definitions` with a readable name. */
const sharedParts = new Map<z.ZodType, string>([
  [pageTextsSchema, 'pageTexts'],
  [pageIntroSchema, 'pageIntro'],
  [teaserSchema, 'teaser'],
  [linkSchema, 'link'],
  [assetSchema, 'asset'],
  [accordionSectionSchema, 'accordionSection'],
  [galleryImageSchema, 'galleryImage'],
]);

/** The descriptions (.describe()) from zod's registry, plus the definition names above. */
class NamedParts extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  override get<S extends z.core.$ZodType>(schema: S) {
    const meta = z.globalRegistry.get(schema);
    const id = sharedParts.get(schema as unknown as z.ZodType);
    return id ? { ...meta, id } : meta;
  }
}

type JsonSchema = z.core.JSONSchema.BaseSchema;

export function contentJsonSchema(kind: ContentFileKind): JsonSchema {
  const generated = z.toJSONSchema(kind.schema, {
    target: 'draft-07',
    io: 'input',
    // A part JSON Schema cannot describe (a preprocess step, a custom type) accepts anything.
    unrepresentable: 'any',
    metadata: new NamedParts(),
    override: ({ zodSchema, jsonSchema }) => editorFriendly(zodSchema, jsonSchema),
  });
  // The file's own description first, in place of the root schema's (a participant row's, say).
  const { $schema, ...rest } = generated;
  delete rest.description;
  return {
    $schema,
    $comment: 'Written by npm run content:schemas from the zod schemas in lib/content/; do not edit.',
    description: kind.description,
    ...rest,
  };
}

interface CheckDef {
  check: string;
  format?: string;
  tx?: (value: string) => string;
  error?: (...args: unknown[]) => unknown;
}

function checksOf(schema: z.core.$ZodType): CheckDef[] {
  const def = schema._zod.def as { checks?: { _zod: { def: CheckDef } }[] };
  return (def.checks ?? []).map((check) => check._zod.def);
}

/** A check's message when it is fixed text (`.refine(fn, 'message')`), else undefined. */
function fixedMessage(check: CheckDef): string | undefined {
  if (typeof check.error !== 'function' || check.error.length > 0) return undefined;
  const message = check.error();
  return typeof message === 'string' ? message : undefined;
}

function editorFriendly(zodSchema: z.core.$ZodType, json: JsonSchema): void {
  // A preprocess step (a pipe from a transform) takes any input; zod describes the target instead.
  const def = zodSchema._zod.def;
  if (def.type === 'pipe' && (def as z.core.$ZodPipeDef).in._zod.def.type === 'transform') {
    for (const key of Object.keys(json)) if (key !== 'description') delete json[key];
    return;
  }
  const checks = checksOf(zodSchema);
  if (def.type === 'string') relaxForTrim(checks, json);

  // VS Code shows patternErrorMessage instead of the bare regular expression.
  const [patternMessage, ...others] = checks
    .filter((check) => check.check === 'string_format' && check.format === 'regex')
    .map(fixedMessage);
  if (typeof json.pattern === 'string' && patternMessage && !others.length) json.patternErrorMessage = patternMessage;

  const described = checks.filter((check) => check.check === 'custom').flatMap((check) => fixedMessage(check) || []);
  if (described.length) {
    const note = `npm run content:check also checks: ${joinRules(described)}.`;
    json.description = json.description ? `${json.description} ${note}` : note;
  }
}

/** "must contain {name}", "must contain {year}" → "must contain {name} and {year}"; others joined by "; ". */
export function joinRules(rules: readonly string[]): string {
  const prefix = 'must contain ';
  const arguments_ = rules.filter((rule) => rule.startsWith(prefix)).map((rule) => rule.slice(prefix.length));
  const others = rules.filter((rule) => !rule.startsWith(prefix));
  const listed =
    arguments_.length > 1 ? `${arguments_.slice(0, -1).join(', ')} and ${arguments_.at(-1)}` : arguments_[0];
  return [...(listed ? [`${prefix}${listed}`] : []), ...others].join('; ');
}

/** zod trims before its checks, JSON Schema does not: patterns allow surrounding space, maxLength goes. */
function relaxForTrim(checks: CheckDef[], json: JsonSchema): void {
  const rewrites = checks.filter((check) => check.check === 'overwrite');
  if (!rewrites.length) return;
  if (!rewrites.every((check) => String(check.tx).includes('.trim()')))
    throw new Error('content:schemas knows only .trim() among the rewrites of a string; describe the new one here');
  delete json.maxLength;
  for (const part of [json, ...(json.allOf ?? [])]) {
    if (typeof part === 'object' && typeof part.pattern === 'string')
      part.pattern = allowSurroundingSpace(part.pattern);
  }
}

/** `^a+$` → `^\s*(?:a+)\s*$`; an unanchored pattern already allows anything around it. */
export function allowSurroundingSpace(pattern: string): string {
  const start = pattern.startsWith('^') ? '^\\s*(?:' : '(?:';
  const end = /(?<!\\)\$$/.test(pattern) ? ')\\s*$' : ')';
  const inner = pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
  return `${start}${inner}${end}`;
}
