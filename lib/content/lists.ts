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
