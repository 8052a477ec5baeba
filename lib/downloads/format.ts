import type { Locale } from '../i18n/locales';
import { numberFormat } from '../i18n/number-format';

/** A download's type and size: "PDF, 1.2 MB" in both locales, in steps of 1024. */

/** Labels of the media types content may give whose subtype is not the label ("application/pdf" is). */
const MEDIA_TYPES: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/vnd.ms-excel': 'XLS',
  'application/msword': 'DOC',
  'image/jpeg': 'JPG',
};

/** The file type: the content's `type` ("application/pdf" → "PDF"), else the URL's extension. */
export function fileTypeLabel(download: { url: string; type?: string }): string | undefined {
  const given = download.type?.trim();
  if (!given) return extensionOf(download.url)?.toUpperCase();
  const lower = given.toLowerCase();
  if (MEDIA_TYPES[lower]) return MEDIA_TYPES[lower];
  // Another media type: its subtype without suffix or vendor tree ("image/svg+xml" → "SVG").
  if (lower.includes('/')) return lower.split('/')[1]?.split(/[+;]/)[0]?.split('.').pop()?.toUpperCase() || undefined;
  return given.replace(/^\./, '').toUpperCase();
}

function extensionOf(url: string): string | undefined {
  const last = URL.parse(url, 'http://local.invalid')?.pathname.split('/').pop() ?? '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(last);
  // An http(s) address without a file name ("https://example.ch/report") has no type.
  return match && last.length > match[0].length ? match[1] : undefined;
}

/** "850 B", "48 KB", "9.5 KB", "1.2 MB": a decimal below ten units, the next unit from 1000. */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  // Below 1000 of a unit it stays; from 1000 on the next unit reads better ("1 KB", not "1000 B").
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  const digitsOf = (value: number) => (value < 10 ? 1 : 0);
  const inKb = bytes / 1024;
  const [value, unit] = round(inKb, digitsOf(inKb)) < 1000 ? [inKb, 'KB'] : [inKb / 1024, 'MB'];
  // The locale's own number format, as everywhere on the site (de-CH writes 1.2, like the scores).
  const digits = digitsOf(value);
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(round(value, digits))} ${unit}`;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** "PDF, 1.2 MB", "PDF", "48 KB" or undefined when neither is known. */
export function fileMeta(type: string | undefined, bytes: number | undefined, locale: Locale): string | undefined {
  const parts = [type, bytes === undefined ? undefined : formatFileSize(bytes, locale)].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}
