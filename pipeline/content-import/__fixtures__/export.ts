import { participantFields, type ParticipantRow } from '../../../lib/content/participant-schema';
import { columnNames } from '../columns';

export type HeaderLanguage = 'de' | 'en' | 'keys';

/** The header row an export in this language has (the first name of each column). */
export function headerRow(language: HeaderLanguage): string[] {
  return participantFields.map((field) => (language === 'keys' ? field : columnNames[field][language][0]!));
}

/**
 * A spreadsheet export of the rows as a CSV text, the way Excel writes one: a value holding the
 * separator, a quote or a line break in quotes, CRLF line ends, optionally a byte order mark.
 */
export function exportCsv(
  rows: readonly ParticipantRow[],
  options: { headers: HeaderLanguage; separator: ';' | ','; bom?: boolean; eol?: string },
): string {
  const quote = (value: string) =>
    value.includes(options.separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = [headerRow(options.headers), ...rows.map((row) => participantFields.map((f) => row[f]))];
  const eol = options.eol ?? '\r\n';
  return `${options.bom ? '\uFEFF' : ''}${lines.map((cells) => cells.map(quote).join(options.separator)).join(eol)}${eol}`;
}
