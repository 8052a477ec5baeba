const warned = new Set<string>();

/** A list missing from the translations warns once (`where`: "de-CH footer.addresses") and yields []. */
export function listOrEmpty<T>(value: readonly T[] | undefined, where: string): readonly T[] {
  if (Array.isArray(value)) return value;
  if (!warned.has(where)) {
    warned.add(where);
    console.warn(`Missing translation list ${where}: showing nothing.`);
  }
  return [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls `visit` on a JSON value and on everything inside it, each with its key path. */
export function walkJson(
  value: unknown,
  visit: (value: unknown, path: PropertyKey[]) => void,
  path: PropertyKey[] = [],
): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((item, i) => walkJson(item, visit, [...path, i]));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) walkJson(item, visit, [...path, key]);
}

/** A copy of a JSON value with every text `map`ped (given its key path); keys stay. */
export function mapTexts(
  value: unknown,
  map: (text: string, path: PropertyKey[]) => string,
  path: PropertyKey[] = [],
): unknown {
  if (typeof value === 'string') return map(value, path);
  if (Array.isArray(value)) return value.map((item, i) => mapTexts(item, map, [...path, i]));
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTexts(item, map, [...path, key])]));
}
