import { cssString, escapeHtml, rowsHtml, type RowsHtmlOptions } from './rows-html';
import { row } from './__fixtures__/rows';
import type { RankingRow } from './row';
import type { CellTexts } from './table-texts';

const texts: CellTexts = {
  unranked: 'nicht rangiert',
  separatelyRanked: 'separat rangiert',
  certificate: 'Zertifikat',
  newShort: 'neu',
  compareToggle: ['', 'name', ' vergleichen'],
  movements: {
    up: { locale: 'de-CH', forms: { one: ['1 Platz besser'], other: ['', 'count', ' Plätze besser'] } },
    down: {
      locale: 'de-CH',
      forms: { one: ['1 Platz schlechter'], other: ['', 'count', ' Plätze schlechter'] },
    },
    same: 'gleich',
    new: 'neu rangiert',
  },
};
const options: RowsHtmlOptions = { texts, href: (ref) => `/teilnehmer/${ref}`, comparable: true };

const rowHtml = (fields: RankingRow, opts: RowsHtmlOptions) => rowsHtml([fields], opts);

/** The row's HTML parsed, so that the tests read elements and text, not strings. */
function parse(html: string): HTMLTableRowElement {
  const table = document.createElement('table');
  table.innerHTML = `<tbody>${html}</tbody>`;
  const tr = table.tBodies[0]?.rows[0];
  if (!tr || table.tBodies[0]?.rows.length !== 1) throw new Error(`not one row: ${html}`);
  return tr;
}
const cells = (tr: HTMLTableRowElement) => [...tr.cells];

