/** @jest-environment node */
import { downloadYears } from './entries';

const KB = 1024;
const sizes: Record<string, number> = { '/globalassets/media/downloads/report-2026.pdf': 48 * KB };
const sizeOf = (url: string) => sizes[url];

describe('downloadYears', () => {
  it('lists the years newest first with type and size from the local file', () => {
    const years = downloadYears(
      [
        {
          year: 2025,
          downloads: [{ name: 'Report 2025', url: '/globalassets/media/downloads/report-2025.pdf', size: 1536 }],
        },
        { year: 2026, downloads: [{ name: 'Report 2026', url: '/globalassets/media/downloads/report-2026.pdf' }] },
      ],
      'de-CH',
      sizeOf,
    );
    expect(years).toEqual([
      {
        year: 2026,
        files: [
          {
            name: 'Report 2026',
            href: '/globalassets/media/downloads/report-2026.pdf',
            kind: 'file',
            meta: 'PDF, 48 KB',
          },
        ],
      },
      {
        year: 2025,
        files: [
          {
            name: 'Report 2025',
            href: '/globalassets/media/downloads/report-2025.pdf',
            kind: 'file',
            meta: 'PDF, 1.5 KB',
          },
        ],
      },
    ]);
  });

  it('prefers the size given in the content over the file', () => {
    const [year] = downloadYears(
      [
        {
          year: 2026,
          downloads: [{ name: 'R', url: '/globalassets/media/downloads/report-2026.pdf', size: 3 * KB * KB }],
        },
      ],
      'en-GB',
      sizeOf,
    );
    expect(year?.files[0]?.meta).toBe('PDF, 3 MB');
  });

  it('shows a web page without type or size, with the page icon', () => {
    const [year] = downloadYears(
      [{ year: 2024, downloads: [{ name: 'Special issue', url: 'https://www.example.ch/rating/2024' }] }],
      'en-GB',
      sizeOf,
    );
    expect(year?.files[0]).toEqual({
      name: 'Special issue',
      href: 'https://www.example.ch/rating/2024',
      kind: 'page',
      meta: undefined,
    });
  });

  it('resolves relative paths through the storage base and leaves unsafe schemes out', () => {
    const years = downloadYears(
      [
        {
          year: 2026,
          downloads: [
            { name: 'Stored', url: 'files/criteria.pdf' },
            { name: 'Script', url: 'javascript:alert(1)' },
            { name: 'Data', url: ' data:application/pdf;base64,AAAA' },
          ],
        },
        { year: 2023, downloads: [{ name: 'Only bad', url: 'vbscript:x' }] },
      ],
      'en-GB',
      () => undefined,
      'https://storage.example.ch/',
    );
    expect(years).toEqual([
      {
        year: 2026,
        files: [{ name: 'Stored', href: 'https://storage.example.ch/files/criteria.pdf', kind: 'file', meta: 'PDF' }],
      },
    ]);
  });
});
