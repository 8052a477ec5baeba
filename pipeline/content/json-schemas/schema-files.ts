import { contentFileKinds, type ContentFileKind } from './content-files';
import { contentJsonSchema } from './to-json-schema';
import { isRecord } from '../../../lib/content/lists';

/** Where the JSON Schemas live, relative to the repository. */
export const schemaFolder = 'content/schemas';

export function schemaPath(kind: Pick<ContentFileKind, 'name'>): string {
  return `${schemaFolder}/${kind.name}.schema.json`;
}

/** Every schema file's text (two-space JSON, a final newline) by its path relative to the repository. */
export function contentSchemaFiles(kinds: readonly ContentFileKind[] = contentFileKinds): Map<string, string> {
  return new Map(kinds.map((kind) => [schemaPath(kind), `${JSON.stringify(contentJsonSchema(kind), null, 2)}\n`]));
}

/** VS Code's `json.schemas` entries: "/" patterns match from the workspace folder, `./` URLs are relative to it. */
export function vscodeSchemaMappings(kinds: readonly ContentFileKind[] = contentFileKinds) {
  return kinds.map((kind) => ({ fileMatch: kind.files.map((file) => `/${file}`), url: `./${schemaPath(kind)}` }));
}

/** The workspace settings with the content files' schema mappings; everything else stays as it is. */
export function withSchemaMappings(
  settings: Record<string, unknown>,
  mappings: ReturnType<typeof vscodeSchemaMappings> = vscodeSchemaMappings(),
): Record<string, unknown> {
  const current = Array.isArray(settings['json.schemas']) ? (settings['json.schemas'] as unknown[]) : [];
  const others = current.filter((entry) => !(isRecord(entry) && String(entry.url).startsWith(`./${schemaFolder}/`)));
  return { ...settings, 'json.schemas': [...mappings, ...others] };
}
