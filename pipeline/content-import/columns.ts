import { optionalFields, participantFields, type ParticipantField } from '../../lib/content/participant-fields';

/** The export's header names per row key (German, English, the key itself); docs/content.md lists them. */
export const columnNames: Record<ParticipantField, { de: readonly string[]; en: readonly string[] }> = {
  id: { de: ['ID', 'Teilnehmer-ID'], en: ['Participant ID'] },
  ref: { de: ['Kürzel', 'Referenz'], en: ['Reference', 'Slug'] },
  pubRef: { de: ['Anzeigename', 'Publikationsname'], en: ['Display name', 'Publication name'] },
  company: { de: ['Unternehmen', 'Firma'], en: ['Company'] },
  url: { de: ['URL', 'Webadresse'], en: ['Web address'] },
  website: { de: ['Webseite', 'Website'], en: ['Website (alternative)'] },
  online: { de: ['Online-Bericht'], en: ['Online report'] },
  rankVR: { de: ['Rang VR'], en: ['Rank VR'] },
  rankDS: { de: ['Rang DS'], en: ['Rank DS'] },
  rankOverall: { de: ['Rang Gesamt', 'Gesamtrang'], en: ['Overall rank', 'Rank overall'] },
  totalVR: { de: ['Punkte VR', 'Total VR'], en: ['Score VR'] },
  totalDS: { de: ['Punkte DS', 'Total DS'], en: ['Score DS'] },
  prevYearVR: { de: ['Vorjahr VR', 'Rang Vorjahr VR'], en: ['Previous year VR', 'Prev. year VR'] },
  prevYearDS: { de: ['Vorjahr DS', 'Rang Vorjahr DS'], en: ['Previous year DS', 'Prev. year DS'] },
  qualDS1: { de: ['Qualität DS 1'], en: ['Quality DS 1'] },
  qualDS2: { de: ['Qualität DS 2'], en: ['Quality DS 2'] },
  qualDS3: { de: ['Qualität DS 3'], en: ['Quality DS 3'] },
  qualDS4: { de: ['Qualität DS 4'], en: ['Quality DS 4'] },
  totalQualDS: { de: ['Total Qualität DS'], en: ['Total quality DS'] },
  commDS1: { de: ['Kommunikation DS 1'], en: ['Communication DS 1'] },
  commDS2: { de: ['Kommunikation DS 2'], en: ['Communication DS 2'] },
  commDS3: { de: ['Kommunikation DS 3'], en: ['Communication DS 3'] },
  commDS4: { de: ['Kommunikation DS 4'], en: ['Communication DS 4'] },
  totalCommDS: { de: ['Total Kommunikation DS'], en: ['Total communication DS'] },
  mediaDS1: { de: ['Medien DS 1'], en: ['Media DS 1'] },
  mediaDS2: { de: ['Medien DS 2'], en: ['Media DS 2'] },
  mediaDS3: { de: ['Medien DS 3'], en: ['Media DS 3'] },
  averageMedia: { de: ['Durchschnitt Medien'], en: ['Average media'] },
  certificate: { de: ['Zertifikat'], en: ['Certificate'] },
  sector: { de: ['Branche', 'Sektor'], en: ['Sector', 'Industry'] },
};

const spelledOut: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** Headers compared without case, spaces, punctuation and accents, ä as ae: "Qualität DS 1" = "qualitaet_ds1". */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => spelledOut[letter]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Normalised header name → field, for every accepted name. */
const fieldByHeader: ReadonlyMap<string, ParticipantField> = new Map(
  participantFields.flatMap((field) =>
    [field, ...columnNames[field].de, ...columnNames[field].en].map((name) => [normaliseHeader(name), field] as const),
  ),
);

export function fieldForHeader(header: string): ParticipantField | undefined {
  return fieldByHeader.get(normaliseHeader(header));
}

export interface HeaderMapping {
  /** For each column of the sheet, the field it fills (undefined: ignored). */
  columns: (ParticipantField | undefined)[];
  /** Headers that name no field; their columns are ignored. */
  ignored: string[];
  /** What is wrong with the header row (missing or doubled columns); empty when usable. */
  problems: string[];
}

/** Maps a header row; every field of the contract needs exactly one column, an optional one at most one. */
export function mapHeader(headers: readonly string[]): HeaderMapping {
  const columns = headers.map((h) => fieldForHeader(h));
  const problems: string[] = [];
  const ignored = headers.filter((h, i) => columns[i] === undefined && h.trim() !== '');
  if (columns.every((field) => field === undefined)) {
    const shown = [...headers.slice(0, 4).map((h) => `"${h}"`), ...(headers.length > 4 ? ['…'] : [])].join(', ');
    problems.push(
      `the first row is not a header row: none of its cells (${shown}) names a column; the first row must hold the column names (docs/content.md lists them)`,
    );
    return { columns, ignored, problems };
  }
  for (const field of participantFields) {
    const at = columns.flatMap((f, i) => (f === field ? [i] : []));
    if (at.length === 0) {
      if ((optionalFields as readonly string[]).includes(field)) continue;
      problems.push(
        `missing column for ${field} (header "${columnNames[field].de[0]}", "${columnNames[field].en[0]}" or "${field}")`,
      );
    } else if (at.length > 1) {
      problems.push(
        `${at.length} columns for ${field}: ${at.map((i) => `${columnLetter(i)} "${headers[i]}"`).join(', ')}; keep one`,
      );
    }
  }
  return { columns, ignored, problems };
}

/** Spreadsheet column letter for a 0-based index: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let out = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}
