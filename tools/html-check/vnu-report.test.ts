/**
 * @jest-environment node
 */
import { readVnuJson, reportLines, summary, type VnuMessage } from './vnu-report';

/** Messages shaped as `vnu --format json` writes them, for pages under /site/out. */
const json = (...messages: VnuMessage[]) => JSON.stringify({ messages });
const page = (file: string) => `file:/site/out/${file}`;
const read = (...messages: VnuMessage[]) => readVnuJson(json(...messages), '/site');

const roleOnCell: VnuMessage = {
  type: 'error',
  url: page('en/rangliste.html'),
  lastLine: 1,
  firstColumn: 33132,
  message: 'The “role” attribute must not be used on a “td” element which has a “table” ancestor.',
};
const warning = (message: string, file = 'index.html', extra: Partial<VnuMessage> = {}): VnuMessage => ({
  type: 'info',
  subType: 'warning',
  url: page(file),
  lastLine: 3,
  firstColumn: 7,
  message,
  ...extra,
});

test('an error names the file from the working folder, its line and column, and the message', () => {
  expect(read(roleOnCell).errors).toEqual([{ where: 'out/en/rangliste.html:1:33132', message: roleOnCell.message }]);
  expect(reportLines(read(roleOnCell))).toEqual([`out/en/rangliste.html:1:33132: ${roleOnCell.message}`]);
});

test('a message spanning lines is placed where it starts', () => {
  expect(read({ ...roleOnCell, firstLine: 4, lastLine: 9 }).errors[0]!.where).toBe('out/en/rangliste.html:4:33132');
});

test('a page vnu could not read is an error, not a warning', () => {
  const unread: VnuMessage = { type: 'non-document-error', url: page('gone.html'), message: 'File not found.' };
  const report = read(unread);
  expect(report).toEqual({ errors: [{ where: 'out/gone.html', message: 'File not found.' }], warnings: [] });
});

test('warnings are kept apart from errors, and a repeated one is printed once with its count', () => {
  const redundant = 'The “region” role is unnecessary for element “section”.';
  const [a, b, c] = ['a.html', 'b.html', 'c.html'].map((file) => warning(redundant, file));
  const report = read(a!, roleOnCell, b!, c!);
  expect(report.errors).toHaveLength(1);
  expect(report.warnings).toHaveLength(3);
  expect(reportLines(report)).toEqual([
    `out/en/rangliste.html:1:33132: ${roleOnCell.message}`,
    `warning: out/a.html:3:7: ${redundant} (and 2 more)`,
  ]);
});

test('the CSP check of a relative URL is dropped, one with a scheme or a host is kept', () => {
  const blocked = (url: string) =>
    warning(`Resource violates Content Security Policy (meta tag): image “${url}” blocked by “img-src” directive.`);
  const kept = ['https://tracker.example/p.gif', '//cdn.example/x.png', 'javascript:x()'].map(blocked);
  const report = read(blocked('/media/a.jpg'), kept[0]!, blocked('a.jpg'), ...kept.slice(1));
  expect(report.warnings.map((w) => w.message)).toEqual(kept.map((w) => w.message));
});

test('the CSP check of an inline JSON-LD block is dropped, one of an inline script is kept', () => {
  const inline = (tag: string, file: string) =>
    warning('Inline script violates Content Security Policy (meta tag): blocked by “script-src”.', file, {
      extract: `"home">${tag}{"a`,
      hiliteStart: 7,
      hiliteLength: tag.length,
    });
  const report = read(inline('<script type="application/ld+json">', 'ld.html'), inline('<script>', 'js.html'));
  expect(report.warnings.map((w) => w.where)).toEqual(['out/js.html:3:7']);
});

test('errors are never dropped, whatever they say', () => {
  const csp = { ...roleOnCell, message: 'Resource violates Content Security Policy (meta tag): image “/a.jpg”' };
  // An error with the wording of a filtered warning still fails: only warnings are filtered.
  expect(read(csp).errors).toHaveLength(1);
});

test('the summary counts pages, errors and warnings', () => {
  const report = read(roleOnCell, roleOnCell, warning('x'));
  expect(summary(425, report, 12.34)).toBe('validated 425 pages: 2 errors, 1 warning in 12.3 s');
  expect(summary(1, read(), 0.5)).toBe('validated 1 page: 0 errors, 0 warnings in 0.5 s');
});
