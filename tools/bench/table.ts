/** Tables as data, printed as aligned text for the terminal or as Markdown for bench/report.md (pure). */
export interface Table {
  title: string;
  header: string[];
  rows: string[][];
  /** Columns (by index) that hold numbers and align right. */
  numeric?: number[];
  note?: string;
}

export function toText(table: Table): string {
  const all = [table.header, ...table.rows];
  const widths = table.header.map((_, i) => Math.max(...all.map((row) => [...(row[i] ?? '')].length)));
  const cell = (value: string, i: number) => {
    const pad = ' '.repeat((widths[i] ?? 0) - [...value].length);
    return table.numeric?.includes(i) ? pad + value : value + pad;
  };
  const format = (row: string[]) =>
    table.header
      .map((_, i) => cell(row[i] ?? '', i))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [table.title, format(table.header), rule, ...table.rows.map(format), ...(table.note ? [table.note] : [])].join(
    '\n',
  );
}

const escapeCell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function toMarkdown(table: Table): string {
  const align = table.header.map((_, i) => (table.numeric?.includes(i) ? '---:' : '---'));
  const row = (cells: string[]) => `| ${table.header.map((_, i) => escapeCell(cells[i] ?? '')).join(' | ')} |`;
  return [
    `### ${table.title}`,
    '',
    row(table.header),
    `| ${align.join(' | ')} |`,
    ...table.rows.map(row),
    ...(table.note ? ['', table.note] : []),
  ].join('\n');
}
