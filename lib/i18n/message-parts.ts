/**
 * A message whose arguments change in the browser (the ranking's result count, its no-results
 * text), without an ICU formatter in the browser: the server formats the message with next-intl,
 * each argument given a marker as its value, and splits the result at the markers. The client
 * only puts its values between the parts.
 *
 * The parts alternate: text, argument name, text, …, text ('{count} von {total}' gives
 * ['', 'count', ' von ', 'total', '']). `A` names the arguments, so that filling is type-checked;
 * it exists only in the type.
 */
export type MessageParts<A extends string> = readonly string[] & { readonly argumentNames?: A };

// Private-use characters: they cannot come from a translation's own text.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * Formats a message through `format` (e.g. `(values) => t('resultCount', values)`) with a marker
 * for each of `names`, and splits it into parts. Throws when an argument does not come out as a
 * marker, e.g. when the message uses it in a plural, which a marker cannot select.
 */
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
