import { arrangeRows, toBlocks } from './rowBlocks';

/** A table with blocks of two rows: a b | c d | e. */
function blocks(hidden: string[] = []): HTMLTableSectionElement[] {
  const table = document.createElement('table');
  table.innerHTML = ['ab', 'cd', 'e']
    .map(
      (block) =>
        `<tbody>${[...block].map((ref) => `<tr data-ref="${ref}"${hidden.includes(ref) ? ' hidden' : ''}></tr>`).join('')}</tbody>`,
    )
    .join('');
  return [...table.tBodies];
}
const layout = (bodies: HTMLTableSectionElement[]) =>
  bodies.map((b) => [...b.rows].map((tr) => tr.dataset.ref).join(''));

describe('toBlocks', () => {
  it('cuts a list into blocks of the given size', () => {
    expect(toBlocks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toBlocks([], 2)).toEqual([]);
  });
});

describe('arrangeRows', () => {
  it('fills the blocks in the given order, moving the row elements', () => {
    const bodies = blocks();
    const e = bodies[2]!.rows[0];
    arrangeRows(bodies, ['e', 'd', 'c', 'b', 'a'], 2);
    expect(layout(bodies)).toEqual(['ed', 'cb', 'a']);
    expect(bodies[0]!.rows[0]).toBe(e);
  });

  it('hides blocks without a visible row and sets each block estimate to its visible rows', () => {
    const bodies = blocks(['a', 'c', 'd']);
    arrangeRows(bodies, ['b', 'e', 'a', 'c', 'd'], 2);
    expect(layout(bodies)).toEqual(['be', 'ac', 'd']);
    expect(bodies.map((b) => b.hidden)).toEqual([false, true, true]);
    expect(bodies.map((b) => b.style.getPropertyValue('--rows'))).toEqual(['2', '0', '0']);
  });

  it('does not touch a block that already holds the right rows', () => {
    const bodies = blocks();
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    bodies.forEach((b) => observer.observe(b, { childList: true }));
    arrangeRows(bodies, ['a', 'b', 'c', 'd', 'e'], 2);
    records.push(...observer.takeRecords());
    expect(records).toEqual([]);
  });
});
