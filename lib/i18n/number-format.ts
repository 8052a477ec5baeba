/** The locale's Intl.NumberFormat per options, made once: making one costs far more than formatting. */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
