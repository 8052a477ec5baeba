import { isBlockHtml, presentTexts } from './bodyText';

describe('isBlockHtml', () => {
  it.each([
    '<p>Text</p>',
    '  <ul><li>a</li></ul>',
    '<OL start="2"><li>b</li></OL>',
    '<blockquote>q</blockquote>',
    '<h3>Title</h3>',
    '<hr/>',
    '<table><tr><td>1</td></tr></table>',
  ])('treats %s as a block', (html) => expect(isBlockHtml(html)).toBe(true));

  it.each(['Plain text', '<strong>Bold</strong> start', '<a href="/jury">Jury</a>', '<pre', '<pictures>', ''])(
    'treats %s as inline',
    (html) => expect(isBlockHtml(html)).toBe(false),
  );
});

describe('presentTexts', () => {
  it('drops empty and blank entries and keeps the order', () => {
    expect(presentTexts(['<p>a</p>', '', '   ', 'b'])).toEqual(['<p>a</p>', 'b']);
  });

  it('gives an empty list when there is no body text', () => {
    expect(presentTexts(undefined)).toEqual([]);
  });
});
