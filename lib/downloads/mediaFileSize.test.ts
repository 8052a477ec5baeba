/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaFileSize } from './mediaFileSize';

describe('mediaFileSize', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-size-'));
    fs.mkdirSync(path.join(dir, 'media', 'downloads'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'media', 'downloads', 'report.pdf'), Buffer.alloc(1234));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the size of the file behind a published URL', () => {
    expect(mediaFileSize('/globalassets/media/downloads/report.pdf', dir)).toBe(1234);
  });

  it('knows no size for other URLs, folders and missing files (and warns about the latter)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(mediaFileSize('https://www.example.ch/report.pdf', dir)).toBeUndefined();
    expect(mediaFileSize('/globalassets/media/downloads', dir)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(mediaFileSize('/globalassets/media/downloads/missing.pdf', dir)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content/media/downloads/missing.pdf'));
    warn.mockRestore();
  });
});
