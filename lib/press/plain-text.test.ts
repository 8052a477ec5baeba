import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops tags, decodes entities and collapses white space', () => {
    expect(plainText('Die Ausstellung <em>Berichte, die man lesen will</em>&nbsp;im Foyer')).toBe(
      'Die Ausstellung Berichte, die man lesen will im Foyer',
    );
    expect(plainText('A &amp; B &lt;C&gt; &#8211; &#x2013;<br>D\n  E')).toBe('A & B <C> – – D E');
    expect(plainText('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});
