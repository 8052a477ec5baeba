/**
 * The locale's Intl.NumberFormat for a set of options, made once and then reused. Making one
 * resolves the locale and its data and costs far more than formatting with it; a participant page
 * formats a few hundred figures and the build renders thousands of pages (measured in a render
 * worker's profile of five editions of 2,000 participants: about 6 % of static generation went
 * into making number formats).
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
