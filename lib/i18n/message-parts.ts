/**
 * A message whose arguments change in the browser, which has no ICU formatter: the server formats
 * it with a marker per argument and splits it at the markers. The parts alternate text and
 * argument name ('{count} von {total}' → ['', 'count', ' von ', 'total', '']); `A` types them.
 */
export type MessageParts<A extends string> = readonly string[] & { readonly argumentNames?: A };

// Private-use characters: they cannot come from a translation's own text.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/** Formats with a marker per name and splits; throws when an argument is not a plain marker (a plural). */
export function messageParts<A extends string>(
  names: readonly A[],
  format: (markers: Record<A, string>) => string,
): MessageParts<A> {
  const markers = Object.fromEntries(names.map((name) => [name, `${OPEN}${name}${CLOSE}`])) as Record<A, string>;
  const parts = format(markers).split(MARKER);
  const found = new Set(parts.filter((_, i) => i % 2 === 1));
  const missing = names.filter((name) => !found.has(name)).map((name) => `{${name}}`);
  if (missing.length > 0) throw new Error(`the message must show ${missing.join(' and ')} as plain arguments`);
  return parts;
}

/** The message with the values put in at their arguments. */
export function fillParts<A extends string>(parts: MessageParts<A>, values: Record<A, string>): string {
  return parts.map((part, i) => (i % 2 === 1 ? values[part as A] : part)).join('');
}
