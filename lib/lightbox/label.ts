/**
 * Fills `{name}` placeholders of a translated label ("Bild {current} von {total}"). The
 * lightbox runs in the browser without a message catalogue, so it gets the raw template.
 */
export function fillLabel(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
