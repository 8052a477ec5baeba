/**
 * A validator for the part of JSON Schema draft-07 that the content schemas use, for the tests
 * only (the project has no JSON Schema validator among its dependencies). A schema with a keyword
 * outside `knownKeywords` is refused, so that a new keyword cannot pass unchecked.
 */
type Schema = Record<string, unknown>;

const assertions = [
  '$ref',
  'allOf',
  'anyOf',
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
];
// Read by editors only: descriptions, defaults, VS Code's messages; `format` is not asserted by draft-07.
const annotations = ['$schema', '$comment', 'definitions', 'description', 'default', 'format', 'patternErrorMessage'];
export const knownKeywords = new Set([...assertions, ...annotations]);

/** Every keyword a schema uses, at any depth. */
export function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((part) => keywordsOf(part, found));
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return found;
  for (const [key, value] of Object.entries(schema)) {
    found.add(key);
    if (key === 'properties' || key === 'definitions')
      Object.values(value as Schema).forEach((v) => keywordsOf(v, found));
    else if (!['enum', 'const', 'required', 'default'].includes(key)) keywordsOf(value, found);
  }
  return found;
}

const vetted = new WeakSet<Schema>();

/** The places where `value` breaks `root`, as "path: keyword"; empty when it is valid. */
export function validate(root: Schema, value: unknown): string[] {
  if (!vetted.has(root)) {
    const unknown = [...keywordsOf(root)].filter((key) => !knownKeywords.has(key));
    if (unknown.length) throw new Error(`keywords the test validator does not know: ${unknown.join(', ')}`);
    vetted.add(root);
  }
  const errors: string[] = [];
  check(root, root, value, '$', errors);
  return errors;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function check(root: Schema, schema: Schema, value: unknown, at: string, errors: string[]): void {
  const fail = (keyword: string): void => void errors.push(`${at}: ${keyword}`);
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace(/^#\/definitions\//, '');
    check(root, (root.definitions as Record<string, Schema>)[name]!, value, at, errors);
  }
  for (const part of (schema.allOf as Schema[] | undefined) ?? []) check(root, part, value, at, errors);
  if (Array.isArray(schema.anyOf)) {
    const passes = (schema.anyOf as Schema[]).some((part) => {
      const partErrors: string[] = [];
      check(root, part, value, at, partErrors);
      return partErrors.length === 0;
    });
    if (!passes) fail('anyOf');
  }
  const type = typeOf(value);
  if (schema.type !== undefined) {
    const types = ([] as unknown[]).concat(schema.type);
    if (!types.includes(type) && !(type === 'integer' && types.includes('number'))) return fail('type');
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) fail('enum');
  if ('const' in schema && schema.const !== value) fail('const');
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) fail('minLength');
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) fail('maxLength');
    if (typeof schema.pattern === 'string' && !regExp(schema.pattern).test(value)) fail('pattern');
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail('minimum');
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail('maximum');
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) fail('exclusiveMinimum');
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) fail('exclusiveMaximum');
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail('minItems');
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail('maxItems');
    if (schema.items) value.forEach((item, i) => check(root, schema.items as Schema, item, `${at}[${i}]`, errors));
  }
  if (type === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in object)) fail(`required ${key}`);
    for (const [key, item] of Object.entries(object)) {
      if (schema.propertyNames) check(root, schema.propertyNames as Schema, key, `${at}.${key} (name)`, errors);
      if (properties[key]) check(root, properties[key], item, `${at}.${key}`, errors);
      else if (schema.additionalProperties === false) fail(`additionalProperties ${key}`);
      else if (typeof schema.additionalProperties === 'object') {
        check(root, schema.additionalProperties as Schema, item, `${at}.${key}`, errors);
      }
    }
  }
}

/** As editors read patterns: with the u flag when the pattern allows it (VS Code does the same). */
function regExp(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}
