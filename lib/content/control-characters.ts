import { formatKeyPath, type ContentReport } from './errors';
import { walkJson } from './lists';

/**
 * Control characters (U+0000–U+001F, U+007F) have no place in content, line breaks and tabs
 * included (HTML breaks lines with <p> and <br>): a NUL from a spreadsheet would be published.
 */
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROLS = new RegExp(CONTROL.source, 'g');

const names: Record<number, string> = {
  0x00: 'NUL',
  0x07: 'BEL',
  0x08: 'backspace',
  0x09: 'tab',
  0x0a: 'line feed',
  0x0b: 'vertical tab',
  0x0c: 'form feed',
  0x0d: 'carriage return',
  0x1b: 'escape',
  0x7f: 'DEL',
};

/** "U+0007 (BEL)" */
function describe(code: number): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return names[code] ? `${hex} (${names[code]})` : hex;
}

/** `holds control characters U+0000 (NUL) at 5, …: remove them` (positions from 1), or undefined. */
export function controlCharacterProblem(value: string): string | undefined {
  if (!CONTROL.test(value)) return undefined;
  const found = [...value.matchAll(CONTROLS)].map((c) => `${describe(c[0].charCodeAt(0))} at ${c.index + 1}`);
  const shown = found.length > 5 ? [...found.slice(0, 5), `${found.length - 5} more`] : found;
  return `holds ${found.length === 1 ? 'a control character' : 'control characters'} ${shown.join(', ')}: remove ${found.length === 1 ? 'it' : 'them'} (no control characters, line breaks or tabs in content)`;
}

/** Reports every text (and key) of a parsed JSON value that holds control characters, by key path. */
export function reportControlCharacters(data: unknown, file: string, report: ContentReport): void {
  walkJson(data, (value, path) => {
    const key = path.at(-1);
    const keyProblem = typeof key === 'string' && controlCharacterProblem(key);
    if (keyProblem) report.error(file, formatKeyPath(path), `the key ${keyProblem}`);
    const problem = typeof value === 'string' && controlCharacterProblem(value);
    if (problem) report.error(file, formatKeyPath(path), problem);
  });
}

/** A value as a message shows it: control characters as \u escapes, so that a terminal shows them. */
export function visible(value: string): string {
  return value.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
