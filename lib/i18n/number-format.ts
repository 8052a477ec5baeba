/**
 * The locale's Intl.NumberFormat for a set of options, made once and reused: making one costs far
 * more than formatting with it, and the build formats millions of figures.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
