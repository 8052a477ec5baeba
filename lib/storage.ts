/**
 * Web storage that never throws (failures read as unset): `local` across visits (consent,
 * language), `session` for the tab (a comparison being put together).
 */
type Area = 'local' | 'session';

const storageOf = (area: Area): Storage => (area === 'local' ? window.localStorage : window.sessionStorage);

export function readStorage(key: string, area: Area = 'local'): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, area: Area = 'local'): void {
  try {
    storageOf(area).setItem(key, value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}
