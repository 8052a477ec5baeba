/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vectors, vectorById } from './vectors';
import {
  acceptsVector,
  refusedByContentCheck,
  hostileValue,
  keptRefs,
  MARKER,
  messageFieldType,
  survivesIcu,
  VectorDealer,
  writeHostileContent,
} from './hostile-content';
import { loadContent } from '../../lib/content/load';

describe('the vector corpus', () => {
  it('has at least 60 vectors with unique ids, each payload naming its id', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(60);
    expect(new Set(vectors.map((v) => v.id)).size).toBe(vectors.length);
    for (const vector of vectors) expect(vector.payload).toContain(vector.id);
  });

  it('makes script vectors call the sentinel with their own id', () => {
    expect(vectorById('img-onerror').payload).toBe(`<img src=x onerror="__xss('img-onerror')">`);
    expect(vectorById('url-javascript-tab').payload).toBe(`java\tscript:__xss('url-javascript-tab')`);
    expect(vectorById('a-javascript-entities').payload).toMatch(/^<a href="&#106;&#97;&#118;/);
  });
});

describe('messageFieldType', () => {
  it.each([
    [['pages', 'home', 'intro', 'pageTitle'], 'page-text'],
    [['pages', 'home', 'intro', 'leftIntro'], 'rich-html'],
    [['pages', 'criteria', 'accordion', 0, 'bodyText', 1], 'rich-html'],
    [['pages', 'home', 'teaser', 'left', 'teaser'], 'rich-html'],
    [['pages', 'home', 'teaser', 'left', 'links', 0, 'link'], 'link-url'],
    [['pages', 'gallery', 'gallery', 3, 'caption'], 'rich-html'],
    [['pages', 'gallery', 'gallery', 3, 'src'], 'asset-url'],
    [['pages', 'about', 'intro', 'sideAsset', 'altText'], 'alt-text'],
    [['pages', 'downloads', 'downloads', 0, 'downloads', 2, 'url'], 'download-url'],
    [['pages', 'downloads', 'downloads', 0, 'downloads', 2, 'name'], 'download-name'],
    [['pages', 'partners', 'partnerCategories', 1, 'companies', 0, 'website2'], 'partner-website'],
    [['pages', 'partners', 'partnerCategories', 1, 'companies', 0, 'description'], 'rich-html'],
    [['pages', 'partners', 'partnerCategories', 1, 'companies', 0, 'name'], 'partner-text'],
    [['pages', 'ranking', 'seo', 'title'], 'seo-text'],
    [['footer', 'addresses', 0, 'website'], 'footer-url'],
    [['footer', 'addresses', 0, 'city'], 'footer-text'],
    [['footer', 'copyright'], 'icu-label'],
    [['site', 'printAddress'], 'icu-label'],
    [['participant', 'links', 'website'], 'icu-label'],
    [['certificate', 'document', 'statement'], 'icu-label'],
    [['badge', 'label', 'rank'], 'icu-label'],
    [['companies', 'nowListedAs'], 'icu-label'],
    [['search', 'results', 'count'], 'icu-label'],
    [['laudatio', 'sika', 'richText'], 'rich-html'],
    [['laudatio', 'sika', 'video', 'url'], 'asset-url'],
    [['awards', 'categories', 'text', 'description'], 'award-text'],
    [['nav', 'home'], 'ui-text'],
  ] as const)('%j is %s', (keyPath, type) => {
    expect(messageFieldType(keyPath)).toBe(type);
  });

  it('leaves enumerations and references alone', () => {
    expect(messageFieldType(['footer', 'addresses', 0, 'type'])).toBeNull();
    expect(messageFieldType(['pages', 'home', 'intro', 'links', 0, 'langKey'])).toBeNull();
    expect(messageFieldType(['ranking', 'csv', 'fileName'])).toBeNull();
    expect(messageFieldType(['ranking', 'csv', 'sheetName'])).toBeNull();
    expect(messageFieldType(['movers', 'openData', 'sheetName'])).toBeNull();
    expect(messageFieldType(['movers', 'openData', 'headings', 'rank'])).toBe('icu-label');
    expect(messageFieldType(['ranking', 'openData', 'sheets', 'editions'])).toBeNull();
    // The workbooks' headings are texts like any other.
    expect(messageFieldType(['ranking', 'openData', 'headings', 'company'])).toBe('icu-label');
  });
});

describe('hostileValue', () => {
  const vector = vectorById('script-basic');
  it('replaces URLs, so the vector is the link target', () => {
    expect(hostileValue('link-url', '/kriterien', vector)).toBe(vector.payload);
  });
  it('keeps the words of texts and HTML in front of the vector', () => {
    expect(hostileValue('page-text', 'Jury', vector)).toBe(`Jury ${vector.payload}`);
    expect(hostileValue('rich-html', '<p>Text</p>', vector)).toBe(`<p>Text</p>${vector.payload}`);
  });
});

