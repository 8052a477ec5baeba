/** @jest-environment node */
import { fileMeta, fileTypeLabel, formatFileSize } from './format';

describe('fileTypeLabel', () => {
  it('takes the content type when given, as label or media type', () => {
    expect(fileTypeLabel({ url: '/x.pdf', type: 'Pdf' })).toBe('PDF');
    expect(fileTypeLabel({ url: '/x', type: 'application/pdf' })).toBe('PDF');
    expect(
      fileTypeLabel({ url: '/x', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ).toBe('XLSX');
    expect(fileTypeLabel({ url: '/x', type: 'image/svg+xml' })).toBe('SVG');
    expect(fileTypeLabel({ url: '/x', type: '.zip' })).toBe('ZIP');
  });

  it('prefers the content type over the extension', () => {
    expect(fileTypeLabel({ url: '/download.php', type: 'PDF' })).toBe('PDF');
  });

  it('falls back to the extension of the URL path, ignoring query and fragment', () => {
    expect(fileTypeLabel({ url: '/globalassets/media/downloads/rating-report-2026.pdf' })).toBe('PDF');
    expect(fileTypeLabel({ url: 'https://example.ch/files/report.final.XLSX?v=2#page=3' })).toBe('XLSX');
    expect(fileTypeLabel({ url: 'globalassets/a.docx' })).toBe('DOCX');
    expect(fileTypeLabel({ url: '/x.pdf', type: '  ' })).toBe('PDF');
  });

  it('knows no type for a page without a file name', () => {
    expect(fileTypeLabel({ url: 'https://www.example.ch/rating/2025' })).toBeUndefined();
    expect(fileTypeLabel({ url: 'https://www.example.ch/' })).toBeUndefined();
    expect(fileTypeLabel({ url: 'https://www.example.ch/.hidden' })).toBeUndefined();
    expect(fileTypeLabel({ url: 'https://www.example.ch/archive.tar.gzipped' })).toBeUndefined();
  });
});

describe('formatFileSize', () => {
  it('shows bytes below 1000', () => {
    expect(formatFileSize(0, 'de-CH')).toBe('0 B');
    expect(formatFileSize(850, 'en-GB')).toBe('850 B');
    expect(formatFileSize(999, 'de-CH')).toBe('999 B');
  });

  it('switches to KB at 1000 bytes, with one decimal below ten', () => {
    expect(formatFileSize(1000, 'de-CH')).toBe('1 KB');
    expect(formatFileSize(1024, 'en-GB')).toBe('1 KB');
    expect(formatFileSize(1536, 'de-CH')).toBe('1.5 KB');
    expect(formatFileSize(1536, 'en-GB')).toBe('1.5 KB');
    expect(formatFileSize(9.94 * 1024, 'de-CH')).toBe('9.9 KB');
  });

  it('rounds to whole KB from ten on', () => {
    expect(formatFileSize(9.96 * 1024, 'en-GB')).toBe('10 KB');
    expect(formatFileSize(48 * 1024 + 300, 'de-CH')).toBe('48 KB');
    expect(formatFileSize(999 * 1024, 'en-GB')).toBe('999 KB');
  });

  it('switches to MB where KB would round to 1000', () => {
    expect(formatFileSize(999.4 * 1024, 'de-CH')).toBe('999 KB');
    expect(formatFileSize(999.5 * 1024, 'de-CH')).toBe('1 MB');
    expect(formatFileSize(1024 * 1024, 'en-GB')).toBe('1 MB');
  });

  it('writes MB with the locale decimal sign (a point in both Swiss German and British English)', () => {
    const bytes = Math.round(1.2 * 1024 * 1024);
    expect(formatFileSize(bytes, 'de-CH')).toBe('1.2 MB');
    expect(formatFileSize(bytes, 'en-GB')).toBe('1.2 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'en-GB')).toBe('25 MB');
  });

  it('rejects what is not a size', () => {
    expect(() => formatFileSize(-1, 'de-CH')).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN, 'en-GB')).toThrow(RangeError);
  });
});

describe('fileMeta', () => {
  it('joins type and size with a comma', () => {
    expect(fileMeta('PDF', Math.round(1.2 * 1024 * 1024), 'de-CH')).toBe('PDF, 1.2 MB');
    expect(fileMeta('PDF', Math.round(1.2 * 1024 * 1024), 'en-GB')).toBe('PDF, 1.2 MB');
  });

  it('shows what is known when the size or type is missing', () => {
    expect(fileMeta('PDF', undefined, 'de-CH')).toBe('PDF');
    expect(fileMeta(undefined, 2048, 'en-GB')).toBe('2 KB');
    expect(fileMeta(undefined, undefined, 'en-GB')).toBeUndefined();
    expect(fileMeta('PDF', 0, 'en-GB')).toBe('PDF, 0 B');
  });
});
