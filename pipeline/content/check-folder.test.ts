/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentJsonFiles } from './check-folder';

describe('contentJsonFiles', () => {
  it("lists the content's JSON files at any depth, not the JSON Schemas nor other files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-folder-'));
    try {
      for (const file of [
        'site.json',
        'i18n/de-CH.json',
        'editions/2026/participants/sika.json',
        'schemas/site.schema.json',
        'media/gallery/a.jpg',
      ]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), '{}');
      }
      expect(contentJsonFiles(dir).map((f) => f.split(path.sep).join('/'))).toEqual([
        'editions/2026/participants/sika.json',
        'i18n/de-CH.json',
        'site.json',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
