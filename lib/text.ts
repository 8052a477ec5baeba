/** Fills {name} placeholders: fillTemplate('© {year}', { year: 2026 }) → '© 2026'. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