describe('escapeHtml', () => {
  it('escapes the characters that could end a text or a double-quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('rowsHtml: a row', () => {
  it('renders the company as a link to its page, with a compare toggle named after it', () => {
    const tr = parse(rowHtml(row({ company: 'Alpha AG', ref: 'alpha' }), options));
    expect(tr.dataset.ref).toBe('alpha');
    const th = tr.cells[0]!;
    expect(th.tagName).toBe('TH');
    expect(th.getAttribute('scope')).toBe('row');
    expect(th.querySelector('a')?.getAttribute('href')).toBe('/teilnehmer/alpha');
    expect(th.querySelector('a')?.textContent).toBe('Alpha AG');
    const button = th.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.hasAttribute('data-compare')).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Alpha AG vergleichen');
    expect(tr.cells).toHaveLength(5);
  });

  it('offers no compare toggle when the rows are not comparable (an archived edition)', () => {
    const tr = parse(rowHtml(row({ company: 'Alpha AG' }), { ...options, comparable: false }));
    expect(tr.querySelector('button')).toBeNull();
    expect(tr.querySelector('a')).not.toBeNull();
  });

  it('escapes markup in a company name and a ref, in text and in attributes', () => {
    const company = `<img src=x onerror="alert(1)">Evil & "Co" 'AG'`;
    const ref = `x"><script>alert(1)</script>`;
    const html = rowHtml(row({ company, ref }), options);
    const tr = parse(html);
    expect(tr.querySelector('img, script')).toBeNull();
    expect(tr.querySelector('a')?.textContent).toBe(company);
    expect(tr.dataset.ref).toBe(ref);
    expect(tr.querySelector('a')?.getAttribute('href')).toBe(`/teilnehmer/${ref}`);
    expect(tr.querySelector('button')?.getAttribute('aria-label')).toBe(`${company} vergleichen`);
    expect(html).not.toContain('<img');
  });

  it('shows an unranked place as a dash with a text for screen readers', () => {
    const [, vr] = cells(parse(rowHtml(row({ company: 'A' }), options)));
    const dash = vr!.querySelector('[data-rank="none"]')!;
    expect(dash.textContent).toBe('–');
    expect(dash.getAttribute('aria-hidden')).toBe('true');
    expect(vr!.querySelector('.visually-hidden')?.textContent).toBe('nicht rangiert');
  });

  it('shows a separate ranking as * with its text, and marks rank 1', () => {
    const [, vr, ds, overall] = cells(
      parse(rowHtml(row({ company: 'A', rankVR: '*', rankDS: 1, rankOverall: 12 }), options)),
    );
    expect(vr!.textContent).toBe('*separat rangiert');
    expect(vr!.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(ds!.querySelector('[data-rank="first"]')?.textContent).toBe('1');
    expect(overall!.querySelector('span')?.textContent).toBe('12');
    expect(overall!.querySelector('[data-rank]')).toBeNull();
  });

  it('shows the movement against the previous rank, with its spoken text', () => {
    const tr = parse(
      rowHtml(
        row({ company: 'A', rankVR: 3, prevYearVR: 5, rankDS: 7, prevYearDS: 4, rankOverall: 2, prevYearOverall: 2 }),
        options,
      ),
    );
    const [, vr, ds, overall] = cells(tr);
    expect(vr!.querySelector('[data-move]')?.getAttribute('data-move')).toBe('up');
    expect(vr!.querySelector('[data-move]')?.textContent).toBe('2');
    expect(vr!.querySelector('[data-move]')?.getAttribute('aria-hidden')).toBe('true');
    expect(vr!.querySelector('.visually-hidden')?.textContent).toBe(', 2 Plätze besser');
    expect(ds!.querySelector('[data-move="down"]')?.textContent).toBe('3');
    expect(ds!.textContent).toContain('3 Plätze schlechter');
    expect(overall!.querySelector('[data-move="same"]')?.textContent).toBe('');
    expect(overall!.textContent).toContain('gleich');
  });

  it('speaks a movement of one place in the singular', () => {
    const tr = parse(rowHtml(row({ company: 'A', rankVR: 4, prevYearVR: 5 }), options));
    expect(cells(tr)[1]!.querySelector('.visually-hidden')?.textContent).toBe(', 1 Platz besser');
  });

  it('marks a rank new this year, and tells no movement when the previous rank is unknown or it is unranked', () => {
    const tr = parse(
      rowHtml(row({ company: 'A', rankVR: 4, prevYearVR: null, rankDS: null, prevYearDS: 3, rankOverall: 5 }), options),
    );
    const [, vr, ds, overall] = cells(tr);
    expect(vr!.querySelector('[data-move="new"]')?.textContent).toBe('neu');
    expect(vr!.textContent).toContain('neu rangiert');
    // Not ranked this year: a marker without a movement, and only the unranked text.
    expect(ds!.querySelector('[data-move="none"]')?.textContent).toBe('');
    expect(ds!.querySelectorAll('.visually-hidden')).toHaveLength(1);
    // No previous edition on the site (undefined): no marker at all.
    expect(overall!.querySelector('[data-move]')).toBeNull();
  });

  it('shows the certificate as the shared star with its text, and an empty cell without', () => {
    const withStar = cells(parse(rowHtml(row({ company: 'A', certificate: true }), options)))[4]!;
    expect(withStar.querySelector('svg use')?.getAttribute('href')).toBe('#ranking-star');
    expect(withStar.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(withStar.textContent).toBe('Zertifikat');
    const without = cells(parse(rowHtml(row({ company: 'B' }), options)))[4]!;
    expect(without.innerHTML).toBe('');
  });
});

describe('rowsHtml', () => {
  it('renders the rows in the given order', () => {
    const table = document.createElement('table');
    table.innerHTML = `<tbody>${rowsHtml([row({ company: 'Beta' }), row({ company: 'Alpha' })], options)}</tbody>`;
    expect([...table.rows].map((tr) => tr.dataset.ref)).toEqual(['beta', 'alpha']);
    expect(rowsHtml([], options)).toBe('');
  });
});

describe('cssString', () => {
  it('quotes a text as one CSS string, whatever it holds', () => {
    expect(cssString('Vergleichen')).toBe('"Vergleichen"');
    expect(cssString('Zürich «neu»')).toBe('"Zürich «neu»"');
    expect(cssString('a"b')).toBe('"a\\"b"');
    expect(cssString('a\\b')).toBe('"a\\\\b"');
    expect(cssString('"; } body { color: red')).toBe('"\\"; } body { color: red"');
    expect(cssString('one\ntwo\u0000')).toBe('"one two "');
  });
});
