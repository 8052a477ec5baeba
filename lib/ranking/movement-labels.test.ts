import { movementKey, movementLabels, type SpokenMovement } from './movement-labels';
import { row } from './__fixtures__/rows';

describe('movementKey', () => {
  it('names a movement by its kind and distance', () => {
    expect(movementKey({ kind: 'up', by: 3, current: 9, previous: 12 })).toBe('up:3');
    expect(movementKey({ kind: 'down', by: 1, current: 5, previous: 4 })).toBe('down:1');
    expect(movementKey({ kind: 'same', current: 7, previous: 7 })).toBe('same');
    expect(movementKey({ kind: 'new', current: 4 })).toBe('new');
    expect(movementKey({ kind: 'none' })).toBeNull();
  });
});

describe('movementLabels', () => {
  const describeMovement = (m: SpokenMovement) =>
    m.kind === 'up' || m.kind === 'down' ? `${m.kind} by ${m.by}` : m.kind;

  it('describes each movement of the value reporting and design ranks once', () => {
    // No previous overall rank known (undefined): the overall rank has no movement.
    const rows = [
      row({ company: 'A', rankVR: 2, prevYearVR: 5, rankDS: 4, prevYearDS: 4 }),
      row({ company: 'B', rankVR: 7, prevYearVR: 10, rankDS: 9, prevYearDS: null }),
      row({ company: 'C', rankVR: 12, prevYearVR: 11, rankDS: null, prevYearDS: 3, rankOverall: 1 }),
    ];
    const described: SpokenMovement[] = [];
    const labels = movementLabels(rows, (m) => {
      described.push(m);
      return describeMovement(m);
    });
    expect(labels).toEqual({ 'up:3': 'up by 3', same: 'same', new: 'new', 'down:1': 'down by 1' });
    expect(described).toHaveLength(4);
  });

  it('describes the overall rank’s movement when the previous edition is known', () => {
    const rows = [
      row({ company: 'A', rankOverall: 3, prevYearOverall: 9 }),
      row({ company: 'B', rankOverall: 4, prevYearOverall: null }),
    ];
    expect(movementLabels(rows, describeMovement)).toEqual({ 'up:6': 'up by 6', new: 'new' });
  });

  it('has nothing for ranks without a movement', () => {
    expect(
      movementLabels(
        [row({ company: 'A', rankVR: null, prevYearVR: 2, rankDS: '*', prevYearDS: 1, rankOverall: 5 })],
        describeMovement,
      ),
    ).toEqual({});
  });
});