describe('which vectors a field takes', () => {
  it('gives labels read with t() only vectors that are valid ICU text', () => {
    expect(survivesIcu('javascript:alert(1)')).toBe(true);
    expect(survivesIcu('{x}')).toBe(false);
    expect(survivesIcu('<b>bold</b>')).toBe(false);
    expect(acceptsVector('icu-label', vectorById('url-javascript'), 'website')).toBe(true);
    expect(acceptsVector('icu-label', vectorById('img-onerror'), 'website')).toBe(false);
    expect(acceptsVector('page-text', vectorById('img-onerror'), 'pageTitle')).toBe(true);
  });

  it('keeps characters the result PDF cannot set out of company names', () => {
    expect(acceptsVector('company-name', vectorById('rtl-override'), 'company')).toBe(false);
    expect(acceptsVector('company-name', vectorById('rtl-override'), 'pubRef')).toBe(true);
  });

  it('starts each field type elsewhere in the corpus, URL types with script URLs', () => {
    const dealer = new VectorDealer(vectors);
    const first = dealer.deal('page-text', 'pageTitle');
    const second = dealer.deal('rich-html', 'leftIntro');
    expect(first.id).not.toBe(second.id);
    expect(dealer.deal('page-text', 'pageTitle').id).toBe(vectors[1]?.id);
    expect(dealer.deal('footer-url', 'website').kind).toBe('url');
  });
});

describe('keptRefs', () => {
  it('keeps every award ref and the first other rows', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'].map((ref) => ({ ref }));
    const awards = { winnerCategories: [{ winners: ['d'] }], specialMentions: [{ ref: 'b' }] };
    expect([...keptRefs(rows, awards, 2)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('writeHostileContent', () => {
  let dir: string;
  let summary: ReturnType<typeof writeHostileContent>;
  const previous = process.env.CONTENT_DIR;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-content-'));
    summary = writeHostileContent('content', path.join(dir, 'content'), 4);
  });
  afterAll(() => {
    process.env.CONTENT_DIR = previous;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes content that passes the content check', () => {
    process.env.CONTENT_DIR = path.join(dir, 'content');
    const content = loadContent();
    const { awards, participants, texts } = content.current;
    const awardRefs = new Set([
      ...awards.winnerCategories.flatMap((c) => c.winners),
      ...awards.specialMentions.map((m) => m.ref),
    ]);
    expect(participants.length).toBe(awardRefs.size + 4);
    // A vector reached the edition's texts and the site's texts (each payload holds its id).
    const holdsVector = (text: string) => vectors.some((v) => text.endsWith(v.payload) && text.includes(v.id));
    expect(holdsVector(texts['en-GB'].pages.home.intro.pageTitle)).toBe(true);
    expect(holdsVector(content.messages['en-GB'].pages.criteria.intro.pageTitle)).toBe(true);
  });

  it('puts every vector into at least three field types, and uses every field type', () => {
    const placeable = vectors.filter((v) => !refusedByContentCheck(v));
    expect(placeable.length).toBeGreaterThan(vectors.length - 10);
    expect(Object.keys(summary.placements).sort()).toEqual(placeable.map((v) => v.id).sort());
    for (const [id, types] of Object.entries(summary.placements))
      expect({ id, types: types.length >= 3 }).toEqual({ id, types: true });
    expect(summary.fieldTypes).toHaveLength(18);
  });

  it('gives company names and websites vectors, equal in ranking.json and the participant files', () => {
    const edition = path.join(dir, 'content', 'editions', String(loadContent().current.year));
    const rows = JSON.parse(fs.readFileSync(path.join(edition, 'ranking.json'), 'utf8')) as Record<string, string>[];
    for (const row of rows) {
      expect(vectors.some((v) => row.company?.endsWith(` ${v.payload}`))).toBe(true);
      expect(vectors.some((v) => row.pubRef?.endsWith(` ${v.payload}`))).toBe(true);
      expect(JSON.parse(fs.readFileSync(path.join(edition, 'participants', `${row.ref}.json`), 'utf8'))).toEqual(row);
    }
    expect(rows.some((row) => /javascript:/i.test(row.url ?? '') || /javascript:/i.test(row.website ?? ''))).toBe(true);
  });

  it('replaces its own output but refuses to overwrite a folder it did not write', () => {
    expect(fs.existsSync(path.join(dir, 'content', MARKER))).toBe(true);
    expect(() => writeHostileContent('content', path.join(dir, 'content'), 1)).not.toThrow();
    const other = path.join(dir, 'other');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'keep.txt'), 'x');
    expect(() => writeHostileContent('content', other)).toThrow(/was not written by this script/);
    expect(() => writeHostileContent('content', 'content')).toThrow(/refusing/);
  });
});
